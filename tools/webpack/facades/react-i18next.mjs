// Shared as `react-i18next`: only the names the apps import, so the rest of the package is tree-shaken.
export { I18nextProvider, initReactI18next, useTranslation } from '@fachwerk-unshared/react-i18next';
