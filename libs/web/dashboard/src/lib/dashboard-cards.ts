import {
  APPLICATION_STATUSES,
  AWARD_STATUSES,
  JOB_STATUSES,
  type AwardStatus,
  type DashboardResponse,
  type PartyRating,
  type UserType,
} from '@fachwerk/shared/contracts';

/** A text to translate: catalogue key plus parameters; a parameter given as `{ key }` is translated first. */
export interface CardLabel {
  key: string;
  params?: Record<string, string | { key: string }>;
}

/** One figure on a dashboard: what it counts, its value and the screen that lists what it counts. */
export interface DashboardCard {
  id: string;
  label: CardLabel;
  value: number;
  /** the supplier's rating card shows an average instead of a count */
  rating?: PartyRating;
  to: string;
}

const withStatus = (path: string, status: string) => `${path}?status=${encodeURIComponent(status)}`;

/** Awarded work still running is listed under /awarded-jobs, approved work under /completed-jobs. */
const awardPath = (status: AwardStatus) =>
  status === 'approved' ? '/completed-jobs' : withStatus('/awarded-jobs', status);

/**
 * The figures of a dashboard response as cards, in reading order, each linking to the screen that
 * lists what it counts (the link carries the list's filter where the list has one).
 */
export function dashboardCards(dashboard: DashboardResponse): DashboardCard[] {
  switch (dashboard.role) {
    case 'client': {
      const k = (id: keyof typeof dashboard & string) => ({ key: `dashboardWeb.client.${id}` });
      return [
        { id: 'openJobs', label: k('openJobs'), value: dashboard.openJobs, to: withStatus('/jobs', 'open') },
        {
          id: 'draftJobs',
          label: k('draftJobs'),
          value: dashboard.draftJobs,
          to: withStatus('/jobs', 'draft'),
        },
        { id: 'newApplications', label: k('newApplications'), value: dashboard.newApplications, to: '/jobs' },
        { id: 'inProgress', label: k('inProgress'), value: dashboard.inProgress, to: '/awarded-jobs' },
        {
          id: 'awaitingApproval',
          label: k('awaitingApproval'),
          value: dashboard.awaitingApproval,
          to: '/awarded-jobs',
        },
        { id: 'completed', label: k('completed'), value: dashboard.completed, to: '/completed-jobs' },
      ];
    }
    case 'supplier': {
      const k = (id: string) => ({ key: `dashboardWeb.supplier.${id}` });
      return [
        { id: 'relevantJobs', label: k('relevantJobs'), value: dashboard.relevantJobs, to: '/relevant-jobs' },
        { id: 'savedJobs', label: k('savedJobs'), value: dashboard.savedJobs, to: '/saved-jobs' },
        ...APPLICATION_STATUSES.map((status) => ({
          id: `applications-${status}`,
          label: {
            key: 'dashboardWeb.supplier.applications',
            params: { status: { key: `jobsCommon.applicationStatus.${status}` } },
          },
          value: dashboard.applications[status] ?? 0,
          to: withStatus('/applied-jobs', status),
        })),
        {
          id: 'awarded',
          label: k('awarded'),
          value: dashboard.awarded,
          to: withStatus('/awarded-jobs', 'awarded'),
        },
        {
          id: 'inProgress',
          label: k('inProgress'),
          value: dashboard.inProgress,
          to: withStatus('/awarded-jobs', 'in_progress'),
        },
        { id: 'completed', label: k('completed'), value: dashboard.completed, to: '/completed-jobs' },
        { id: 'teamFree', label: k('teamFree'), value: dashboard.team.free, to: '/worker?availability=free' },
        { id: 'teamBusy', label: k('teamBusy'), value: dashboard.team.busy, to: '/worker?availability=busy' },
        {
          id: 'rating',
          label: k('rating'),
          value: dashboard.rating.count,
          rating: dashboard.rating,
          to: '/completed-jobs',
        },
      ];
    }
    case 'admin':
      return [
        {
          id: 'clientsPending',
          label: { key: 'dashboardWeb.admin.clientsPending' },
          value: dashboard.accountsAwaitingApproval.client,
          to: '/client?approval=pending',
        },
        {
          id: 'suppliersPending',
          label: { key: 'dashboardWeb.admin.suppliersPending' },
          value: dashboard.accountsAwaitingApproval.supplier,
          to: '/supplier?approval=pending',
        },
        ...JOB_STATUSES.map((status) => ({
          id: `jobs-${status}`,
          label: {
            key: 'dashboardWeb.admin.jobs',
            params: { status: { key: `jobsCommon.jobStatus.${status}` } },
          },
          value: dashboard.jobs[status] ?? 0,
          to: withStatus('/jobs', status),
        })),
        ...AWARD_STATUSES.map((status) => ({
          id: `awards-${status}`,
          label: {
            key: 'dashboardWeb.admin.awards',
            params: { status: { key: `jobsCommon.awardStatus.${status}` } },
          },
          value: dashboard.awards[status] ?? 0,
          to: awardPath(status),
        })),
        {
          id: 'feedbackToReview',
          label: { key: 'dashboardWeb.admin.feedbackToReview' },
          value: dashboard.feedbackToReview,
          to: '/admin/feedback',
        },
      ];
  }
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The role's dashboard before GET /dashboard answers: every figure at zero. Its cards have the
 * same labels and size as the loaded ones, so the page below them does not move when the figures
 * arrive (the quick links were pushed down by 0.42 of a phone screen: Lighthouse CLS 0.421).
 */
export function placeholderDashboard(role: UserType): DashboardResponse {
  switch (role) {
    case 'client':
      return { role, openJobs: 0, draftJobs: 0, newApplications: 0, inProgress: 0, awaitingApproval: 0, completed: 0 };
    case 'supplier':
      return {
        role,
        relevantJobs: 0,
        savedJobs: 0,
        applications: zeros(APPLICATION_STATUSES),
        awarded: 0,
        inProgress: 0,
        completed: 0,
        team: { free: 0, busy: 0 },
        rating: { average: null, count: 0 },
      };
    case 'admin':
      return {
        role,
        accountsAwaitingApproval: { client: 0, supplier: 0 },
        jobs: zeros(JOB_STATUSES),
        awards: zeros(AWARD_STATUSES),
        feedbackToReview: 0,
      };
  }
}
