import { mergeMessages, stillPending } from './chat-timeline';
import { chatMessage } from './testing/chat-fixtures';

const message = (id: number, clientMessageId = `c-${id}`) => chatMessage(id, 'u', { clientMessageId });

describe('chat timeline', () => {
  it('keeps each message once, ordered by id, whatever way and order it arrives in', () => {
    let timeline = mergeMessages([], [message(3), message(1)]);
    timeline = mergeMessages(timeline, [message(2)]);
    timeline = mergeMessages(timeline, [message(2), message(3), message(4)]);
    expect(timeline.map((m) => m._id)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages(timeline, [message(4)])).toBe(timeline);
  });

  it('drops pending messages once the server confirmed their client id', () => {
    const pending = [
      { clientMessageId: 'a', body: 'A', attachments: [], state: 'sending' as const },
      { clientMessageId: 'b', body: 'B', attachments: [], state: 'failed' as const },
    ];
    expect(stillPending(pending, [message(1, 'a')]).map((p) => p.clientMessageId)).toEqual(['b']);
    expect(stillPending(pending, [])).toBe(pending);
  });
});
