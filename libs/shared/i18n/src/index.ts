import { common as deCommon } from './locales/de/common';
import { validation as deValidation } from './locales/de/validation';
import { ui as deUi } from './locales/de/ui';
import { publicSite as dePublicSite } from './locales/de/public-site';

/**
 * The web entry of the catalogues (shared singleton of the shell and the remotes): only what the
 * browser needs. Server-only texts (error codes, field labels, mails) live in `./server`
 * (`@fachwerk/shared/i18n/server`), and a remote's own screens bring their texts in `./features`.
 *
 * One file per owner, merged shallowly: a top-level key may appear in one file only
 * (common: lead; validation: §5 rule texts; server: api; ui: shell and remotes; public-site,
 * admin-content, accounts-web, profile-web: feature screens). A test guards the key sets.
 */
export type CatalogueLanguage = 'de' | 'en';

const deWeb = { ...deCommon, ...deValidation, ...deUi, ...dePublicSite };
export type WebCatalogue = typeof deWeb;

/**
 * i18next resources of the shell's first load, one namespace `translation`: German, the default and
 * fallback. Other languages come with `loadWebCatalogue` (a lazy chunk each).
 */
export const resources = {
  de: { translation: deWeb },
} as const;

/** The web texts of a language: German at once, English from its own chunk. */
export async function loadWebCatalogue(language: CatalogueLanguage): Promise<WebCatalogue> {
  if (language === 'de') return deWeb;
  return (await import(/* webpackChunkName: "i18n-en" */ './web-en')).enWeb;
}

export const FALLBACK_LANGUAGE: CatalogueLanguage = 'de';

/** All dotted keys of a catalogue object (leaves only). */
export function flattenKeys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) =>
    flattenKeys(v, prefix ? `${prefix}.${k}` : k),
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
