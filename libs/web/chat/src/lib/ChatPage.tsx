import {
  type ChatMessage,
  type ChatSendAck,
  type ChatSummary,
} from '@fachwerk/shared/contracts';
import { CHAT_LIMITS, CHAT_TEST_IDS } from '@fachwerk/shared/contracts/chat';
import {
  apiEffects,
  hasErrorCode,
  realtime,
  selectUserData,
  selectUserType,
  useAppDispatch,
  useAppSelector,
  type ApiError,
} from '@fachwerk/web/data-access';
import { BackLink, Button, ErrorState, FileLink, Skeleton, useUploader } from '@fachwerk/web/ui';
import { formatDateTime } from '@fachwerk/web/market-ui';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ChatActions } from './ChatActions';
import { chatApi, useChatQuery, useReadChatMutation, useSendMessageMutation } from '@fachwerk/web/market-data-access/chat';
import { mergeMessages, newClientMessageId, stillPending, type PendingMessage } from './chat-timeline';
import './chat-style';

const TYPING_SHOWN_MS = 4_000;
const TYPING_THROTTLE_MS = 2_000;

/** The other party's name as the caller sees it. */
const otherName = (chat: ChatSummary, myId: string | undefined) =>
  chat.client._id === myId ? chat.supplier.name : chat.client._id === myId ? '' : chat.client.name;

/**
 * /messages/chat/:chatId — one conversation: the newest messages, older ones page by page, live
 * messages over the tab's socket (joined to the conversation's room; after every (re)connect it joins
 * again and fetches everything after the last message it has, so nothing is lost and nothing shown
 * twice), read receipts, a typing indicator, the composer with attachments, and the banners of a
 * requested, blocked or read-only (admin) conversation.
 */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const { chatId = '' } = useParams();
  const me = useAppSelector(selectUserData);
  const role = useAppSelector(selectUserType);
  const chat = useChatQuery(chatId, { skip: !chatId });
  const dispatch = useAppDispatch();
  // each page its own request (a catch-up may run beside the first page): not the lazy hook, which keeps one
  const fetchMessages = useCallback(
    (args: Parameters<typeof chatApi.endpoints.chatMessages.initiate>[0]) => {
      const request = dispatch(chatApi.endpoints.chatMessages.initiate(args, { subscribe: false, forceRefetch: true }));
      return { unwrap: () => request.unwrap() };
    },
    [dispatch],
  );
  const [sendRest] = useSendMessageMutation();
  const [markRead] = useReadChatMutation();

  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [olderBusy, setOlderBusy] = useState(false);
  const [typingName, setTypingName] = useState<string | null>(null);
  const [otherReadId, setOtherReadId] = useState<number | null>(null);
  const [online, setOnline] = useState(true);
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;
  const timelineRef = useRef<HTMLOListElement>(null);
  const readMark = useRef(0);

  const refetchChat = useRef(() => undefined as unknown);
  refetchChat.current = chat.refetch;
  const summary = chat.data;
  useEffect(() => {
    const fromServer = summary?.otherReadId;
    if (fromServer) setOtherReadId((current) => Math.max(current ?? 0, fromServer));
  }, [summary?.otherReadId]);

  const add = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => {
      const next = mergeMessages(current, incoming);
      setPending((p) => stillPending(p, next));
      return next;
    });
  }, []);

  /** Everything after the last message we have (after a reconnect, or when the socket is not there). */
  const catchUp = useCallback(async () => {
    let after = messagesRef.current.at(-1)?._id ?? 0;
    for (;;) {
      const page = await fetchMessages({ chatId, after, limit: CHAT_LIMITS.pageMax }).unwrap().catch(() => null);
      if (!page?.items.length) return;
      add(page.items);
      after = page.items.at(-1)?._id ?? after;
      if (page.items.length < CHAT_LIMITS.pageMax) return;
    }
  }, [add, chatId, fetchMessages]);

  // the newest page first
  useEffect(() => {
    let cancelled = false;
    setMessages([]);
    setPending([]);
    setLoaded('loading');
    readMark.current = 0;
    fetchMessages({ chatId, limit: CHAT_LIMITS.pageDefault })
      .unwrap()
      .then((page) => {
        if (cancelled) return;
        add(page.items);
        setHasMore(page.hasMore);
        setLoaded('ready');
      })
      .catch(() => !cancelled && setLoaded('failed'));
    return () => {
      cancelled = true;
    };
  }, [add, chatId, fetchMessages]);

  // live: join the conversation's room on every (re)connect, then catch up
  useEffect(() => {
    if (!chatId) return;
    // joined first, then everything after the last message we have: nothing falls between the two
    const join = () => {
      setOnline(true);
      void realtime
        .emitWithAck('chat:join', { chatId })
        .catch(() => false)
        .then(() => catchUp())
        // read receipts and state changes sent before we joined
        .then(() => refetchChat.current());
    };
    const offs = [
      realtime.on('connect', join),
      realtime.on('disconnect', () => setOnline(false)),
      realtime.onSocket((socket) => socket && socket.connected && join()),
      realtime.on('chat:message', (message) => message.chatId === chatId && add([message])),
      realtime.on('chat:read', (event) => {
        if (event.chatId === chatId && event.userId !== me?._id)
          setOtherReadId((current) => Math.max(current ?? 0, event.messageId));
      }),
      realtime.on('chat:updated', (event) => event._id === chatId && void refetchChat.current()),
    ];
    if (realtime.connected) join();
    // back online: fetch what may have been missed even if the socket never noticed the outage
    const online = () => void catchUp();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      offs.forEach((off) => off());
      realtime.emit('chat:leave', { chatId });
    };
  }, [chatId, add, catchUp, me?._id]);

  // typing indicator of the other side
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = realtime.on('chat:typing', (event) => {
      if (event.chatId !== chatId || event.userId === me?._id || !summary) return;
      clearTimeout(timer);
      setTypingName(event.typing ? otherName(summary, me?._id) || null : null);
      if (event.typing) timer = setTimeout(() => setTypingName(null), TYPING_SHOWN_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [chatId, me?._id, summary]);

  // read what is shown: the other side's newest message, while the page is visible
  const isParty = Boolean(summary && me && (summary.client._id === me._id || summary.supplier._id === me._id));
  const newestFromOther = useMemo(
    () => [...messages].reverse().find((m) => m.senderId !== me?._id)?._id ?? 0,
    [messages, me?._id],
  );
  useEffect(() => {
    if (!isParty || !newestFromOther) return;
    const read = () => {
      if (document.visibilityState !== 'visible' || newestFromOther <= readMark.current) return;
      readMark.current = newestFromOther;
      void markRead({ chatId, messageId: newestFromOther });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [chatId, isParty, markRead, newestFromOther]);

  // keep the newest message in view
  const count = messages.length + pending.length;
  useEffect(() => {
    const list = timelineRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const loadOlder = async () => {
    const first = messages[0]?._id;
    if (!first) return;
    setOlderBusy(true);
    const page = await fetchMessages({ chatId, before: first, limit: CHAT_LIMITS.pageDefault }).unwrap().catch(() => null);
    setOlderBusy(false);
    if (!page) return;
    add(page.items);
    setHasMore(page.hasMore);
  };

  /** Socket first (acked once stored); without a socket, or when it does not answer, the REST twin with the same client id. */
  const deliver = async (message: PendingMessage) => {
    const body = { clientMessageId: message.clientMessageId, body: message.body, attachments: message.attachments };
    let ack: ChatSendAck | null = null;
    if (realtime.connected) ack = await realtime.emitWithAck('chat:send', { chatId, ...body }).catch(() => null);
    if (!ack) {
      const result = await sendRest({ chatId, body });
      ack =
        'data' in result && result.data?.data
          ? { ok: true, message: result.data.data }
          : {
              ok: false,
              code: (result.error as ApiError | undefined)?.code ?? 'INTERNAL',
              message: (result.error as ApiError | undefined)?.message ?? t('chatWeb.detail.failed'),
            };
    }
    if (ack.ok) add([ack.message]);
    else {
      const failed = ack;
      setPending((current) =>
        current.map((p) => (p.clientMessageId === message.clientMessageId ? { ...p, state: 'failed', error: failed.message } : p)),
      );
      if (hasErrorCode({ code: failed.code }, 'CHAT_BLOCKED', 'CHAT_NOT_APPROVED')) void chat.refetch();
      else apiEffects().notifyError(failed.message);
    }
  };

  // one send at a time, so the messages are stored in the order they were written
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (message: PendingMessage) => {
    queue.current = queue.current.then(() => deliver(message)).catch(() => undefined);
  };

  const send = (body: string, attachments: string[]) => {
    const message: PendingMessage = { clientMessageId: newClientMessageId(), body, attachments, state: 'sending' };
    setPending((current) => [...current, message]);
    enqueue(message);
  };

  const retry = (message: PendingMessage) => {
    setPending((current) => current.map((p) => (p.clientMessageId === message.clientMessageId ? { ...p, state: 'sending' } : p)));
    enqueue(message);
  };

  if (chat.isError || loaded === 'failed')
    return (
      <section className="fw-chat">
        <BackLink to={role === 'admin' ? '/admin/message' : '/messages'} label={t('chatWeb.detail.back')} />
        <ErrorState message={t('chatWeb.detail.loadFailed')} onRetry={() => window.location.reload()} />
      </section>
    );
  if (!summary || loaded === 'loading')
    return (
      <section className="fw-chat">
        <Skeleton lines={6} />
      </section>
    );

  const other = role === 'admin' ? `${summary.client.name} ↔ ${summary.supplier.name}` : otherName(summary, me?._id);
  const lastMine = [...messages].reverse().find((m) => m.senderId === me?._id);
  return (
    <section className="fw-chat" data-chat-id={summary._id}>
      <BackLink to={role === 'admin' ? '/admin/message' : '/messages'} label={t('chatWeb.detail.back')} />
      <header className="fw-chat__header">
        <div>
          <h1>{other}</h1>
          <p className="fw-chat__job">
            {t('chatWeb.list.job')}: {summary.jobTitle}
          </p>
        </div>
        <ChatActions chat={summary} role={role} onChanged={() => void chat.refetch()} />
      </header>
      <ChatBanner chat={summary} role={role} myId={me?._id} />
      {!online && <p className="fw-chat__note" role="status">{t('chatWeb.detail.offline')}</p>}
      {/* scrolls on its own: focusable and named, so it can be scrolled with the keyboard (WCAG 2.1.1) */}
      <ol
        className="fw-chat__timeline"
        ref={timelineRef}
        data-testid={CHAT_TEST_IDS.timeline}
        aria-live="polite"
        aria-label={t('chatWeb.detail.timeline')}
        tabIndex={0}
      >
        {hasMore && (
          <li className="fw-chat__older">
            <Button variant="secondary" size="small" busy={olderBusy} onClick={() => void loadOlder()} data-testid={CHAT_TEST_IDS.loadOlder}>
              {t('chatWeb.detail.loadOlder')}
            </Button>
          </li>
        )}
        {messages.map((m) => (
          <MessageItem
            key={m._id}
            message={m}
            mine={m.senderId === me?._id}
            senderName={m.senderId === summary.client._id ? summary.client.name : summary.supplier.name}
            read={m === lastMine && otherReadId !== null && otherReadId >= m._id}
            language={i18n.language}
          />
        ))}
        {pending.map((p) => (
          <li key={p.clientMessageId} className="fw-chat__message fw-chat__message--mine" data-testid={CHAT_TEST_IDS.pending} data-state={p.state}>
            <p className="fw-chat__body">{p.body}</p>
            <span className="fw-chat__meta">
              {p.state === 'sending' ? t('chatWeb.detail.sending') : t('chatWeb.detail.failed')}
              {p.state === 'failed' && (
                <button type="button" className="fw-link-button" onClick={() => retry(p)}>
                  {t('chatWeb.detail.retry')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ol>
      {typingName && (
        <p className="fw-chat__typing" data-testid={CHAT_TEST_IDS.typing} role="status">
          {t('chatWeb.detail.typing', { name: typingName })}
        </p>
      )}
      {summary.canSend && <Composer chatId={chatId} onSend={send} />}
      {isParty && !summary.awarded && (
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

/** Why the composer is missing: requested, blocked (§8 text for the blocked side) or read-only. */
function ChatBanner({ chat, role, myId }: { chat: ChatSummary; role: string | null; myId: string | undefined }) {
  const { t } = useTranslation();
  if (role === 'admin')
    return (
      <div className="fw-chat__banner" role="note">
        <p>{t('chatWeb.detail.readOnly')}</p>
        {chat.blocked && chat.blockedReason && <p>{t('chatWeb.detail.blockedReason', { reason: chat.blockedReason })}</p>}
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

function Composer({ chatId, onSend }: { chatId: string; onSend: (body: string, attachments: string[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<{ path: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploader = useUploader();
  const upload = useMemo(() => uploader('general'), [uploader]);
  const lastTyping = useRef(0);

  const typing = (on: boolean) => {
    const now = Date.now();
    if (on && now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = on ? now : 0;
    realtime.emit('chat:typing', { chatId, typing: on });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body && !files.length) return setError(t('chatWeb.composer.empty'));
    if (body.length > CHAT_LIMITS.messageMax) return setError(t('chatWeb.composer.tooLong', { max: CHAT_LIMITS.messageMax }));
    setError(null);
    onSend(body, files.map((f) => f.path));
    setText('');
    setFiles([]);
    typing(false);
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
          typing(true);
        }}
        onBlur={() => typing(false)}
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
      {error && (
        <p id="chat-composer-error" className="fw-field__error" role="alert">
          {error}
        </p>
      )}
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
