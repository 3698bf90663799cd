/** The dashboards of every role (libs/web/dashboard). */
export const dashboardWeb = {
  dashboardWeb: {
    figures: 'Ihre Kennzahlen',
    loadFailed: 'Die Kennzahlen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    open: 'Öffnen',
    client: {
      openJobs: 'Offene Aufträge',
      draftJobs: 'Entwürfe',
      newApplications: 'Neue Bewerbungen',
      inProgress: 'Arbeiten in Ausführung',
      awaitingApproval: 'Warten auf Ihre Abnahme',
      completed: 'Abgeschlossene Arbeiten',
    },
    supplier: {
      relevantJobs: 'Passende Aufträge',
      savedJobs: 'Gemerkte Aufträge',
      applications: 'Bewerbungen: {{status}}',
      awarded: 'Erhaltene Aufträge',
      inProgress: 'Arbeiten in Ausführung',
      completed: 'Abgeschlossene Arbeiten',
      teamFree: 'Mitarbeiter frei',
      teamBusy: 'Mitarbeiter im Einsatz',
      rating: 'Ihre Bewertung',
      ratingValue: '{{average}} / 5',
      ratingNone: '–',
      ratingCount_one: '{{count}} Bewertung',
      ratingCount_other: '{{count}} Bewertungen',
    },
    admin: {
      clientsPending: 'Auftraggeber warten auf Freigabe',
      suppliersPending: 'Dienstleister warten auf Freigabe',
      jobs: 'Aufträge: {{status}}',
      awards: 'Vergebene Arbeiten: {{status}}',
      feedbackToReview: 'Bewertungen zu prüfen',
    },
  },
};
