import type { ChatMessage, ChatSummary } from '@fachwerk/shared/contracts';
import { realtime } from '@fachwerk/web/data-access';
import { FakeSocket, recordApiEffects, testUser, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { ok, pathOf } from '@fachwerk/web/data-access/testing/market';

/** Test data of the chat screens' specs (never imported by a page). */
export const CHAT_ID = 'chat-1';
/** The signed-in client of `renderWithApp(…, { role: 'client' })` and the supplier on the other side. */
export const ME = testUser('client')._id;
export const OTHER = 'sup-1';

/** A stored message of the conversation, from the other party unless `senderId` says otherwise. */
export const chatMessage = (id: number, senderId = OTHER, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id,
  chatId: CHAT_ID,
  clientMessageId: `c-${id}`,
  senderId,
  body: `Nachricht ${id}`,
  attachments: [],
  fileNames: {},
  masked: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** An approved conversation of the client `ME` with the supplier `OTHER`, before the award. */
export const chatSummary = (overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  _id: CHAT_ID,
  jobId: 'job-1',
  jobTitle: 'Badsanierung',
  client: { _id: ME, name: 'Clara Muster' },
  supplier: { _id: OTHER, name: 'Sven Sanitär' },
  status: 'approved',
  awarded: false,
  blocked: false,
  blockedBy: null,
  blockedReason: null,
  blockedAt: null,
  closed: false,
  closedAt: null,
  lastMessage: null,
  unread: 0,
  otherReadId: null,
  canSend: true,
  canApprove: false,
  canBlock: true,
  canUnblock: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

/**
 * The API of one conversation holding `stored`, paged as the server pages (the newest page, a page
 * `before` an id, all `after` one); a REST send is answered by `restSend`, by default stored and
 * returned. For `mockFetch`; `server.stored` can grow and `server.summary` change while a spec runs.
 */
export function chatServer(stored: ChatMessage[], restSend?: (call: FetchCall) => Response | Promise<Response>) {
  const server = { stored: [...stored], summary: chatSummary() };
  const handler = (call: FetchCall): Response | Promise<Response> => {
    const path = pathOf(call);
    const query = new URL(call.url).searchParams;
    if (path === `/chats/${CHAT_ID}`) return ok(server.summary);
    if (path === `/chats/${CHAT_ID}/read`) return ok({ messageId: (JSON.parse(call.body ?? '{}') as { messageId: number }).messageId });
    if (path === `/chats/${CHAT_ID}/messages` && call.method === 'GET') {
      const limit = Number(query.get('limit'));
      const after = query.get('after');
      const before = query.get('before');
      if (after) return ok({ items: server.stored.filter((m) => m._id > Number(after)).slice(0, limit), hasMore: false });
      const older = before ? server.stored.filter((m) => m._id < Number(before)) : server.stored;
      return ok({ items: older.slice(-limit), hasMore: older.length > limit });
    }
    if (path === `/chats/${CHAT_ID}/messages` && restSend) return restSend(call);
    const sent = JSON.parse(call.body ?? '{}') as { clientMessageId: string; body: string };
    const message = chatMessage((server.stored.at(-1)?._id ?? 0) + 1, ME, { clientMessageId: sent.clientMessageId, body: sent.body });
    server.stored.push(message);
    return ok(message, 'Gesendet');
  };
  return { server, handler };
}

/** The calls of one method and path (without the API prefix). */
export const requests = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && pathOf(c) === path);

/** A fresh start for a chat spec: no stored session, API effects recorded, a fake socket (joins answered) as the tab's realtime connection. Detach it after the test. */
export function attachFakeRealtime(): { socket: FakeSocket; effects: RecordedEffects } {
  localStorage.clear();
  const effects = recordApiEffects();
  const socket = new FakeSocket();
  socket.answers['chat:join'] = () => true;
  realtime.attach(socket);
  return { socket, effects };
}
