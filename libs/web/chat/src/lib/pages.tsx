import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const ChatListPage = lazyChunk('chat-list', async () => ({
  default: (await import(/* webpackChunkName: "chat-list" */ './chat-list-entry')).ChatListPage,
}));
const AdminChatsPage = lazyChunk('chat-admin', async () => ({
  default: (await import(/* webpackChunkName: "chat-admin" */ './chat-list-entry')).AdminChatsPage,
}));
const ChatPage = lazyChunk('chat-detail', async () => ({
  default: (await import(/* webpackChunkName: "chat-detail" */ './chat-detail-entry')).ChatPage,
}));

/** The chat (lazy chunks): /messages, /messages/chat/:chatId; admins also /admin/message (all conversations). */
export const chatPages = (role: UserType): Record<string, ReactNode> =>
  role === 'admin'
    ? {
        '/messages': <AdminChatsPage />,
        '/admin/message': <AdminChatsPage />,
        '/messages/chat/:chatId': <ChatPage />,
      }
    : {
        '/messages': <ChatListPage />,
        '/messages/chat/:chatId': <ChatPage />,
      };
