import { meetingsWeb as deMeetingsWeb } from './locales/de/meetings-web';
import { meetingsWeb as enMeetingsWeb } from './locales/en/meetings-web';

/** Texts of the meetings screens, registered by their lazy pages (`registerCatalogue`). */
export const meetingsWebCatalogue = { de: deMeetingsWeb, en: enMeetingsWeb };
