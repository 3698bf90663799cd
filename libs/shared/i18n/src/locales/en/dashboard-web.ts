/** The dashboards of every role (libs/web/dashboard). */
export const dashboardWeb = {
  dashboardWeb: {
    figures: 'Your figures',
    loadFailed: 'The figures could not be loaded.',
    retry: 'Try again',
    open: 'Open',
    client: {
      openJobs: 'Open jobs',
      draftJobs: 'Drafts',
      newApplications: 'New applications',
      inProgress: 'Work in progress',
      awaitingApproval: 'Awaiting your approval',
      completed: 'Completed work',
    },
    supplier: {
      relevantJobs: 'Relevant jobs',
      savedJobs: 'Saved jobs',
      applications: 'Applications: {{status}}',
      awarded: 'Awarded work',
      inProgress: 'Work in progress',
      completed: 'Completed work',
      teamFree: 'Workers free',
      teamBusy: 'Workers busy',
      rating: 'Your rating',
      ratingValue: '{{average}} / 5',
      ratingNone: '–',
      ratingCount_one: '{{count}} rating',
      ratingCount_other: '{{count}} ratings',
    },
    admin: {
      clientsPending: 'Clients awaiting approval',
      suppliersPending: 'Suppliers awaiting approval',
      jobs: 'Jobs: {{status}}',
      awards: 'Awarded work: {{status}}',
      feedbackToReview: 'Feedback to review',
    },
  },
};
