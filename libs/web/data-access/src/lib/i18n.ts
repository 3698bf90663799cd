import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fachwerk/shared/contracts';
import { FALLBACK_LANGUAGE, resources } from '@fachwerk/shared/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Initialises the app's one i18next instance (shell only): de default and fallback, en second.
 * Synchronous, because the catalogues are bundled.
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
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
