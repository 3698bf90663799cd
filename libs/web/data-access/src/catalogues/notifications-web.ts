import { notificationsWebCatalogue } from '@fachwerk/shared/i18n/notifications-web';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { registerCatalogue } from '@fachwerk/web/data-access';

/** The notification page's texts, added to the shared i18next instance when its chunk loads. */
registerCatalogue(notificationsWebCatalogue);
