import { chatWebCatalogue } from '@fachwerk/shared/i18n/chat-web';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { registerCatalogue } from '@fachwerk/web/data-access';

/** The chat screens' texts, added to the shared i18next instance when a chat chunk loads. */
registerCatalogue(chatWebCatalogue);
