import '@fachwerk/web/market-data-access/chat-catalogue';

export { AdminChatsPage, ChatListPage } from './ChatListPage';
