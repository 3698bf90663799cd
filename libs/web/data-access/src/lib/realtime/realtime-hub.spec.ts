import { FakeSocket } from '../../testing/fake-socket';
import { RealtimeHub } from './realtime-hub';

describe('RealtimeHub', () => {
  it('delivers to subscriptions made before and after a socket is attached, and to the next socket', () => {
    const hub = new RealtimeHub();
    const early: unknown[] = [];
    const late: unknown[] = [];
    hub.on('notification:unread', (p) => early.push(p.count));
    const first = new FakeSocket();
    hub.attach(first);
    hub.on('notification:unread', (p) => late.push(p.count));
    first.serverSends('notification:unread', { count: 1 });
    hub.detach(first);
    first.serverSends('notification:unread', { count: 99 });
    const second = new FakeSocket();
    hub.attach(second);
    second.serverSends('notification:unread', { count: 2 });
    expect(early).toEqual([1, 2]);
    expect(late).toEqual([1, 2]);
  });

  it('stops delivering after unsubscribe; sends only while connected; resolves acknowledgements', async () => {
    const hub = new RealtimeHub();
    const got: unknown[] = [];
    const off = hub.on('chat:typing', (p) => got.push(p.typing));
    expect(hub.emit('chat:typing', { chatId: 'c', typing: true })).toBe(false);
    await expect(hub.emitWithAck('chat:read', { chatId: 'c', messageId: 1 })).rejects.toThrow('not connected');
    const socket = new FakeSocket();
    hub.attach(socket);
    socket.serverSends('chat:typing', { chatId: 'c', userId: 'u', typing: true });
    off();
    socket.serverSends('chat:typing', { chatId: 'c', userId: 'u', typing: false });
    expect(got).toEqual([true]);
    expect(hub.emit('chat:typing', { chatId: 'c', typing: true })).toBe(true);
    await expect(hub.emitWithAck('chat:read', { chatId: 'c', messageId: 1 })).resolves.toEqual({ ok: true });
  });
});
