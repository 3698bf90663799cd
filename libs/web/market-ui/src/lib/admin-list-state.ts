import {
  JOB_STATUSES,
  JOB_TYPES,
  type AdminJobsQuery,
  type JobStatus,
  type JobType,
} from '@fachwerk/shared/contracts';

/** Page size of the admin lists. */
export const ADMIN_LIST_LIMIT = 20;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  raw && (values as readonly string[]).includes(raw) ? (raw as T) : '';
const pageOf = (raw: string | null) => {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Admin `/jobs` as it lives in the URL: `?status=&type=&q=&clientId=&page=`. */
export interface AdminJobsState {
  status: JobStatus | '';
  type: JobType | '';
  q: string;
  clientId: string;
  page: number;
}

export function parseJobsState(params: URLSearchParams): AdminJobsState {
  return {
    status: oneOf(JOB_STATUSES, params.get('status')),
    type: oneOf(JOB_TYPES, params.get('type')),
    q: (params.get('q') ?? '').slice(0, 100),
    clientId: (params.get('clientId') ?? '').slice(0, 64),
    page: pageOf(params.get('page')),
  };
}

export function jobsStateToParams(state: AdminJobsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.type) params.set('type', state.type);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.clientId) params.set('clientId', state.clientId);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function jobsApiQuery(state: AdminJobsState): AdminJobsQuery {
  return {
    page: state.page,
    limit: ADMIN_LIST_LIMIT,
    ...(state.status ? { status: state.status } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.clientId ? { clientId: state.clientId } : {}),
  };
}

/** Admin `/admin/feedback` as it lives in the URL: `?hidden=true|false&rating=1..5&page=`. */
export interface AdminFeedbackState {
  hidden: '' | 'true' | 'false';
  /** at most this many stars; 0 = any */
  rating: number;
  page: number;
}

export function parseFeedbackState(params: URLSearchParams): AdminFeedbackState {
  const rating = Number(params.get('rating'));
  return {
    hidden: oneOf(['true', 'false'] as const, params.get('hidden')),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
    page: pageOf(params.get('page')),
  };
}

export function feedbackStateToParams(state: AdminFeedbackState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.hidden) params.set('hidden', state.hidden);
  if (state.rating) params.set('rating', String(state.rating));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function feedbackApiQuery(state: AdminFeedbackState) {
  return {
    page: state.page,
    limit: ADMIN_LIST_LIMIT,
    ...(state.hidden ? { hidden: state.hidden === 'true' } : {}),
    ...(state.rating ? { rating: state.rating } : {}),
  };
}
