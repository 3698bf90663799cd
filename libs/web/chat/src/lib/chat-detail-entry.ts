import '@fachwerk/web/data-access/catalogue/chat-web';

export { ChatPage } from './ChatPage';
