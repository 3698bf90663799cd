import { chatWeb as deChatWeb } from './locales/de/chat-web';
import { chatWeb as enChatWeb } from './locales/en/chat-web';
import { errorTexts as deErrors } from './locales/de/server-errors';
import { errorTexts as enErrors } from './locales/en/server-errors';

/**
 * Texts of the chat screens, registered by the chat's lazy pages (not in the shell's initial
 * JavaScript). The blocked-chat text (§8) is the server's CHAT_BLOCKED text, shared here so the banner
 * and the API say the same words.
 */
export const chatWebCatalogue = {
  de: { ...deChatWeb, chatErrors: { CHAT_BLOCKED: deErrors.CHAT_BLOCKED, CHAT_NOT_APPROVED: deErrors.CHAT_NOT_APPROVED } },
  en: { ...enChatWeb, chatErrors: { CHAT_BLOCKED: enErrors.CHAT_BLOCKED, CHAT_NOT_APPROVED: enErrors.CHAT_NOT_APPROVED } },
};
