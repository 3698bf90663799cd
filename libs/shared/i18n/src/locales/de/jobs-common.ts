/** Labels every marketplace screen uses (statuses, types, levels, money). */
export const jobsCommon = {
  jobsCommon: {
    jobStatus: {
      draft: 'Entwurf',
      open: 'Offen',
      in_progress: 'In Arbeit',
      completed: 'Abgeschlossen',
      closed: 'Geschlossen',
    },
    applicationStatus: {
      pending: 'Offen',
      awarded: 'Zuschlag erteilt',
      rejected: 'Abgelehnt',
      withdrawn: 'Zurückgezogen',
    },
    awardStatus: {
      awarded: 'Vergeben',
      in_progress: 'In Arbeit',
      completed: 'Fertig gemeldet',
      approved: 'Abgenommen',
      cancelled: 'Storniert',
      ended: 'Beendet',
    },
    jobType: { fixedBudget: 'Werkvertrag (Festpreis)', resource: 'Arbeitnehmerüberlassung (Personal)' },
    experience: { Fresher: 'Berufseinsteiger', Medium: 'Erfahren', Expert: 'Experte' },
    languageLevel: { none: 'Keine Anforderung' },
    closedReason: {
      withdrawn: 'Vom Auftraggeber zurückgezogen',
      expired: 'Startdatum ohne Vergabe verstrichen',
      deactivated: 'Von der Plattform deaktiviert',
    },
    budgetPerHour: '{{min}} – {{max}} pro Stunde und Mitarbeiter',
    budgetFixed: '{{min}} – {{max}}',
    workers: '{{awarded}} von {{needed}} Mitarbeitern vergeben',
    rating_one: '{{average}} von 5 ({{count}} Bewertung)',
    rating_other: '{{average}} von 5 ({{count}} Bewertungen)',
    noRating: 'Noch keine Bewertungen',
    empty: 'Keine Einträge vorhanden.',
    loading: 'Wird geladen …',
    loadFailed: 'Die Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
};
