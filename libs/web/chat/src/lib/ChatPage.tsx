import type { ChatMessage, ChatSummary } from '@fachwerk/shared/contracts';
import { CHAT_LIMITS, CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import { BackLink, Button, ErrorState, FieldError, FileLink, formatDateTime, Skeleton, useUploader } from '@fachwerk/web/ui';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChatActions } from './ChatActions';
import { partyName, useChatConversation } from './use-chat-conversation';
import './chat-style';

/**
 * /messages/chat/:chatId — one conversation (its logic in `useChatConversation`): the timeline with
 * older messages on request, pending and failed sends with a retry, read receipts, the typing
 * indicator, the composer with attachments, and the banners of a requested, blocked, closed (the other
 * party deleted its account) or read-only (admin) conversation.
 */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const { chatId = '' } = useParams();
  const conversation = useChatConversation(chatId);
  const { status, summary, role, myId, messages, pending } = conversation;
  const timelineRef = useRef<HTMLOListElement>(null);

  // keep the newest message in view
  const count = messages.length + pending.length;
  useEffect(() => {
    const list = timelineRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (status === 'failed')
    return (
      <section className="fw-chat">
        <BackLink to={role === 'admin' ? '/admin/message' : '/messages'} label={t('chatWeb.detail.back')} />
        <ErrorState message={t('chatWeb.detail.loadFailed')} onRetry={() => window.location.reload()} />
      </section>
    );
  if (status === 'loading' || !summary)
    return (
      <section className="fw-chat">
        <Skeleton lines={6} />
      </section>
    );

  return (
    <section className="fw-chat" data-chat-id={summary._id}>
      <BackLink to={role === 'admin' ? '/admin/message' : '/messages'} label={t('chatWeb.detail.back')} />
      <header className="fw-chat__header">
        <div>
          <h1>{conversation.title}</h1>
          <p className="fw-chat__job">
            {t('chatWeb.list.job')}: {summary.jobTitle}
          </p>
        </div>
        <ChatActions chat={summary} role={role} onChanged={conversation.refetchChat} />
      </header>
      <ChatBanner chat={summary} role={role} myId={myId} />
      {!conversation.online && <p className="fw-chat__note" role="status">{t('chatWeb.detail.offline')}</p>}
      {/* scrolls on its own: focusable and named, so it can be scrolled with the keyboard (WCAG 2.1.1) */}
      <ol
        className="fw-chat__timeline"
        ref={timelineRef}
        data-testid={CHAT_TEST_IDS.timeline}
        aria-live="polite"
        aria-label={t('chatWeb.detail.timeline')}
        tabIndex={0}
      >
        {conversation.hasMore && (
          <li className="fw-chat__older">
            <Button
              variant="secondary"
              size="small"
              busy={conversation.olderBusy}
              onClick={() => void conversation.loadOlder()}
              data-testid={CHAT_TEST_IDS.loadOlder}
            >
              {t('chatWeb.detail.loadOlder')}
            </Button>
          </li>
        )}
        {messages.map((m) => (
          <MessageItem
            key={m._id}
            message={m}
            mine={m.senderId === myId}
            senderName={partyName(m.senderId === summary.client._id ? summary.client : summary.supplier, t)}
            read={m._id === conversation.readMessageId}
            language={i18n.language}
          />
        ))}
        {pending.map((p) => (
          <li key={p.clientMessageId} className="fw-chat__message fw-chat__message--mine" data-testid={CHAT_TEST_IDS.pending} data-state={p.state}>
            <p className="fw-chat__body">{p.body}</p>
            <span className="fw-chat__meta">
              {p.state === 'sending' ? t('chatWeb.detail.sending') : t('chatWeb.detail.failed')}
              {p.state === 'failed' && (
                <button type="button" className="fw-link-button" onClick={() => conversation.retry(p)}>
                  {t('chatWeb.detail.retry')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {conversation.typingName && (
        <p className="fw-chat__typing" data-testid={CHAT_TEST_IDS.typing} role="status">
          {t('chatWeb.detail.typing', { name: conversation.typingName })}
        </p>
      )}
      {summary.canSend && !summary.closed && <Composer onSend={conversation.send} onTyping={conversation.signalTyping} />}
      {conversation.isParty && !summary.awarded && !summary.closed && (
        <p className="fw-chat__note" data-testid={CHAT_TEST_IDS.maskedNote}>
          {t('chatWeb.detail.maskedNote')}
        </p>
      )}
    </section>
  );
}

function MessageItem({
  message,
  mine,
  senderName,
  read,
  language,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  read: boolean;
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`fw-chat__message${mine ? ' fw-chat__message--mine' : ''}`}
      data-testid={CHAT_TEST_IDS.message}
      data-message-id={message._id}
    >
      <span className="fw-chat__sender">{mine ? t('chatWeb.detail.you') : senderName}</span>
      {message.body && <p className="fw-chat__body">{message.body}</p>}
      {message.attachments.length > 0 && (
        <ul className="fw-chat__files" aria-label={t('chatWeb.composer.attachments')}>
          {message.attachments.map((path) => (
            <li key={path}>
              <FileLink
                path={path}
                label={message.fileNames[path]}
                openLabel={(name) => name}
                failedText={t('chatWeb.detail.loadFailed')}
              />
            </li>
          ))}
        </ul>
      )}
      {message.masked && (
        <p className="fw-chat__masked" data-testid={CHAT_TEST_IDS.maskedNote}>
          {t('chatWeb.detail.maskedNote')}
        </p>
      )}
      <span className="fw-chat__meta">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
        {read && (
          <span className="fw-chat__read" data-testid={CHAT_TEST_IDS.readReceipt}>
            {' · '}
            {t('chatWeb.detail.read')}
          </span>
        )}
      </span>
    </li>
  );
}

/** Why the composer is missing: requested, blocked (§8 text for the blocked side), closed or read-only. */
function ChatBanner({ chat, role, myId }: { chat: ChatSummary; role: string | null; myId: string | undefined }) {
  const { t } = useTranslation();
  if (role === 'admin')
    return (
      <div className="fw-chat__banner" role="note">
        <p>{t('chatWeb.detail.readOnly')}</p>
        {chat.blocked && chat.blockedReason && <p>{t('chatWeb.detail.blockedReason', { reason: chat.blockedReason })}</p>}
      </div>
    );
  // closed outranks blocked: nobody will write here again, whoever blocked it
  if (chat.closed)
    return (
      <div className="fw-chat__banner fw-chat__banner--closed" role="note" data-testid={CHAT_TEST_IDS.closedBanner}>
        <p>{t('chatWeb.detail.closed')}</p>
      </div>
    );
  if (chat.blocked) {
    const mine = chat.blockedBy !== 'admin' && ((chat.blockedBy === 'client') === (chat.client._id === myId));
    return (
      <div className="fw-chat__banner fw-chat__banner--blocked" role="alert" data-testid={CHAT_TEST_IDS.blockedBanner}>
        <p>{mine ? t('chatWeb.detail.blockedBySelf') : t('chatErrors.CHAT_BLOCKED')}</p>
        {chat.blockedBy === 'admin' && <p>{t('chatWeb.detail.blockedByAdmin')}</p>}
      </div>
    );
  }
  if (chat.status === 'requested')
    return (
      <div className="fw-chat__banner" role="note">
        <p>{chat.canApprove ? t('chatWeb.detail.requestedClient') : t('chatWeb.detail.requestedSupplier')}</p>
      </div>
    );
  return null;
}

function Composer({
  onSend,
  onTyping,
}: {
  onSend: (body: string, attachments: string[]) => void;
  onTyping: (typing: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<{ path: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploader = useUploader();
  const upload = useMemo(() => uploader('general'), [uploader]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && !files.length) return setError(t('chatWeb.composer.empty'));
    if (body.length > CHAT_LIMITS.messageMax) return setError(t('chatWeb.composer.tooLong', { max: CHAT_LIMITS.messageMax }));
    setError(null);
    onSend(body, files.map((f) => f.path));
    setText('');
    setFiles([]);
    onTyping(false);
  };

  const attach = async (file: File | undefined) => {
    if (!file || files.length >= CHAT_LIMITS.attachmentsMax) return;
    setUploading(true);
    try {
      const path = await upload(file, () => undefined);
      setFiles((current) => [...current, { path, name: file.name }]);
      setError(null);
    } catch (e) {
      setError((e as Error).message || t('chatWeb.detail.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form className="fw-chat__composer" onSubmit={submit} data-testid={CHAT_TEST_IDS.composer} noValidate>
      <label htmlFor="chat-composer-text" className="fw-visually-hidden">
        {t('chatWeb.composer.label')}
      </label>
      <textarea
        id="chat-composer-text"
        className="fw-input"
        rows={2}
        value={text}
        placeholder={t('chatWeb.composer.placeholder')}
        maxLength={CHAT_LIMITS.messageMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-composer-error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          onTyping(true);
        }}
        onBlur={() => onTyping(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) submit(e);
        }}
      />
      {files.length > 0 && (
        <ul className="fw-chat__files" aria-label={t('chatWeb.composer.attachments')}>
          {files.map((f) => (
            <li key={f.path}>
              {f.name}{' '}
              <button
                type="button"
                className="fw-link-button"
                aria-label={t('chatWeb.composer.removeAttachment', { name: f.name })}
                onClick={() => setFiles((current) => current.filter((x) => x.path !== f.path))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError as="p" id="chat-composer-error">{error}</FieldError>
      <div className="fw-chat__composer-actions">
        <label className="fw-button fw-button--secondary fw-button--small">
          {t('chatWeb.composer.attach')}
          <input
            type="file"
            className="fw-visually-hidden"
            disabled={uploading || files.length >= CHAT_LIMITS.attachmentsMax}
            onChange={(e) => {
              void attach(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <Button type="submit" busy={uploading} data-testid={CHAT_TEST_IDS.send}>
          {t('chatWeb.composer.send')}
        </Button>
      </div>
    </form>
  );
}
