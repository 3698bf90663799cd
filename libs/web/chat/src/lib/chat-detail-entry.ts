import '@fachwerk/web/market-data-access/chat-catalogue';

export { ChatPage } from './ChatPage';
