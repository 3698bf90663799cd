import { chatWebCatalogue } from '@fachwerk/shared/i18n/chat-web';
import { registerCatalogue } from '@fachwerk/web/data-access';

/** The chat screens' texts, added to the shared i18next instance when a chat chunk loads. */
registerCatalogue(chatWebCatalogue);
