import type { ClientToServerEvents, ServerToClientEvents } from '@fachwerk/shared/contracts';

/**
 * The tab's one real-time connection, shared by the bell, the chat and (later) meetings. The shell
 * opens the socket (the official socket.io-client, imported once the page is idle, see the shell's
 * socket-transport) and attaches it here; features subscribe with `realtime.on(event, handler)` at
 * any time — before the socket exists, across reconnects and across a new socket after a new login —
 * and send with `realtime.emit` / `realtime.emitWithAck`. `connect` and `disconnect` are delivered
 * too, so a feature can re-join its rooms and fetch what it missed.
 */
export interface RealtimeTransport {
  connected: boolean;
  on(event: string, handler: (...args: never[]) => void): unknown;
  off?(event: string, handler?: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  removeAllListeners(): unknown;
  disconnect(): unknown;
}

type Handler = (...args: unknown[]) => void;
export type RealtimeEvent = keyof ServerToClientEvents | 'connect' | 'disconnect';
type Payload<E extends RealtimeEvent> = E extends keyof ServerToClientEvents
  ? Parameters<ServerToClientEvents[E]>
  : unknown[];
type AckOf<E extends keyof ClientToServerEvents> =
  Parameters<ClientToServerEvents[E]>[1] extends ((result: infer R) => void) | undefined ? R : never;

export class RealtimeHub {
  private socket: RealtimeTransport | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  /** the dispatcher bound on the current socket, per event name */
  private readonly bound = new Map<string, Handler>();
  private readonly socketListeners = new Set<(socket: RealtimeTransport | null) => void>();

  /** The shell hands over the socket it opened (replacing any earlier one). */
  attach(socket: RealtimeTransport): void {
    if (this.socket === socket) return;
    this.detachCurrent();
    this.socket = socket;
    for (const event of this.handlers.keys()) this.bind(event);
    this.socketListeners.forEach((listener) => listener(socket));
  }

  /** The shell closed the socket (logout): subscriptions stay for the next one. */
  detach(socket?: RealtimeTransport): void {
    if (socket && socket !== this.socket) return;
    this.detachCurrent();
    this.socketListeners.forEach((listener) => listener(null));
  }

  get connected(): boolean {
    return Boolean(this.socket?.connected);
  }

  on<E extends RealtimeEvent>(event: E, handler: (...args: Payload<E>) => void): () => void {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(event, set);
    if (this.socket && !this.bound.has(event)) this.bind(event);
    return () => {
      set.delete(handler as Handler);
    };
  }

  /** Told when a socket is attached or detached (e.g. to join rooms on a fresh socket). */
  onSocket(listener: (socket: RealtimeTransport | null) => void): () => void {
    this.socketListeners.add(listener);
    return () => {
      this.socketListeners.delete(listener);
    };
  }

  /** Sends without waiting; false when there is no connected socket. */
  emit<E extends keyof ClientToServerEvents>(event: E, payload: Parameters<ClientToServerEvents[E]>[0]): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, payload);
    return true;
  }

  /** Emits and waits for the server's acknowledgement; rejects when not connected or after `timeoutMs`. */
  emitWithAck<E extends keyof ClientToServerEvents>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
    timeoutMs = 10_000,
  ): Promise<AckOf<E>> {
    const socket = this.socket;
    if (!socket?.connected) return Promise.reject(new Error('realtime: not connected'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('realtime: no acknowledgement')), timeoutMs);
      socket.emit(event, payload, (result: AckOf<E>) => {
        clearTimeout(timer);
        resolve(result);
      });
    });
  }

  private bind(event: string): void {
    const socket = this.socket;
    if (!socket) return;
    const dispatch: Handler = (...args) => this.handlers.get(event)?.forEach((handler) => handler(...args));
    this.bound.set(event, dispatch);
    socket.on(event, dispatch as (...args: never[]) => void);
  }

  private detachCurrent(): void {
    const socket = this.socket;
    if (socket?.off) for (const [event, dispatch] of this.bound) socket.off(event, dispatch as (...args: never[]) => void);
    this.bound.clear();
    this.socket = null;
  }
}

/** The tab's hub (a singleton: data-access is shared by the shell and the remotes). */
export const realtime = new RealtimeHub();
