/** Server texts of feedback, dashboards and notifications (merged into `server.ts`). */
export const serverEngagement = {
  /** under `server.engagement` */
  engagement: {
    notifications: {
      read: 'Die Benachrichtigung wurde als gelesen markiert.',
      allRead: 'Alle Benachrichtigungen wurden als gelesen markiert.',
    },
    feedback: {
      created: 'Vielen Dank für Ihre Bewertung.',
      hidden: 'Die Bewertung wurde ausgeblendet.',
      shown: 'Die Bewertung wird wieder angezeigt.',
    },
  },
  /** under `fields` */
  engagementFields: {
    comment: 'Kommentar',
    hidden: 'Ausgeblendet',
    unread: 'Ungelesen',
  },
};
