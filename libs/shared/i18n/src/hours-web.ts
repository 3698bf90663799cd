import { hoursWeb as deHoursWeb } from './locales/de/hours-web';
import { hoursWeb as enHoursWeb } from './locales/en/hours-web';

/** Texts of the working-hours screen, registered by its lazy page (`registerCatalogue`). */
export const hoursWebCatalogue = { de: deHoursWeb, en: enHoursWeb };
