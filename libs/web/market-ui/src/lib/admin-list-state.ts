import { JOB_STATUSES, JOB_TYPES, type AdminJobsQuery } from '@fachwerk/shared/contracts';
import {
  booleanField,
  integerField,
  oneOfField,
  pageField,
  textField,
  type ListState,
} from '@fachwerk/web/ui';

/** Page size of the admin lists. */
export const ADMIN_LIST_LIMIT = 20;

/** Admin `/jobs` as it lives in the URL (`useListUrlState`): `?status=&type=&q=&clientId=&page=`. */
export const ADMIN_JOBS_LIST = {
  status: oneOfField(JOB_STATUSES),
  type: oneOfField(JOB_TYPES),
  q: textField(100),
  clientId: textField(64),
  page: pageField(),
};
export type AdminJobsState = ListState<typeof ADMIN_JOBS_LIST>;

export function jobsApiQuery(state: AdminJobsState): AdminJobsQuery {
  return {
    page: state.page,
    limit: ADMIN_LIST_LIMIT,
    ...(state.status ? { status: state.status } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.clientId ? { clientId: state.clientId } : {}),
  };
}

/** Admin `/admin/feedback` as it lives in the URL: `?hidden=true|false&rating=1..5&page=` (rating: at most n stars). */
export const ADMIN_FEEDBACK_LIST = {
  hidden: booleanField(),
  rating: integerField(1, 5),
  page: pageField(),
};
export type AdminFeedbackState = ListState<typeof ADMIN_FEEDBACK_LIST>;

export function feedbackApiQuery(state: AdminFeedbackState) {
  return {
    page: state.page,
    limit: ADMIN_LIST_LIMIT,
    ...(state.hidden !== null ? { hidden: state.hidden } : {}),
    ...(state.rating !== null ? { rating: state.rating } : {}),
  };
}
