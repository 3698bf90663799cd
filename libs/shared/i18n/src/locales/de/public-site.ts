/** UI texts of the public site (shell pages under pages/public). */
export const publicSite = {
  consent: {
    title: 'Cookies und externe Dienste',
    text: 'Wir verwenden nur technisch notwendige Speicherungen. Der Übersetzungsdienst für diese Seite wird von einem Drittanbieter geladen und erst nach Ihrer Zustimmung aktiviert.',
    accept: 'Alle akzeptieren',
    decline: 'Nur notwendige',
    settings: 'Cookie-Einstellungen',
    translateLabel: 'Seite übersetzen',
  },
};
