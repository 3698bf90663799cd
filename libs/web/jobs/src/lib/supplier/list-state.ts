import { APPLICATION_STATUSES, type ApplicationStatus } from '@fachwerk/shared/contracts';

/** `?page=` of a simple list (saved, relevant), 1 when missing or invalid. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `?status=` of the applications list, '' (all) when missing or unknown. */
export function applicationStatusOf(params: URLSearchParams): ApplicationStatus | '' {
  const raw = params.get('status');
  return raw && (APPLICATION_STATUSES as readonly string[]).includes(raw) ? (raw as ApplicationStatus) : '';
}

/** URL parameters of a list state; defaults left out. */
export function listParams(state: { page: number; status?: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
