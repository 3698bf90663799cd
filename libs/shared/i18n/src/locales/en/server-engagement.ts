import type { serverEngagement as de } from '../de/server-engagement';

/** Server texts of feedback, dashboards and notifications (merged into `server.ts`). */
export const serverEngagement: typeof de = {
  engagement: {
    notifications: {
      read: 'The notification has been marked as read.',
      allRead: 'All notifications have been marked as read.',
    },
    feedback: {
      created: 'Thank you for your feedback.',
      hidden: 'The feedback has been hidden.',
      shown: 'The feedback is shown again.',
    },
  },
  engagementFields: {
    comment: 'comment',
    hidden: 'hidden',
    unread: 'unread',
  },
};
