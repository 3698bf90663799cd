/** Notification texts per NOTIFICATION_TYPES kind (rendered in the reader's language when listed; the e-mail copy in the recipient's). */
export const notificationTexts = {
  notifications: {
    chatRequested: {
      title: 'Chat-Anfrage',
      body: '{{companyName}} möchte mit Ihnen über „{{jobTitle}}“ chatten.',
    },
    chatApproved: {
      title: 'Chat freigegeben',
      body: '{{companyName}} hat den Chat über „{{jobTitle}}“ freigegeben.',
    },
    chatMessage: {
      title: 'Neue Nachricht',
      body: '{{companyName}} hat Ihnen zu „{{jobTitle}}“ geschrieben: {{preview}}',
    },
    applicationReceived: {
      title: 'Neue Bewerbung',
      body: '{{companyName}} hat sich auf Ihren Auftrag „{{jobTitle}}“ beworben.',
    },
    applicationAwarded: {
      title: 'Auftrag erhalten',
      body: 'Sie haben den Zuschlag für „{{jobTitle}}“ erhalten. Bitte benennen Sie Ihre Mitarbeiter und starten Sie die Arbeit.',
    },
    applicationRejected: {
      title: 'Bewerbung abgelehnt',
      body: 'Ihre Bewerbung auf „{{jobTitle}}“ wurde abgelehnt.',
    },
    applicationWithdrawn: {
      title: 'Bewerbung zurückgezogen',
      body: '{{companyName}} hat die Bewerbung auf „{{jobTitle}}“ zurückgezogen.',
    },
    workStarted: {
      title: 'Arbeit begonnen',
      body: '{{companyName}} hat mit der Arbeit an „{{jobTitle}}“ begonnen.',
    },
    workCompleted: {
      title: 'Arbeit abgeschlossen',
      body: '{{companyName}} hat „{{jobTitle}}“ als erledigt gemeldet. Bitte prüfen und bestätigen Sie den Abschluss.',
    },
    completionApproved: {
      title: 'Abschluss bestätigt',
      body: 'Der Abschluss von „{{jobTitle}}“ wurde bestätigt. Sie können jetzt eine Bewertung abgeben.',
    },
    completionRejected: {
      title: 'Abschluss abgelehnt',
      body: 'Der Abschluss von „{{jobTitle}}“ wurde abgelehnt: {{reason}}',
    },
    feedbackReceived: {
      title: 'Neue Bewertung',
      body: 'Sie haben eine Bewertung für „{{jobTitle}}“ erhalten.',
    },
    jobClosed: { title: 'Auftrag geschlossen', body: 'Der Auftrag „{{jobTitle}}“ wurde geschlossen.' },
    jobDeactivated: {
      title: 'Auftrag deaktiviert',
      body: 'Ihr Auftrag „{{jobTitle}}“ wurde von der Plattform deaktiviert: {{reason}}',
    },
    clientAwaitingApproval: {
      title: 'Neuer Kunde wartet auf Freigabe',
      body: '{{name}} ({{email}}) hat sich als Kunde registriert und die E-Mail-Adresse bestätigt.',
    },
    supplierAwaitingApproval: {
      title: 'Neuer Dienstleister wartet auf Freigabe',
      body: '{{name}} ({{email}}) hat sich als Dienstleister registriert und die E-Mail-Adresse bestätigt.',
    },
    // meetings
    meetingScheduled: {
      title: 'Terminvorschlag',
      body: '{{companyName}} lädt Sie zu einem Termin zu „{{jobTitle}}“ am {{when}} ein.',
    },
    meetingProposed: {
      title: 'Neuer Terminvorschlag',
      body: '{{companyName}} schlägt für „{{jobTitle}}“ einen anderen Termin vor: {{when}}.',
    },
    meetingAccepted: {
      title: 'Termin bestätigt',
      body: '{{companyName}} hat den Termin zu „{{jobTitle}}“ am {{when}} bestätigt.',
    },
    meetingCancelled: {
      title: 'Termin abgesagt',
      body: '{{companyName}} hat den Termin zu „{{jobTitle}}“ am {{when}} abgesagt: {{reason}}',
    },
    meetingReminder: {
      title: 'Erinnerung an Ihren Termin',
      body: 'Ihr Termin zu „{{jobTitle}}“ mit {{companyName}} beginnt am {{when}}.',
    },
    // invoices
    invoiceReceived: {
      title: 'Neue Rechnung',
      body: '{{companyName}} hat Ihnen die Rechnung {{number}} über {{amount}} gestellt (fällig am {{dueDate}}).',
    },
    invoiceBillingDataMissing: {
      title: 'Rechnungsangaben fehlen',
      body: '{{companyName}} möchte Ihnen eine Rechnung ausstellen, aber in Ihrem Profil fehlen Angaben, die jede Rechnung braucht (Anschrift mit Postleitzahl und Ort, bei Umkehr der Steuerschuld die USt-IdNr.). Bitte ergänzen Sie sie in Ihrem Profil.',
    },
    invoicePaid: {
      title: 'Rechnung bezahlt',
      body: 'Die Rechnung {{number}} über {{amount}} ist vollständig bezahlt.',
    },
    invoicePaymentReported: {
      title: 'Zahlung gemeldet',
      body: '{{companyName}} meldet eine Zahlung von {{amount}} am {{paidOn}} auf die Rechnung {{number}}. Bitte bestätigen oder bestreiten Sie sie.',
    },
    invoicePaymentConfirmed: {
      title: 'Zahlung bestätigt',
      body: '{{companyName}} hat Ihre Zahlung von {{amount}} auf die Rechnung {{number}} bestätigt. Offen: {{open}}.',
    },
    invoicePaymentContested: {
      title: 'Zahlung bestritten',
      body: '{{companyName}} bestreitet Ihre Zahlung von {{amount}} auf die Rechnung {{number}}: {{reason}}. Offen: {{open}}.',
    },
    // work logs
    workLogsSubmitted: {
      title: 'Stunden zur Freigabe',
      body: '{{companyName}} hat Arbeitsstunden für „{{jobTitle}}“ erfasst. Bitte prüfen und freigeben.',
    },
    workLogsAutoApproveSoon: {
      title: 'Stunden werden morgen freigegeben',
      body_one: '{{count}} Eintrag für „{{jobTitle}}“ wird morgen automatisch freigegeben, wenn Sie ihn nicht vorher prüfen.',
      body_other: '{{count}} Einträge für „{{jobTitle}}“ werden morgen automatisch freigegeben, wenn Sie sie nicht vorher prüfen.',
    },
    workLogDisputed: {
      title: 'Stunden beanstandet',
      body: 'Der Eintrag von {{workerName}} am {{date}} für „{{jobTitle}}“ wurde beanstandet: {{reason}}',
    },
    awardCancelledAccountDeleted: {
      title: 'Auftrag storniert',
      body: 'Der Auftrag „{{jobTitle}}“ wurde storniert, bevor die Arbeit begann: Die andere Partei hat ihr Konto gelöscht.',
    },
    awardEndedAccountDeleted: {
      title: 'Auftrag beendet',
      body: 'Der laufende Auftrag „{{jobTitle}}“ wurde beendet: Die andere Partei hat ihr Konto gelöscht. Bereits erfasste Stunden und ausgestellte Rechnungen bleiben erhalten.',
    },
    contractRevised: {
      title: 'Neue Vertragsfassung',
      body: 'Der Vertrag zu „{{jobTitle}}“ wurde geändert (Fassung {{version}}). Bitte lesen Sie die neue Fassung und nehmen Sie sie an.',
    },
    contractAccepted: {
      title: 'Vertrag angenommen',
      body: '{{companyName}} hat den Vertrag zu „{{jobTitle}}“ (Fassung {{version}}) angenommen.',
    },
    permitExpiring: {
      title: 'AÜ-Erlaubnis läuft ab',
      body: 'Ihre Erlaubnis zur Arbeitnehmerüberlassung läuft am {{date}} ab ({{days}} Tage). Bitte laden Sie die verlängerte Erlaubnis hoch, sonst können Sie keine Personalaufträge mehr erhalten.',
    },
    permitExpired: {
      title: 'AÜ-Erlaubnis abgelaufen',
      body: 'Ihre Erlaubnis zur Arbeitnehmerüberlassung ist am {{date}} abgelaufen. Bis eine gültige Erlaubnis geprüft ist, können Sie keine Personalaufträge erhalten.',
    },
    applicationWithdrawnAccountDeleted: {
      title: 'Bewerbung zurückgezogen',
      body: 'Eine Bewerbung auf „{{jobTitle}}“ wurde zurückgezogen: Der Dienstleister hat sein Konto gelöscht.',
    },
    changeOrderProposed: {
      title: 'Nachtrag vorgeschlagen',
      body: '{{companyName}} schlägt zu „{{jobTitle}}“ einen Nachtrag über {{amount}} netto vor: {{reason}}',
    },
    changeOrderWithdrawn: {
      title: 'Nachtrag zurückgezogen',
      body: '{{companyName}} hat den Nachtrag über {{amount}} netto zu „{{jobTitle}}“ zurückgezogen.',
    },
    changeOrderAccepted: {
      title: 'Nachtrag angenommen',
      body: '{{companyName}} hat Ihren Nachtrag über {{amount}} netto zu „{{jobTitle}}“ angenommen. Abrechenbar sind jetzt {{billable}} netto.',
    },
    changeOrderDeclined: {
      title: 'Nachtrag abgelehnt',
      body: '{{companyName}} hat Ihren Nachtrag über {{amount}} netto zu „{{jobTitle}}“ abgelehnt. Anmerkung: {{note}}',
    },
  },
};
