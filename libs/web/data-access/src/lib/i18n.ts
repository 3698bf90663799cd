import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fachwerk/shared/contracts';
import { FALLBACK_LANGUAGE, loadWebCatalogue, resources } from '@fachwerk/shared/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Initialises the app's one i18next instance (shell only): de default and fallback, en second.
 * Synchronous with the German texts, which are bundled; another language's texts arrive with
 * `ensureLanguage` (the shell awaits it before the first render, and `switchLanguage` on a change).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    pendingCatalogues.splice(0).forEach(registerCatalogue);
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

const loadedLanguages = new Set<Language>([FALLBACK_LANGUAGE]);

/** Loads a language's web texts into the instance once (German is bundled; English is a lazy chunk). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const catalogue = await loadWebCatalogue(language);
  i18next.addResourceBundle(language, 'translation', catalogue, true, false);
  loadedLanguages.add(language);
}

/** Switches the UI language once its texts are there. */
export async function switchLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };

type CatalogueTree = Record<string, unknown>;

/**
 * Adds a remote's own catalogue (its screens' texts, bundled with the remote) to the shared i18next
 * instance, for both languages. Idempotent; call it at the top of the remote's route module.
 */
export function registerCatalogue(catalogue: Record<Language, CatalogueTree>): void {
  // i18next adds its resource methods in init(): a remote loaded first (tests) is added on init.
  if (!i18next.isInitialized) {
    pendingCatalogues.push(catalogue);
    return;
  }
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, 'translation', catalogue[language], true, false);
  }
}

const pendingCatalogues: Record<Language, CatalogueTree>[] = [];
