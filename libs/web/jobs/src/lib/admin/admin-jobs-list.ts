import { JOB_STATUSES, JOB_TYPES, type AdminJobsQuery } from '@fachwerk/shared/contracts';
import { ADMIN_LIST_LIMIT, type ListState, oneOfField, pageField, textField } from '@fachwerk/web/ui';

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
