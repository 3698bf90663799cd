/** Password strength, re-authentication and the second factor (TOTP): shell and remotes, lazy. */
export const security = {
  security: {
    strength: {
      label: 'Passwortstärke',
      levels: ['sehr schwach', 'schwach', 'mittel', 'stark', 'sehr stark'],
      value: 'Passwortstärke: {{level}}',
      loading: 'Passwortstärke wird geprüft …',
    },
    section: {
      title: 'Anmeldung und Sicherheit',
      intro: 'Ihre Anmelde-E-Mail-Adresse und die Bestätigung in zwei Schritten.',
    },
    reauth: {
      emailTitle: 'E-Mail-Adresse ändern',
      emailHint: 'Ihre Anmelde-E-Mail-Adresse ändert sich erst, wenn Sie Ihr aktuelles Passwort eingeben. Wir informieren die bisherige Adresse.',
      newEmail: 'Neue E-Mail-Adresse',
      change: 'E-Mail-Adresse ändern',
      save: 'Speichern',
      changed: 'Ihre E-Mail-Adresse wurde geändert.',
    },
    mail: {
      emailChanged: {
        subject: 'Ihre Fachwerk-E-Mail-Adresse wurde geändert',
        body: 'Die Anmelde-E-Mail-Adresse Ihres Fachwerk-Kontos wurde in {{email}} geändert. Wenn Sie das nicht waren, wenden Sie sich bitte sofort an unseren Support.',
      },
    },
  },
};
