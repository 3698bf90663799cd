import '@fachwerk/web/data-access/catalogue/chat-web';
import { CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { Button } from '../display/Button';
import { useMutationAction } from '../list/useMutationAction';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStartChatMutation } from '@fachwerk/web/data-access/api/chat';

/**
 * "Nachricht senden" (client: starts the conversation with a supplier who applied, approved at once)
 * or "Chat anfragen" (supplier: asks the job's client), then opens the conversation. Asking again
 * opens the same one. For the application and award screens.
 */
export function ChatEntryButton({
  jobId,
  supplierId,
  variant = 'secondary',
}: {
  jobId: string;
  /** the client's side: the supplier to chat with */
  supplierId?: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [startChat] = useStartChatMutation();
  const start = useMutationAction(startChat, {
    success: false,
    onSuccess: (envelope) => envelope?.data && navigate(`/messages/chat/${envelope.data._id}`),
  });
  return (
    <Button
      variant={variant}
      busy={start.busy}
      data-testid={CHAT_TEST_IDS.entry}
      onClick={() => void start.run(supplierId ? { jobId, supplierId } : { jobId })}
    >
      {supplierId ? t('chatWeb.actions.startChat') : t('chatWeb.actions.requestChat')}
    </Button>
  );
}
