import {
  type ChatSummary,
  type UserType,
} from '@fachwerk/shared/contracts';
import { CHAT_LIMITS, CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { Button, ConfirmDialog, ReasonDialog, useMutationAction } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveChatMutation, useBlockChatMutation, useUnblockChatMutation } from '@fachwerk/web/data-access/api/chat';

type Pending = 'block' | 'unblock' | null;

/**
 * The conversation's actions: the client approves a request; a party blocks (with a confirmation)
 * and lifts its own block; an admin blocks or unblocks any conversation with a reason (audited).
 */
export function ChatActions({ chat, role, onChanged }: { chat: ChatSummary; role: UserType | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Pending>(null);
  const [approveChat] = useApproveChatMutation();
  const [blockChat] = useBlockChatMutation();
  const [unblockChat] = useUnblockChatMutation();
  const done = () => {
    setOpen(null);
    onChanged();
  };
  const approve = useMutationAction(approveChat, { onSuccess: onChanged });
  const block = useMutationAction(blockChat, { onSuccess: done });
  const unblock = useMutationAction(unblockChat, { onSuccess: done });
  const admin = role === 'admin';
  const action = open === 'block' ? block : unblock;

  const run = (reason?: string) => void action.run({ chatId: chat._id, body: reason ? { reason } : {} });

  return (
    <div className="fw-chat__actions">
      {chat.canApprove && (
        <Button busy={approve.busy} onClick={() => void approve.run(chat._id)} data-testid={CHAT_TEST_IDS.approve}>
          {t('chatWeb.actions.approve')}
        </Button>
      )}
      {chat.canBlock && (
        <Button variant="secondary" onClick={() => setOpen('block')} data-testid={CHAT_TEST_IDS.block}>
          {t('chatWeb.actions.block')}
        </Button>
      )}
      {chat.canUnblock && (
        <Button variant="secondary" onClick={() => setOpen('unblock')} data-testid={CHAT_TEST_IDS.unblock}>
          {t('chatWeb.actions.unblock')}
        </Button>
      )}
      {open && !admin && (
        <ConfirmDialog
          heading={t(open === 'block' ? 'chatWeb.actions.blockHeading' : 'chatWeb.actions.unblockHeading')}
          text={t(open === 'block' ? 'chatWeb.actions.blockText' : 'chatWeb.actions.unblockText')}
          confirmLabel={t(open === 'block' ? 'chatWeb.actions.block' : 'chatWeb.actions.unblock')}
          busy={action.busy}
          onCancel={() => setOpen(null)}
          onConfirm={() => run()}
        />
      )}
      {open && admin && (
        <ReasonDialog
          title={t(open === 'block' ? 'chatWeb.actions.blockHeading' : 'chatWeb.actions.unblockHeading')}
          text={t(open === 'block' ? 'chatWeb.actions.blockText' : 'chatWeb.actions.unblockText')}
          submitLabel={t(open === 'block' ? 'chatWeb.actions.block' : 'chatWeb.actions.unblock')}
          label={t('chatWeb.actions.reason')}
          maxLength={CHAT_LIMITS.reasonMax}
          busy={action.busy}
          error={action.error ? (action.error.errors?.['reason']?.join(' ') ?? action.error.message) : null}
          testId="chat-reason-dialog"
          onCancel={() => setOpen(null)}
          onSubmit={run}
        />
      )}
    </div>
  );
}
