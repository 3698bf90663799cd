import { common as deCommon } from './locales/de/common';
import { server as deServer } from './locales/de/server';
import { ui as deUi } from './locales/de/ui';
import { publicSite as dePublicSite } from './locales/de/public-site';
import { adminContent as deAdminContent } from './locales/de/admin-content';
import { accountsWeb as deAccountsWeb } from './locales/de/accounts-web';
import { profileWeb as deProfileWeb } from './locales/de/profile-web';
import { common as enCommon } from './locales/en/common';
import { server as enServer } from './locales/en/server';
import { ui as enUi } from './locales/en/ui';
import { publicSite as enPublicSite } from './locales/en/public-site';
import { adminContent as enAdminContent } from './locales/en/admin-content';
import { accountsWeb as enAccountsWeb } from './locales/en/accounts-web';
import { profileWeb as enProfileWeb } from './locales/en/profile-web';

export type Catalogue = typeof de;
export type CatalogueLanguage = 'de' | 'en';

/**
 * One file per owner, merged shallowly: a top-level key may appear in one file only
 * (common: lead; server: api; ui: shell and remotes; public-site, admin-content, accounts-web, profile-web: feature screens).
 */
const de = { ...deCommon, ...deServer, ...deUi, ...dePublicSite, ...deAdminContent, ...deAccountsWeb, ...deProfileWeb };
const en: Catalogue = { ...enCommon, ...enServer, ...enUi, ...enPublicSite, ...enAdminContent, ...enAccountsWeb, ...enProfileWeb };

/** Catalogues per language; German is the default and the fallback. */
export const catalogues: Record<CatalogueLanguage, Catalogue> = { de, en };

/** i18next resources, one namespace `translation`. */
export const resources = {
  de: { translation: de },
  en: { translation: en },
} as const;

export const FALLBACK_LANGUAGE: CatalogueLanguage = 'de';

/** All dotted keys of a catalogue object (leaves only). */
export function flattenKeys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    flattenKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

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

/** Picks the catalogue language from an Accept-Language header value (de default). */
export function languageFromHeader(header: string | undefined | null): CatalogueLanguage {
  if (!header) return 'de';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en';
    if (tag.startsWith('de')) return 'de';
  }
  return 'de';
}
