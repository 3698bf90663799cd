// Shared as `react-i18next`: the hook, the provider and the i18next plugin; the rest of the package is
// tree-shaken (<Trans> alone would add 4.3 KB gzip to the shell: add it when a page needs it).
// A name missing here fails the build. Remotes receive the shell's copy: deploy the shell first.
export { I18nextProvider, initReactI18next, useTranslation } from '@fachwerk-unshared/react-i18next';
