import { security as deSecurity } from './locales/de/security';
import { security as enSecurity } from './locales/en/security';

/**
 * Texts of the password strength meter, the re-authentication dialogs and the second factor: used by
 * lazy screens of the shell and the remotes, which register them (never in the initial JavaScript).
 */
export const securityCatalogue = { de: deSecurity, en: enSecurity };
