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
    /** § 1b AÜG: the exceptions a client of the main construction trade can declare for a resource job */
    constructionException: {
      intro:
        'Ihr Betrieb gehört zum Bauhauptgewerbe. Dorthin ist Arbeitnehmerüberlassung für Arbeiten, die üblicherweise von Arbeitern verrichtet werden, verboten (§ 1b AÜG). Ein Personalauftrag ist nur möglich, wenn eine dieser Ausnahmen zutrifft; Ihre Erklärung steht im Überlassungsvertrag.',
      declared: 'Erklärte Ausnahme (§ 1b AÜG)',
      options: {
        notManualWork: {
          title: 'Keine Arbeiterarbeit',
          help: 'Die Tätigkeit ist keine Arbeit, die üblicherweise von Arbeitern verrichtet wird, z. B. Planung, Bauleitung oder Büroarbeit (§ 1b Satz 1 AÜG).',
        },
        collectiveAgreement: {
          title: 'Allgemeinverbindlicher Tarifvertrag',
          help: 'Für allgemeinverbindlich erklärte Tarifverträge, die Ihren Betrieb und den Verleiher erfassen, lassen die Überlassung zu (§ 1b Satz 2 AÜG, Buchstabe a).',
        },
        sameFrameworkAgreements: {
          title: 'Baubetrieb unter denselben Rahmentarifverträgen',
          help: 'Der Verleiher ist selbst ein Baubetrieb und nachweislich seit mindestens drei Jahren von denselben Rahmen- und Sozialkassentarifverträgen erfasst wie Ihr Betrieb (§ 1b Satz 2 AÜG, Buchstabe b).',
        },
        eeaConstructionBusiness: {
          title: 'Baubetrieb aus einem anderen EWR-Staat',
          help: 'Der Verleiher ist ein Baubetrieb mit Sitz in einem anderen Staat des Europäischen Wirtschaftsraums und seit mindestens drei Jahren überwiegend in Tätigkeiten, die unter dieselben Rahmen- und Sozialkassentarifverträge fallen wie Ihr Betrieb (§ 1b Satz 3 AÜG).',
        },
      },
    },
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
