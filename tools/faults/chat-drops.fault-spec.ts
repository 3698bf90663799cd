import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import {
  API_PREFIX,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SOCKET_PATH,
  type ChatMessage,
  type ChatMessagePage,
  type ChatSendAck,
} from '@fachwerk/shared/contracts';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { FaultStack, MailSink, apiCall, sleep, waitUntil } from './harness.mjs';

/**
 * A chat whose connections drop again and again mid-conversation: the reader's socket is cut eight
 * times while the writer sends 60 messages (and the writer's own socket is cut too, so some sends
 * are retried with the same client id). The reader does what the web client does: connection-state
 * recovery, and after every reconnect a join, then a fetch `after` the last id it held before it.
 * End state: all 60 exactly once, in order, on the reader's side and stored once on the server.
 */
const MESSAGES = 60;
const DROPS = 8;

type Body<T> = { data?: T };

function connect(baseUrl: string, token: string): Socket {
  return io(baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
}

describe('chat connections that keep dropping', () => {
  const sink = new MailSink(2597);
  const stack = new FaultStack('chat_drops', { smtpPort: 2597, apiPort: 3297 });
  const origin = 'http://127.0.0.1:3297';
  const api = `${origin}${API_PREFIX}`;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await sink.start();
    await stack.prepare({ seed: true });
    await stack.start('api');
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await stack.stop();
    await sink.stop();
  });

  it('delivers every message once and in order across repeated drops', async () => {
    const login = async (role: 'client' | 'supplier') =>
      (
        (
          await apiCall(api, '/auth/login', {
            method: 'POST',
            json: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
          })
        ).body as Body<{ accessToken: string }>
      ).data?.accessToken as string;
    const [client, supplier] = await Promise.all([login('client'), login('supplier')]);
    const chats = await apiCall(api, CHAT_PATHS.list, { token: supplier });
    const chatId = (chats.body as Body<{ items: { _id: string }[] }>).data?.items[0]?._id as string;
    expect(chatId).toBeTruthy();

    // the reader: keeps messages by id, whether they came live, recovered or fetched
    const seen = new Map<number, ChatMessage>();
    let lastId = 0;
    const take = (message: ChatMessage) => {
      if (message.chatId !== chatId) return;
      seen.set(message._id, message);
      lastId = Math.max(lastId, message._id);
    };
    const history = await apiCall(api, `${CHAT_PATHS.messages(chatId)}?limit=1`, { token: supplier });
    lastId = (history.body as Body<ChatMessagePage>).data?.items.at(-1)?._id ?? 0;
    const startId = lastId;
    let recovered = 0;
    let fetched = 0;
    const reader = connect(origin, supplier);
    sockets.push(reader);
    reader.on('chat:message', take);
    // catch up after a given id; a fetch that fails (the api is busy) is tried again
    const catchUp = async (after: number) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { body } = await apiCall(api, `${CHAT_PATHS.messages(chatId)}?after=${after}&limit=100`, {
            token: supplier,
          });
          fetched += 1;
          for (const message of (body as Body<ChatMessagePage>).data?.items ?? []) take(message);
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
          await sleep(200 * attempt);
        }
      }
    };
    reader.on('connect', () => {
      // A recovered session gets the packets it missed, but only for the rooms it was in when it
      // dropped: a drop that came before the previous join was processed leaves it outside the
      // conversation. So, as the web client does, join on every connect, recovered or not, and
      // once the join is acknowledged fetch after the last id held before the join (a live message
      // that arrives meanwhile must not move that point past the ones missed).
      if (reader.recovered) recovered += 1;
      const after = lastId;
      reader.emit('chat:join', { chatId }, () => void catchUp(after));
    });
    await waitUntil(() => reader.connected, { timeoutMs: 10_000, what: 'reader connected' });

    // the writer: socket sends acked after storing; an unacked send is retried with the same client id
    const writer = connect(origin, client);
    sockets.push(writer);
    await waitUntil(() => writer.connected, { timeoutMs: 10_000, what: 'writer connected' });
    let retries = 0;
    const send = async (body: string) => {
      const clientMessageId = randomUUID();
      for (;;) {
        try {
          const ack: ChatSendAck = await writer
            .timeout(2_000)
            .emitWithAck('chat:send', { chatId, clientMessageId, body });
          if (ack.ok) return;
          throw new Error(`send refused: ${ack.code}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('send refused')) throw error;
          retries += 1;
          await waitUntil(() => writer.connected, { timeoutMs: 10_000, what: 'writer reconnected' });
        }
      }
    };

    const texts = Array.from({ length: MESSAGES }, (_, i) => `Nachricht ${String(i + 1).padStart(2, '0')}`);
    let drops = 0;
    const dropper = (async () => {
      while (drops < DROPS) {
        await sleep(250);
        // cut the transport as a dead network would; the client reconnects by itself
        reader.io.engine.close();
        if (drops % 3 === 1) writer.io.engine.close();
        drops += 1;
      }
    })();
    for (const text of texts) {
      await send(text);
      await sleep(30);
    }
    await dropper;
    await waitUntil(
      () => [...seen.keys()].filter((id) => id > startId).length >= MESSAGES && reader.connected,
      {
        timeoutMs: 60_000,
        what: 'all messages at the reader',
      },
    );
    await sleep(500);

    const received = [...seen.values()].filter((m) => m._id > startId).sort((a, b) => a._id - b._id);
    console.log(
      `[faults] chat drops: ${MESSAGES} messages, reader cut ${DROPS}×, writer cut ${Math.ceil(DROPS / 3)}×; ` +
        `${recovered} reconnects recovered by the server, ${fetched} fetches after the last id; ${retries} sends retried; ` +
        `${received.length} received`,
    );
    expect(received.map((m) => m.body)).toEqual(texts);
    // stored once each on the server, in the order sent
    const stored = await apiCall(api, `${CHAT_PATHS.messages(chatId)}?after=${startId}&limit=100`, {
      token: client,
    });
    expect((stored.body as Body<ChatMessagePage>).data?.items.map((m) => m.body)).toEqual(texts);
  });
});
