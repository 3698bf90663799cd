import type { serverChat as de } from '../de/server-chat';

/** Server texts of the chat (merged into `server.ts`). */
export const serverChat: typeof de = {
  chat: {
    started: 'The chat was started.',
    requested: 'Your chat request was sent to the client.',
    approved: 'The chat was approved.',
    sent: 'The message was sent.',
    read: 'The messages were marked as read.',
    blocked: 'The chat was blocked.',
    unblocked: 'The chat was unblocked.',
    messageEmpty: 'Message cannot be empty',
    adminReasonRequired: 'Please give a reason.',
    supplierRequired: 'Please choose the supplier you want to chat with.',
  },
  chatFields: {
    clientMessageId: 'Message id',
    body: 'Message',
    attachments: 'Attachments',
    messageId: 'Message',
    after: 'After message',
    before: 'Before message',
    blocked: 'Blocked',
  },
};
