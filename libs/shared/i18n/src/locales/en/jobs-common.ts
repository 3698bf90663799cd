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
    constructionException: {
      intro:
        'Your business is in the main construction trade. Temporary staffing for work usually done by manual workers is prohibited there (§ 1b AÜG). A resource job is only possible if one of these exceptions applies; your declaration goes into the staffing contract.',
      declared: 'Declared exception (§ 1b AÜG)',
      options: {
        notManualWork: {
          title: 'Not manual work',
          help: 'The activity is not work usually done by manual workers, e.g. planning, site management or office work (§ 1b AÜG, sentence 1).',
        },
        collectiveAgreement: {
          title: 'Generally binding collective agreement',
          help: 'Collective agreements declared generally binding that cover your business and the lender allow the lending (§ 1b AÜG, sentence 2 (a)).',
        },
        sameFrameworkAgreements: {
          title: 'Construction business under the same framework agreements',
          help: 'The lender is itself a construction business and has demonstrably been covered by the same framework and social-fund collective agreements as your business for at least three years (§ 1b AÜG, sentence 2 (b)).',
        },
        eeaConstructionBusiness: {
          title: 'Construction business from another EEA state',
          help: 'The lender is a construction business seated in another state of the European Economic Area that has for at least three years mainly done work within the scope of the same framework and social-fund agreements as your business (§ 1b AÜG, sentence 3).',
        },
      },
    },
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
