/** UI texts of the public site (shell pages under pages/public). */
export const publicSite = {
  consent: {
    title: 'Cookies and external services',
    text: 'We only use technically necessary storage. The translation service for this page is loaded from a third party and only activated after your consent.',
    accept: 'Accept all',
    decline: 'Necessary only',
    settings: 'Cookie settings',
    translateLabel: 'Translate page',
  },
};
