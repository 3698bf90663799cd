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
  /** the client's industry (registration, profile, admin view); decides the § 1b AÜG construction check */
  clientIndustry: {
    options: {
      constructionMain: 'Bauhauptgewerbe (z. B. Hoch-, Tief- und Straßenbau)',
      constructionFinishing: 'Baunebengewerbe (nicht von der Baubetriebe-Verordnung erfasst)',
      manufacturing: 'Industrie und Produktion',
      logistics: 'Logistik und Lager',
      crafts: 'Handwerk (außerhalb des Baus)',
      retail: 'Handel',
      hospitality: 'Gastronomie und Hotellerie',
      services: 'Dienstleistungen',
      other: 'Andere Branche',
    },
    choose: 'Bitte wählen',
    notStated: 'Nicht angegeben',
    hint: 'In Betriebe des Bauhauptgewerbes darf Personal nur mit einer Ausnahme nach § 1b AÜG überlassen werden; bei Personalaufträgen fragen wir dann nach ihr.',
  },
};
