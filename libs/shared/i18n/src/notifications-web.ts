import { notificationsWeb as deNotificationsWeb } from './locales/de/notifications-web';
import { notificationsWeb as enNotificationsWeb } from './locales/en/notifications-web';

/** Texts of /notification (libs/web/notifications), registered by its lazy page. */
export const notificationsWebCatalogue = {
  de: deNotificationsWeb,
  en: enNotificationsWeb,
};
