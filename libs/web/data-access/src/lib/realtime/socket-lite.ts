/**
 * A small Socket.IO v4 client for the browser: WebSocket transport only, the default namespace,
 * server-to-client events, auth payload per (re)connect, automatic reconnection with backoff.
 * It speaks the Engine.IO v4 / Socket.IO v5 wire protocol the API's gateway uses, in about 1 KB
 * instead of socket.io-client's 13 KB — the header bell is on every logged-in page and the shell's
 * initial JavaScript has a budget. What it does not do (no polling fallback, no client acks, no
 * binary packets) the shell does not need: it only listens.
 *
 * Wire format (text frames): Engine.IO `0{open}` `2` ping → `3` pong `4…` message `1` close;
 * the message carries a Socket.IO packet: `0{auth}` connect, `0{sid}` connected, `4{error}`
 * connect_error, `2["event",data]` event, `1` disconnect.
 */
export interface LiteSocketOptions {
  /** e.g. `/socket.io` */
  path: string;
  /** read on every (re)connect, so a refreshed token is used */
  auth: () => Record<string, unknown>;
  /** first reconnection delay in ms (doubles up to maxDelayMs); default 1000 */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** for tests: the WebSocket implementation (default: the global one) */
  WebSocketImpl?: typeof WebSocket;
}

type Handler = (payload?: unknown) => void;

export class LiteSocket {
  private ws: WebSocket | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  connected = false;

  constructor(
    private readonly origin: string,
    private readonly options: LiteSocketOptions,
  ) {
    this.open();
  }

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }

  /** Closes for good (no reconnection). */
  disconnect(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.ws && this.ws.readyState <= 1) {
      if (this.connected) this.ws.send('41');
      this.ws.close();
    }
    this.connected = false;
  }

  private fire(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  private open() {
    const url = new URL(this.options.path.replace(/\/?$/, '/'), this.origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('EIO', '4');
    url.searchParams.set('transport', 'websocket');
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    const ws = new Impl(url.toString());
    this.ws = ws;
    ws.onmessage = (message) => this.receive(String(message.data));
    ws.onclose = () => this.closedByPeer();
    ws.onerror = () => ws.close();
  }

  private receive(frame: string) {
    const engineType = frame[0];
    if (engineType === '0') this.ws?.send(`40${JSON.stringify(this.options.auth())}`);
    else if (engineType === '2') this.ws?.send('3');
    else if (engineType === '1') this.ws?.close();
    else if (engineType === '4') this.receivePacket(frame.slice(1));
  }

  private receivePacket(packet: string) {
    const type = packet[0];
    // a namespace other than "/" would follow the type as "/name,": the gateway only uses "/"
    const body = packet.slice(1);
    if (type === '0') {
      this.connected = true;
      this.attempts = 0;
      this.fire('connect');
    } else if (type === '4') {
      this.fire('connect_error', parse(body));
      this.ws?.close();
    } else if (type === '1') {
      this.ws?.close();
    } else if (type === '2') {
      const data = parse(body.slice(body.indexOf('[')));
      if (Array.isArray(data) && typeof data[0] === 'string') this.fire(data[0], data[1]);
    }
  }

  private closedByPeer() {
    const wasConnected = this.connected;
    this.connected = false;
    this.ws = null;
    if (wasConnected) this.fire('disconnect');
    if (this.closed) return;
    const min = this.options.minDelayMs ?? 1000;
    const delay = Math.min(min * 2 ** this.attempts, this.options.maxDelayMs ?? 30_000);
    this.attempts += 1;
    this.timer = setTimeout(() => this.open(), delay * (0.75 + Math.random() * 0.5));
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
