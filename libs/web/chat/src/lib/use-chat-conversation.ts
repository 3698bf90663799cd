import type { ChatMessage, ChatParty, ChatSendAck, ChatSummary } from '@fachwerk/shared/contracts';
import { CHAT_LIMITS } from '@fachwerk/shared/contracts/chat';
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
import { chatApi, useChatQuery, useReadChatMutation, useSendMessageMutation } from '@fachwerk/web/data-access/api/chat';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { mergeMessages, newClientMessageId, stillPending, type PendingMessage } from './chat-timeline';

/** How long the other side's typing indicator stays without a new typing event. */
export const TYPING_SHOWN_MS = 4_000;
/** At most one "typing" signal of the own side per this many milliseconds. */
export const TYPING_THROTTLE_MS = 2_000;
/** How long opening a conversation on a connected socket waits for the join before it loads the newest page anyway. */
export const JOIN_WAIT_MS = 1_500;

/** The other party of the conversation as the caller sees it. */
export const otherParty = (chat: ChatSummary, myId: string | undefined) => (chat.client._id === myId ? chat.supplier : chat.client);

/** The other party's name as the caller sees it. */
export const otherName = (chat: ChatSummary, myId: string | undefined) => otherParty(chat, myId).name;

/**
 * A party's name as shown: a deleted account's names are erased (the API then joins two empty names
 * with a space), it shows as "Deleted account".
 */
export const partyName = (party: ChatParty, t: TFunction) => party.name.trim() || t('chatWeb.detail.deletedParty');

export interface ChatConversation {
  /** 'failed' when the conversation or its newest page could not be loaded */
  status: 'loading' | 'ready' | 'failed';
  summary: ChatSummary | undefined;
  role: ReturnType<typeof selectUserType>;
  myId: string | undefined;
  /** the caller is the client or the supplier of the conversation (not an admin reading it) */
  isParty: boolean;
  /** the heading: the other party, for admins both */
  title: string;
  /** stored messages, once each, oldest first */
  messages: ChatMessage[];
  /** own messages the server has not confirmed yet (or refused), in the order they were written */
  pending: PendingMessage[];
  /** the caller's newest message when the other party has read it (read receipt), else null */
  readMessageId: number | null;
  typingName: string | null;
  online: boolean;
  hasMore: boolean;
  olderBusy: boolean;
  loadOlder: () => Promise<void>;
  send: (body: string, attachments: string[]) => void;
  retry: (message: PendingMessage) => void;
  /** the own side is typing (true, throttled) or stopped (false) */
  signalTyping: (typing: boolean) => void;
  refetchChat: () => void;
}

/**
 * One conversation: the newest page of messages, older ones page by page, live messages over the tab's
 * socket (joined to the conversation's room; after every (re)connect it joins again and fetches what
 * came after the newest message received in the server's order — pages and the room's messages, not
 * the acknowledgement of an own send, which may have been stored after a message the room's gap
 * swallowed — so nothing is lost, and merged by id nothing is shown twice; before the newest
 * page is shown there is nothing to catch up from: a join then asks for that page, or waits for the one
 * on its way and catches up after it), read marks and receipts,
 * the typing indicator, and sending — one message at a time, socket first, the REST twin without one,
 * pending until stored, failed with a retry.
 */
export function useChatConversation(chatId: string): ChatConversation {
  const { t } = useTranslation();
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
  /**
   * the id of the newest message received in the server's order (pages, the room's messages), where a
   * catch-up starts; kept beside the state, so a catch-up does not read a stale render
   */
  const newest = useRef(0);
  const readMark = useRef(0);
  const lastTyping = useRef(0);

  // read in the socket handlers, so the signed-in user's data arriving late does not reload the conversation
  const myId = useRef(me?._id);
  myId.current = me?._id;
  const refetchChat = useRef(() => undefined as unknown);
  refetchChat.current = chat.refetch;
  const summary = chat.data;
  useEffect(() => {
    const fromServer = summary?.otherReadId;
    if (fromServer) setOtherReadId((current) => Math.max(current ?? 0, fromServer));
  }, [summary?.otherReadId]);

  /** Shows messages once each; `ordered: false` for an own send's acknowledgement, which does not move the catch-up's start. */
  const add = useCallback((incoming: ChatMessage[], ordered = true) => {
    if (ordered) newest.current = Math.max(newest.current, ...incoming.map((m) => m._id));
    setMessages((current) => {
      const next = mergeMessages(current, incoming);
      setPending((p) => stillPending(p, next));
      return next;
    });
  }, []);

  // the newest page, then live: join the conversation's room on every (re)connect and catch up
  useEffect(() => {
    let gone = false;
    setMessages([]);
    setPending([]);
    setHasMore(false);
    setLoaded('loading');
    readMark.current = 0;
    newest.current = 0;

    // requested once: resolves to its newest id once shown (0 when empty), null when it failed
    let firstPage: Promise<number | null> | undefined;
    let joinWait: ReturnType<typeof setTimeout> | undefined;
    const loadFirstPage = () => {
      clearTimeout(joinWait);
      firstPage ??= fetchMessages({ chatId, limit: CHAT_LIMITS.pageDefault })
        .unwrap()
        .then((page) => {
          if (gone) return null;
          add(page.items);
          setHasMore(page.hasMore);
          setLoaded('ready');
          return page.items.at(-1)?._id ?? 0;
        })
        .catch(() => {
          if (!gone) setLoaded('failed');
          return null;
        });
      return firstPage;
    };

    /** Everything after `since` (the newest message received in order when the gap began), once the newest page is shown. */
    const catchUp = async (since: number) => {
      const shown = firstPage ? await firstPage : null;
      if (shown === null) return;
      let after = Math.max(since, shown);
      for (;;) {
        const page = await fetchMessages({ chatId, after, limit: CHAT_LIMITS.pageMax }).unwrap().catch(() => null);
        if (gone || !page?.items.length) return;
        add(page.items);
        after = page.items.at(-1)?._id ?? after;
        if (page.items.length < CHAT_LIMITS.pageMax) return;
      }
    };

    if (!chatId) {
      setLoaded('failed');
      return;
    }
    // joined first, then what came after the newest message received in order: nothing falls between the two
    const join = () => {
      setOnline(true);
      const since = newest.current;
      void realtime
        .emitWithAck('chat:join', { chatId })
        .catch(() => false)
        .then(async () => {
          if (gone) return;
          if (firstPage) await catchUp(since);
          // the newest page asked for only now has all the join could have missed
          else await loadFirstPage();
        })
        // read receipts and state changes sent before we joined
        .then(() => !gone && refetchChat.current());
    };
    const offs = [
      realtime.on('connect', join),
      realtime.on('disconnect', () => setOnline(false)),
      realtime.onSocket((socket) => socket && socket.connected && join()),
      realtime.on('chat:message', (message) => message.chatId === chatId && add([message])),
      realtime.on('chat:read', (event) => {
        if (event.chatId === chatId && event.userId !== myId.current)
          setOtherReadId((current) => Math.max(current ?? 0, event.messageId));
      }),
      realtime.on('chat:updated', (event) => event._id === chatId && void refetchChat.current()),
    ];
    if (realtime.connected) {
      join();
      // a join that does not answer soon does not hold the conversation back; its catch-up follows the page
      joinWait = setTimeout(() => void loadFirstPage(), JOIN_WAIT_MS);
    } else void loadFirstPage();
    // back online: fetch what may have been missed even if the socket never noticed the outage
    const online = () => void catchUp(newest.current);
    window.addEventListener('online', online);
    return () => {
      gone = true;
      clearTimeout(joinWait);
      window.removeEventListener('online', online);
      offs.forEach((off) => off());
      realtime.emit('chat:leave', { chatId });
    };
  }, [chatId, add, fetchMessages]);

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
    // the room brings the own message in order as well; a catch-up brings it again after an outage
    if (ack.ok) add([ack.message], false);
    else {
      const failed = ack;
      setPending((current) =>
        current.map((p) => (p.clientMessageId === message.clientMessageId ? { ...p, state: 'failed', error: failed.message } : p)),
      );
      // the conversation changed under the composer: the refetched summary shows its banner instead
      if (hasErrorCode({ code: failed.code }, 'CHAT_BLOCKED', 'CHAT_NOT_APPROVED', 'CHAT_CLOSED')) void refetchChat.current();
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

  const signalTyping = (on: boolean) => {
    const now = Date.now();
    if (on && now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = on ? now : 0;
    realtime.emit('chat:typing', { chatId, typing: on });
  };

  const lastMine = [...messages].reverse().find((m) => m.senderId === me?._id);
  return {
    status: chat.isError || loaded === 'failed' ? 'failed' : !summary || loaded === 'loading' ? 'loading' : 'ready',
    summary,
    role,
    myId: me?._id,
    isParty,
    title: !summary
      ? ''
      : role === 'admin'
        ? `${partyName(summary.client, t)} ↔ ${partyName(summary.supplier, t)}`
        : partyName(otherParty(summary, me?._id), t),
    messages,
    pending,
    readMessageId: lastMine && otherReadId !== null && otherReadId >= lastMine._id ? lastMine._id : null,
    typingName,
    online,
    hasMore,
    olderBusy,
    loadOlder,
    send,
    retry,
    signalTyping,
    refetchChat: () => void refetchChat.current(),
  };
}
