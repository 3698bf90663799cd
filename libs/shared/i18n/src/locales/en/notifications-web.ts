/** The notification page of every role (libs/web/notifications). */
export const notificationsWeb = {
  notificationsWeb: {
    title: 'Notifications',
    unreadOnly: 'Unread only',
    markAll: 'Mark all as read',
    markedAll: 'All notifications are read.',
    unreadCount: '{{count}} unread',
    unread: 'Unread',
    empty: 'No notifications.',
    emptyUnread: 'No unread notifications.',
    loadFailed: 'The notifications could not be loaded.',
  },
};
