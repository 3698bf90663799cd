/** Texts of the public pages (home, landing pages, FAQs, contact, page titles and meta): loaded with those pages. */
export const publicPages = {
  seo: {
    titleSuffix: 'Fachwerk',
    home: {
      title: 'Fachkräfte und Handwerker für Ihr Projekt',
      description:
        'Fachwerk verbindet Unternehmen mit geprüften Dienstleistern für Handwerk, Bau, Logistik und Gebäudeservice – schnell, transparent und in ganz Deutschland.',
    },
    cmsPage: { description: 'Informationen von Fachwerk: {{title}}' },
    aboutUs: {
      title: 'Über uns',
      description: 'Wer hinter Fachwerk steht und wie wir Unternehmen und Dienstleister zusammenbringen.',
    },
    contact: {
      title: 'Kontakt',
      description:
        'Schreiben Sie uns: Fragen zu Aufträgen, Registrierung oder Ihrem Konto beantwortet das Fachwerk-Team.',
    },
    faqs: {
      title: 'Häufige Fragen',
      description: 'Antworten auf häufige Fragen von Unternehmen und Dienstleistern zu Fachwerk.',
    },
    company: {
      title: 'Fachkräfte finden',
      description:
        'Für Unternehmen: Auftrag veröffentlichen, Angebote von Dienstleistern vergleichen und Fachkräfte einsetzen.',
    },
    serviceProvider: {
      title: 'Aufträge für Ihr Team',
      description:
        'Für Dienstleister: Team anlegen, passende Aufträge finden, bewerben und Arbeitszeiten abrechnen.',
    },
    category: {
      title: 'Leistungen und Gewerke',
      description:
        'Alle Gewerke auf Fachwerk mit den Werkzeugen und Geräten, die unsere Dienstleister mitbringen.',
    },
    deleteAccount: {
      title: 'Konto löschen',
      description:
        'So löschen Sie Ihr Fachwerk-Konto – auch ohne Anmeldung in der App – und welche Daten wir aufbewahren müssen.',
    },
    notFound: { title: 'Seite nicht gefunden', description: 'Diese Seite gibt es nicht.' },
  },
  publicPages: {
    loading: 'Inhalte werden geladen …',
    loadError: 'Die Inhalte konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Hier gibt es noch keine Einträge.',
    cms: {
      notFoundTitle: 'Seite nicht gefunden',
      notFoundText: 'Die Inhaltsseite „{{slug}}“ gibt es nicht oder sie ist nicht mehr veröffentlicht.',
      toHome: 'Zur Startseite',
    },
    faq: {
      title: 'Häufige Fragen',
      intro:
        'Hier finden Sie Antworten auf die häufigsten Fragen. Ihre Frage ist nicht dabei? Schreiben Sie uns.',
      clients: 'Für Unternehmen',
      suppliers: 'Für Dienstleister',
      contactLink: 'Zum Kontaktformular',
    },
    category: {
      title: 'Leistungen und Gewerke',
      intro:
        'Diese Gewerke vermitteln wir – mit den Werkzeugen und Geräten, die unsere Dienstleister mitbringen.',
      tools: 'Werkzeuge und Geräte',
      noTools: 'Keine Werkzeuge hinterlegt.',
    },
    landing: {
      company: {
        title: 'Fachkräfte finden – für Unternehmen',
        intro:
          'Veröffentlichen Sie Ihren Auftrag als Werkvertrag oder Arbeitnehmerüberlassung und erhalten Sie Angebote geprüfter Dienstleister aus Ihrer Region.',
        benefits: {
          one: 'Geprüfte Dienstleister mit Nachweisen und Referenzen',
          two: 'Festpreis oder Stundensatz – Sie vergleichen Angebote transparent in Euro',
          three: 'Termine, Nachrichten und Rechnungen an einem Ort',
        },
        cta: 'Jetzt als Unternehmen starten',
      },
      supplier: {
        title: 'Aufträge für Ihr Team – für Dienstleister',
        intro:
          'Stellen Sie Ihr Team mit Qualifikationen vor, finden Sie passende Aufträge und rechnen Sie geleistete Stunden direkt über Fachwerk ab.',
        benefits: {
          one: 'Passende Aufträge nach Gewerk, Region und Verfügbarkeit',
          two: 'Team und Mitarbeiter mit Qualifikationen verwalten',
          three: 'Arbeitszeiten erfassen und Rechnungen erstellen',
        },
        cta: 'Jetzt als Dienstleister starten',
      },
      howItWorks: 'So funktioniert es',
    },
    deleteAccount: {
      title: 'Konto löschen',
      intro: 'Sie können Ihr Fachwerk-Konto jederzeit löschen – im Web und in der App.',
      withLoginTitle: 'Mit Anmeldung',
      withLogin:
        'Melden Sie sich an und wählen Sie im Menü links „Konto löschen“. Nach Ihrer Bestätigung wird das Konto sofort deaktiviert und Sie werden abgemeldet.',
      withoutLoginTitle: 'Ohne Anmeldung (z. B. App-Nutzer)',
      withoutLogin:
        'Sie können sich nicht mehr anmelden oder haben die App bereits gelöscht? Schreiben Sie uns über das Kontaktformular mit dem Betreff „Konto löschen“ und der E-Mail-Adresse Ihres Kontos. Wir bestätigen die Löschung per E-Mail.',
      keptTitle: 'Was wir aufbewahren',
      kept: {
        invoices:
          'Rechnungen und Buchungsbelege: 10 Jahre (gesetzliche Aufbewahrungspflicht nach HGB und AO).',
        contracts: 'Vergebene Aufträge und Geschäftsbriefe: 6 Jahre.',
        security: 'Protokolle zur Missbrauchsabwehr: höchstens 90 Tage.',
      },
      removedTitle: 'Was wir löschen',
      removed:
        'Profil, Teammitglieder, Dokumente, Nachrichten und Benachrichtigungen werden gelöscht oder anonymisiert.',
      contactCta: 'Löschung über das Kontaktformular anfragen',
    },
  },
  home: {
    heroAlt: 'Illustration: Ein Fachwerkhaus entsteht – ein Kran hebt einen Balken, Handwerker auf Gerüst und Baustelle.',
    highlightMore: 'Mehr zu „{{title}}“',
    slidesLabel: 'Was Fachwerk bietet',
    ctaStart: 'Jetzt starten',
    ctaCompany: 'Ich suche Fachkräfte',
    ctaSupplier: 'Ich biete Fachkräfte an',
    servicesTitle: 'Leistungen und Gewerke',
    allServices: 'Alle Leistungen ansehen',
    moreTools: '+ {{count}} weitere',
    howItWorksTitle: 'So funktioniert Fachwerk',
    howClients: 'Für Unternehmen',
    howSuppliers: 'Für Dienstleister',
    clientSteps: {
      one: 'Kostenlos registrieren und Firmenprofil anlegen',
      two: 'Auftrag mit Gewerk, Zeitraum und Budget veröffentlichen',
      three: 'Angebote vergleichen, Termine vereinbaren und Dienstleister beauftragen',
    },
    supplierSteps: {
      one: 'Registrieren und Team mit Qualifikationen anlegen',
      two: 'Passende Aufträge finden und sich bewerben',
      three: 'Arbeitszeiten erfassen und Rechnungen stellen',
    },
    testimonialsTitle: 'Das sagen unsere Kunden',
    rating: '{{rating}} von 5 Sternen',
    logosTitle: 'Sie vertrauen uns',
    emptyServices: 'Derzeit sind keine Leistungen veröffentlicht.',
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Sie haben eine Frage zu Fachwerk? Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags.',
    required: 'Pflichtfeld',
    optional: 'optional',
    fields: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      company: 'Firma',
      subject: 'Betreff',
      message: 'Nachricht',
    },
    messageEmpty: 'Die Nachricht darf nicht leer sein.',
    phoneFormat: '{{field}} darf nur Ziffern, Leerzeichen und + ( ) / - enthalten.',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet …',
    sent: 'Vielen Dank! Ihre Nachricht ist bei uns eingegangen.',
  },
};
