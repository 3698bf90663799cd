import '@fachwerk/web/data-access/catalogue/chat-web';

export { AdminChatsPage, ChatListPage } from './ChatListPage';
