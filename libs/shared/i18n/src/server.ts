import { server as deServer } from './locales/de/server';
import { server as enServer } from './locales/en/server';
import { adminContent as deAdminContent } from './locales/de/admin-content';
import { adminContent as enAdminContent } from './locales/en/admin-content';
import { profileWeb as deProfileWeb } from './locales/de/profile-web';
import { profileWeb as enProfileWeb } from './locales/en/profile-web';
import { accountsWeb as deAccountsWeb } from './locales/de/accounts-web';
import { accountsWeb as enAccountsWeb } from './locales/en/accounts-web';
import { notificationTexts as deNotifications } from './locales/de/notifications';
import { notificationTexts as enNotifications } from './locales/en/notifications';
import { jobsWebCatalogue } from './jobs-web';
import { engagementWebCatalogue } from './engagement-web';
import { FALLBACK_LANGUAGE, resources, type CatalogueLanguage } from './index';
import { enWeb } from './web-en';
import { publicPagesCatalogue } from './public-pages';
import { securityCatalogue } from './security';
import { meetingsWebCatalogue } from './meetings-web';
import { hoursWebCatalogue } from './hours-web';
import { chatWebCatalogue } from './chat-web';
import { invoicesWebCatalogue } from './invoices-web';

export * from './index';

/**
 * The full catalogues (web texts plus server-only texts and the remotes' feature texts), for the
 * server processes, tests and tooling. Never import this from browser code: the web entry is
 * `@fachwerk/shared/i18n`.
 */
const de = {
  ...resources.de.translation,
  ...deServer,
  ...deAdminContent,
  ...deProfileWeb,
  ...deAccountsWeb,
  ...deNotifications,
  ...jobsWebCatalogue.de,
  ...engagementWebCatalogue.de,
  ...publicPagesCatalogue.de,
  ...securityCatalogue.de,
  ...meetingsWebCatalogue.de,
  ...hoursWebCatalogue.de,
  ...chatWebCatalogue.de,
  ...invoicesWebCatalogue.de,
};
const en: Catalogue = {
  ...enWeb,
  ...enServer,
  ...enAdminContent,
  ...enProfileWeb,
  ...enAccountsWeb,
  ...enNotifications,
  ...jobsWebCatalogue.en,
  ...engagementWebCatalogue.en,
  ...publicPagesCatalogue.en,
  ...securityCatalogue.en,
  ...meetingsWebCatalogue.en,
  ...hoursWebCatalogue.en,
  ...chatWebCatalogue.en,
  ...invoicesWebCatalogue.en,
};
export type Catalogue = typeof de;

/** Catalogues per language; German is the default and the fallback. */
export const catalogues: Record<CatalogueLanguage, Catalogue> = { de, en };

function lookup(cat: unknown, key: string): string | undefined {
  let node: unknown = cat;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translate without an i18next instance (server side): looks the key up in the language,
 * falls back to German, then to the key itself; `{{name}}` placeholders are replaced.
 */
export function translate(
  language: string | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const lang: CatalogueLanguage = language === 'en' ? 'en' : 'de';
  const text = lookup(catalogues[lang], key) ?? lookup(catalogues[FALLBACK_LANGUAGE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}
