import { jest } from '@jest/globals';
import type { ChatMessage, UserType } from '@fachwerk/shared/contracts';
import { CHAT_LIMITS } from '@fachwerk/shared/contracts/chat';
import { realtime } from '@fachwerk/web/data-access';
import {
  type FakeSocket,
  heldResponse,
  jsonResponse,
  mockFetch,
  renderHookWithApp,
  type FetchCall,
  type RecordedEffects,
} from '@fachwerk/web/data-access/testing';
import { ok, pathOf } from '@fachwerk/web/data-access/testing/market';
import { act, waitFor } from '@testing-library/react';
import { attachFakeRealtime, CHAT_ID, chatMessage, chatServer, chatSummary, ME, OTHER, requests } from './testing/chat-fixtures';
import { JOIN_WAIT_MS, TYPING_SHOWN_MS, useChatConversation } from './use-chat-conversation';

const message = chatMessage;
const summary = chatSummary();

function renderConversation({
  role = 'client',
  stored = [] as ChatMessage[],
  restSend,
}: { role?: UserType; stored?: ChatMessage[]; restSend?: (call: FetchCall) => Response | Promise<Response> } = {}) {
  const { server, handler } = chatServer(stored, restSend);
  const calls = mockFetch(handler);
  const rendered = renderHookWithApp(() => useChatConversation(CHAT_ID), { role });
  return { ...rendered, calls, server };
}

/**
 * The conversation's API with the answer to the first page held until `release()`; the server takes
 * that page's messages at the release, or with `takenAt: 'request'` when it is asked for.
 */
function holdFirstPage(stored: ChatMessage[], takenAt: 'request' | 'release' = 'release') {
  const { server, handler } = chatServer(stored);
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const calls = mockFetch((call) => {
    if (held || call.method !== 'GET' || pathOf(call) !== `/chats/${CHAT_ID}/messages`) return handler(call);
    held = true;
    const taken = takenAt === 'request' ? handler(call) : null;
    return answered.then(() => taken ?? handler(call));
  });
  const rendered = renderHookWithApp(() => useChatConversation(CHAT_ID), { role: 'client' });
  return { ...rendered, calls, server, release, requested: () => held };
}

const ids = (messages: ChatMessage[]) => messages.map((m) => m._id);
const ready = async (result: { current: { status: string } }) => waitFor(() => expect(result.current.status).toBe('ready'));

let effects: RecordedEffects;
let socket: FakeSocket;
beforeEach(() => {
  ({ socket, effects } = attachFakeRealtime());
});
afterEach(() => {
  realtime.detach(socket);
  jest.useRealTimers();
});

describe('useChatConversation', () => {
  it('loads the conversation and its newest page, joins the room and names the other party', async () => {
    const { result, calls } = renderConversation({ stored: [message(1), message(2, ME)] });
    expect(result.current.status).toBe('loading');
    await ready(result);
    expect(ids(result.current.messages)).toEqual([1, 2]);
    expect([result.current.title, result.current.isParty, result.current.hasMore]).toEqual(['Sven Sanitär', true, false]);
    expect(socket.payloads('chat:join')).toEqual([{ chatId: CHAT_ID }]);
    const first = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)[0]!;
    expect(new URL(first.url).searchParams.get('limit')).toBe(String(CHAT_LIMITS.pageDefault));
  });

  it('on a connected socket loads only the newest page: one request, older pages left to "load older"', async () => {
    const stored = Array.from({ length: CHAT_LIMITS.pageDefault + 10 }, (_, i) => message(i + 1));
    const { result, calls } = renderConversation({ stored });
    await ready(result);
    await waitFor(() => expect(socket.payloads('chat:join')).toEqual([{ chatId: CHAT_ID }]));
    // let the join's follow-ups run out
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const pages = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`);
    expect(pages).toHaveLength(1);
    expect(new URL(pages[0]!.url).searchParams.get('limit')).toBe(String(CHAT_LIMITS.pageDefault));
    expect(new URL(pages[0]!.url).searchParams.get('after')).toBeNull();
    expect(result.current.hasMore).toBe(true);
    expect(ids(result.current.messages)).toEqual(stored.slice(10).map((m) => m._id));
  });

  it.each([
    ['already holds it', 'release'],
    ['was taken before it', 'request'],
  ] as const)('a live message while the newest page loads is shown once when the page %s', async (_, snapshot) => {
    const { result, calls, server, release, requested } = holdFirstPage([message(1), message(2)], snapshot);
    await waitFor(() => expect(requested()).toBe(true));
    server.stored.push(message(3));
    act(() => socket.serverSends('chat:message', message(3)));
    expect(result.current.status).toBe('loading');
    release();
    await ready(result);
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ids(result.current.messages)).toEqual([1, 2, 3]);
    expect(requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)).toHaveLength(1);
  });

  it('a socket that connects while the newest page loads catches up after that page, not from the start', async () => {
    const stored = Array.from({ length: CHAT_LIMITS.pageDefault + 10 }, (_, i) => message(i + 1));
    socket.connected = false;
    const { result, calls, server, release, requested } = holdFirstPage(stored, 'request');
    await waitFor(() => expect(requested()).toBe(true));
    act(() => socket.reconnect());
    await act(async () => undefined);
    expect(requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)).toHaveLength(1);
    server.stored.push(message(stored.length + 1));
    release();
    await ready(result);
    await waitFor(() => expect(requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)).toHaveLength(2));
    const catchUp = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)[1]!;
    expect(new URL(catchUp.url).searchParams.get('after')).toBe(String(stored.length));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([...stored.slice(10), message(stored.length + 1)].map((m) => m._id)));
    expect(result.current.hasMore).toBe(true);
  });

  it('a join that does not answer does not hold the newest page back; its late answer catches up after that page', async () => {
    jest.useFakeTimers();
    socket.answers['chat:join'] = () => undefined;
    const { result, calls, server } = renderConversation({ stored: [message(1), message(2)] });
    await act(async () => undefined);
    expect(requests(calls, 'GET', `/chats/${CHAT_ID}/messages`)).toEqual([]);
    await act(async () => jest.advanceTimersByTime(JOIN_WAIT_MS));
    await ready(result);
    expect(ids(result.current.messages)).toEqual([1, 2]);

    server.stored.push(message(3));
    await act(async () => socket.acknowledge('chat:join', true));
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3]));
    const catchUp = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`).at(-1)!;
    expect(new URL(catchUp.url).searchParams.get('after')).toBe('2');
  });

  it('is failed when the newest page cannot be loaded', async () => {
    mockFetch((call) =>
      pathOf(call).endsWith('/messages') ? jsonResponse(500, { status: false, message: 'kaputt', code: 'INTERNAL' } as never) : ok(summary),
    );
    const { result } = renderHookWithApp(() => useChatConversation(CHAT_ID), { role: 'client' });
    await waitFor(() => expect(result.current.status).toBe('failed'));
  });

  it('keeps a sent message pending until the server has it, shows it once, and sends one message at a time', async () => {
    socket.answers['chat:send'] = () => undefined;
    const { result } = renderConversation({ stored: [message(1)] });
    await ready(result);
    act(() => result.current.send('Hallo', []));
    act(() => result.current.send('Noch eine Frage', []));
    expect(result.current.pending.map((p) => [p.body, p.state])).toEqual([
      ['Hallo', 'sending'],
      ['Noch eine Frage', 'sending'],
    ]);
    await waitFor(() => expect(socket.payloads('chat:send')).toHaveLength(1));
    const [firstSend] = socket.payloads('chat:send') as { clientMessageId: string; body: string }[];
    expect(firstSend).toMatchObject({ chatId: CHAT_ID, body: 'Hallo', attachments: [] });

    // the room's broadcast may come before the acknowledgement: it replaces the pending one
    const stored = message(2, ME, { clientMessageId: firstSend!.clientMessageId, body: 'Hallo' });
    act(() => socket.serverSends('chat:message', stored));
    expect(ids(result.current.messages)).toEqual([1, 2]);
    expect(result.current.pending.map((p) => p.body)).toEqual(['Noch eine Frage']);

    // the acknowledgement of the same message adds nothing; only then the next one goes out
    await act(async () => socket.acknowledge('chat:send', { ok: true, message: stored }));
    expect(ids(result.current.messages)).toEqual([1, 2]);
    await waitFor(() => expect(socket.payloads('chat:send')).toHaveLength(2));
    const second = socket.payloads('chat:send')[1] as { clientMessageId: string };
    await act(async () =>
      socket.acknowledge('chat:send', { ok: true, message: message(3, ME, { clientMessageId: second.clientMessageId, body: 'Noch eine Frage' }) }),
    );
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(result.current.messages.map((m) => m.body)).toEqual(['Nachricht 1', 'Hallo', 'Noch eine Frage']);
  });

  it('offline, sends over REST with the same client id, and the catch-up after the reconnect does not show it twice', async () => {
    const answer = heldResponse();
    const { result, calls, server } = renderConversation({ stored: [message(1)], restSend: () => answer.response });
    await ready(result);
    act(() => socket.drop());
    expect(result.current.online).toBe(false);
    act(() => result.current.send('Ohne Netz', []));
    await waitFor(() => expect(requests(calls, 'POST', `/chats/${CHAT_ID}/messages`)).toHaveLength(1));
    expect(result.current.pending.map((p) => [p.body, p.state])).toEqual([['Ohne Netz', 'sending']]);
    expect(socket.payloads('chat:send')).toEqual([]);
    const sent = JSON.parse(requests(calls, 'POST', `/chats/${CHAT_ID}/messages`)[0]!.body!) as { clientMessageId: string };
    expect(sent).toMatchObject({ clientMessageId: result.current.pending[0]!.clientMessageId, body: 'Ohne Netz' });

    const stored = message(2, ME, { clientMessageId: sent.clientMessageId, body: 'Ohne Netz' });
    server.stored.push(stored, message(3));
    answer.release(ok(stored, 'Gesendet'));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(ids(result.current.messages)).toEqual([1, 2]);

    act(() => socket.reconnect());
    expect(result.current.online).toBe(true);
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3]));
    expect(socket.payloads('chat:join')).toHaveLength(2);
    // the REST acknowledgement is no part of the ordered stream: the catch-up starts before it and brings it again
    const catchUp = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`).at(-1)!;
    expect(new URL(catchUp.url).searchParams.get('after')).toBe('1');
    expect(result.current.pending).toEqual([]);
  });

  it('a message the other party stored just before the own REST send while offline is caught up after the reconnect', async () => {
    const { result, calls, server } = renderConversation({ stored: [message(1)] });
    await ready(result);
    act(() => socket.drop());
    // while we are offline the other party writes; our REST send is stored after it
    server.stored.push(message(2));
    act(() => result.current.send('Ohne Netz', []));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(ids(result.current.messages)).toEqual([1, 3]);

    act(() => socket.reconnect());
    await waitFor(() => expect(ids(result.current.messages)).toEqual([1, 2, 3]));
    const catchUps = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`).slice(1);
    expect(catchUps.map((c) => new URL(c.url).searchParams.get('after'))).toEqual(['1']);
    expect(result.current.messages.map((m) => m.body)).toEqual(['Nachricht 1', 'Nachricht 2', 'Ohne Netz']);
    expect(result.current.pending).toEqual([]);
  });

  it('marks a refused message failed with the reason, toasts it, and a retry sends it again with its client id', async () => {
    const answers: unknown[] = [
      { ok: false, code: 'INTERNAL', message: 'Die Nachricht konnte nicht gespeichert werden.' },
      undefined,
    ];
    socket.answers['chat:send'] = () => answers.shift();
    const { result } = renderConversation();
    await ready(result);
    act(() => result.current.send('Hallo', ['/api/v1/files/f-1']));
    await waitFor(() => expect(result.current.pending[0]?.state).toBe('failed'));
    expect(result.current.pending[0]!.error).toBe('Die Nachricht konnte nicht gespeichert werden.');
    expect(effects.errors).toEqual(['Die Nachricht konnte nicht gespeichert werden.']);

    act(() => result.current.retry(result.current.pending[0]!));
    expect(result.current.pending.map((p) => p.state)).toEqual(['sending']);
    await waitFor(() => expect(socket.payloads('chat:send')).toHaveLength(2));
    const [first, again] = socket.payloads('chat:send') as { clientMessageId: string; attachments: string[] }[];
    expect(again).toEqual(first);
    expect(again!.attachments).toEqual(['/api/v1/files/f-1']);
    await act(async () => socket.acknowledge('chat:send', { ok: true, message: message(1, ME, { clientMessageId: again!.clientMessageId }) }));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(ids(result.current.messages)).toEqual([1]);
  });

  it('a send refused because the conversation is blocked fetches the conversation again instead of a toast', async () => {
    const { result, calls } = renderConversation({
      restSend: () => jsonResponse(403, { status: false, message: 'Diese Unterhaltung ist blockiert.', code: 'CHAT_BLOCKED' } as never),
    });
    await ready(result);
    act(() => socket.drop());
    const loads = requests(calls, 'GET', `/chats/${CHAT_ID}`).length;
    act(() => result.current.send('Hallo', []));
    await waitFor(() => expect(result.current.pending[0]?.state).toBe('failed'));
    expect(result.current.pending[0]!.error).toBe('Diese Unterhaltung ist blockiert.');
    await waitFor(() => expect(requests(calls, 'GET', `/chats/${CHAT_ID}`).length).toBe(loads + 1));
    expect(effects.errors).toEqual([]);
  });

  it('marks the other party’s newest message read, once, and only while the page is visible', async () => {
    const { result, calls } = renderConversation({ stored: [message(1), message(2, ME), message(3), message(4, ME)] });
    await ready(result);
    const reads = () => requests(calls, 'POST', `/chats/${CHAT_ID}/read`).map((c) => JSON.parse(c.body!).messageId as number);
    await waitFor(() => expect(reads()).toEqual([3]));

    act(() => socket.serverSends('chat:message', message(5, ME)));
    act(() => socket.serverSends('chat:message', message(6)));
    await waitFor(() => expect(reads()).toEqual([3, 6]));

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => socket.serverSends('chat:message', message(7)));
    await act(async () => undefined);
    expect(reads()).toEqual([3, 6]);
    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toEqual([3, 6, 7]));
    visibility.mockRestore();
  });

  it('an admin reading the conversation marks nothing read', async () => {
    const { result, calls } = renderConversation({ role: 'admin', stored: [message(1), message(2, ME)] });
    await ready(result);
    expect(result.current.isParty).toBe(false);
    expect(result.current.title).toBe('Clara Muster ↔ Sven Sanitär');
    await act(async () => undefined);
    expect(requests(calls, 'POST', `/chats/${CHAT_ID}/read`)).toEqual([]);
  });

  it('shows the read receipt at the own newest message once the other party has read it', async () => {
    const { result } = renderConversation({ stored: [message(1), message(2, ME), message(3, ME)] });
    await ready(result);
    expect(result.current.readMessageId).toBeNull();
    act(() => socket.serverSends('chat:read', { chatId: CHAT_ID, userId: ME, messageId: 3 }));
    expect(result.current.readMessageId).toBeNull();
    act(() => socket.serverSends('chat:read', { chatId: CHAT_ID, userId: OTHER, messageId: 2 }));
    expect(result.current.readMessageId).toBeNull();
    act(() => socket.serverSends('chat:read', { chatId: CHAT_ID, userId: OTHER, messageId: 3 }));
    expect(result.current.readMessageId).toBe(3);
  });

  it('shows the other party typing, and hides it when it stops or after its time', async () => {
    const { result } = renderConversation();
    await ready(result);
    jest.useFakeTimers();
    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: ME, typing: true }));
    expect(result.current.typingName).toBeNull();
    act(() => socket.serverSends('chat:typing', { chatId: 'chat-2', userId: OTHER, typing: true }));
    expect(result.current.typingName).toBeNull();

    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: OTHER, typing: true }));
    expect(result.current.typingName).toBe('Sven Sanitär');
    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: OTHER, typing: false }));
    expect(result.current.typingName).toBeNull();

    act(() => socket.serverSends('chat:typing', { chatId: CHAT_ID, userId: OTHER, typing: true }));
    act(() => jest.advanceTimersByTime(TYPING_SHOWN_MS - 1));
    expect(result.current.typingName).toBe('Sven Sanitär');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.typingName).toBeNull();
  });

  it('signals the own typing at most once per throttle interval, and its end at once', async () => {
    const { result } = renderConversation();
    await ready(result);
    act(() => result.current.signalTyping(true));
    act(() => result.current.signalTyping(true));
    act(() => result.current.signalTyping(false));
    act(() => result.current.signalTyping(true));
    expect(socket.payloads('chat:typing')).toEqual([
      { chatId: CHAT_ID, typing: true },
      { chatId: CHAT_ID, typing: false },
      { chatId: CHAT_ID, typing: true },
    ]);
  });

  it('pages back: older messages are merged before the shown ones, in order and once', async () => {
    const stored = Array.from({ length: CHAT_LIMITS.pageDefault + 10 }, (_, i) => message(i + 1));
    // without a socket the newest page is asked for at once (with one, after the join)
    socket.connected = false;
    const { result, calls } = renderConversation({ stored });
    await ready(result);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.messages[0]!._id).toBe(11);

    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = result.current.loadOlder();
    });
    expect(result.current.olderBusy).toBe(true);
    await act(() => loading);
    expect(result.current.olderBusy).toBe(false);
    const older = requests(calls, 'GET', `/chats/${CHAT_ID}/messages`).at(-1)!;
    expect(new URL(older.url).searchParams.get('before')).toBe('11');
    expect(ids(result.current.messages)).toEqual(stored.map((m) => m._id));
    expect(result.current.hasMore).toBe(false);
  });
});
