import type { jobsCommon as de } from '../de/jobs-common';

/** Labels every marketplace screen uses (statuses, types, levels, money). */
export const jobsCommon: typeof de = {
  jobsCommon: {
    jobStatus: {
      draft: 'Draft',
      open: 'Open',
      in_progress: 'In progress',
      completed: 'Completed',
      closed: 'Closed',
    },
    applicationStatus: {
      pending: 'Pending',
      awarded: 'Awarded',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
    },
    awardStatus: {
      awarded: 'Awarded',
      in_progress: 'In progress',
      completed: 'Reported completed',
      approved: 'Approved',
      cancelled: 'Cancelled',
      ended: 'Ended',
    },
    jobType: { fixedBudget: 'Contract for work (fixed budget)', resource: 'Temporary staffing (resource)' },
    experience: { Fresher: 'Fresher', Medium: 'Medium', Expert: 'Expert' },
    languageLevel: { none: 'No requirement' },
    closedReason: {
      withdrawn: 'Withdrawn by the client',
      expired: 'Start date passed without an award',
      deactivated: 'Deactivated by the platform',
    },
    budgetPerHour: '{{min}} – {{max}} per hour per employee',
    budgetFixed: '{{min}} – {{max}}',
    workers: '{{awarded}} of {{needed}} workers awarded',
    rating_one: '{{average}} of 5 ({{count}} review)',
    rating_other: '{{average}} of 5 ({{count}} reviews)',
    noRating: 'No reviews yet',
    empty: 'Nothing here yet.',
    loading: 'Loading …',
    loadFailed: 'The data could not be loaded.',
    retry: 'Try again',
  },
};
