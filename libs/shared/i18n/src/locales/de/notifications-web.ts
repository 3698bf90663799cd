/** The notification page of every role (libs/web/notifications). */
export const notificationsWeb = {
  notificationsWeb: {
    title: 'Benachrichtigungen',
    unreadOnly: 'Nur ungelesene',
    markAll: 'Alle als gelesen markieren',
    markedAll: 'Alle Benachrichtigungen sind gelesen.',
    unreadCount: '{{count}} ungelesen',
    unread: 'Ungelesen',
    empty: 'Keine Benachrichtigungen vorhanden.',
    emptyUnread: 'Keine ungelesenen Benachrichtigungen.',
    loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  },
};
