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
import { dashboardWebCatalogue } from './dashboard-web';
import { notificationsWebCatalogue } from './notifications-web';
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
  ...dashboardWebCatalogue.de,
  ...notificationsWebCatalogue.de,
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
  ...dashboardWebCatalogue.en,
  ...notificationsWebCatalogue.en,
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
 * i18next's plural keys (`key_one`, `key_other`), picked by the language's plural rules as i18next
 * does (Intl.PluralRules), so the server says "1 Eintrag" and "3 Einträge" from the same catalogue.
 */
function pluralLookup(catalogue: Catalogue, lang: CatalogueLanguage, key: string, count: string | number | undefined) {
  if (typeof count !== 'number') return undefined;
  return lookup(catalogue, `${key}_${new Intl.PluralRules(lang).select(count)}`) ?? lookup(catalogue, `${key}_other`);
}

/**
 * Translate without an i18next instance (server side): looks the key up in the language,
 * falls back to German, then to the key itself; `{{name}}` placeholders are replaced; a
 * numeric `count` picks the plural form.
 */
export function translate(
  language: string | undefined,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const lang: CatalogueLanguage = language === 'en' ? 'en' : 'de';
  const find = (catalogue: Catalogue) => lookup(catalogue, key) ?? pluralLookup(catalogue, lang, key, params['count']);
  const text = find(catalogues[lang]) ?? find(catalogues[FALLBACK_LANGUAGE]) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    params[name] === undefined ? `{{${name}}}` : String(params[name]),
  );
}
