/** Shared words used by server and UI alike. */
export const common = {
  common: {
    appName: 'Fachwerk',
    yes: 'Ja',
    no: 'Nein',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    delete: 'Löschen',
    close: 'Schließen',
    save: 'Speichern',
    back: 'Zurück',
    retry: 'Erneut versuchen',
    loading: 'Wird geladen …',
    seeMore: 'Mehr anzeigen',
    seeLess: 'Weniger anzeigen',
  },
  languages: { de: 'Deutsch', en: 'English' },
};
