import type { RealtimeTransport } from '../lib/realtime/realtime-hub';

type Listener = (...args: never[]) => void;

/**
 * A socket for specs, attached to a `RealtimeHub` (or the tab's `realtime`) in place of socket.io:
 * records what is sent, delivers server events, and answers acknowledgements — `{ ok: true }` unless
 * `answers` says otherwise for the event; an answer of `undefined` holds the acknowledgement until
 * the spec calls `acknowledge`.
 */
export class FakeSocket implements RealtimeTransport {
  connected = true;
  readonly sent: unknown[][] = [];
  readonly answers: Record<string, (payload: unknown) => unknown> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly held: { event: string; payload: unknown; ack: (result: unknown) => void }[] = [];

  on(event: string, handler: Listener) {
    this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(handler));
  }
  off(event: string, handler: Listener) {
    this.listeners.get(event)?.delete(handler);
  }
  emit(event: string, ...args: unknown[]) {
    this.sent.push([event, ...args]);
    const [payload, ack] = args;
    if (typeof ack !== 'function') return;
    const answer = this.answers[event] ? this.answers[event](payload) : { ok: true };
    if (answer === undefined) this.held.push({ event, payload, ack: ack as (result: unknown) => void });
    else ack(answer);
  }
  /** A server event (also `connect` and `disconnect`) to every listener. */
  serverSends(event: string, payload?: unknown) {
    this.listeners.get(event)?.forEach((listener) => (listener as (p: unknown) => void)(payload));
  }
  /** The payloads sent with one event, in order. */
  payloads(event: string): unknown[] {
    return this.sent.filter(([name]) => name === event).map(([, payload]) => payload);
  }
  /** Answers the oldest held acknowledgement of the event. */
  acknowledge(event: string, result: unknown) {
    const held = this.held.find((h) => h.event === event);
    if (!held) throw new Error(`FakeSocket: no held acknowledgement of ${event}`);
    this.held.splice(this.held.indexOf(held), 1);
    held.ack(result);
  }
  /** The connection drops (socket.io then emits `disconnect`) or comes back (`connect`). */
  drop() {
    this.connected = false;
    this.serverSends('disconnect');
  }
  reconnect() {
    this.connected = true;
    this.serverSends('connect');
  }
  removeAllListeners() {
    this.listeners.clear();
  }
  disconnect() {
    this.connected = false;
  }
}
