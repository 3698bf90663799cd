import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  PAGE_LIMIT_DEFAULT,
  type AccountStatus,
  type AdminAccountListQuery,
  type ApprovalStatus,
  type RegistrableUserType,
} from '@fachwerk/shared/contracts';

/** The list's state as it lives in the URL (`?search=&approval=&status=&page=`), so it survives reload and can be shared. */
export interface AccountListState {
  search: string;
  approval: ApprovalStatus | '';
  status: AccountStatus | '';
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' => (raw && (values as readonly string[]).includes(raw) ? (raw as T) : '');

export function parseListState(params: URLSearchParams): AccountListState {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    approval: oneOf(APPROVAL_STATUSES, params.get('approval')),
    status: oneOf(ACCOUNT_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** URL parameters of a state: defaults are left out, so the plain list has a plain URL. */
export function listStateToParams(state: AccountListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.approval) params.set('approval', state.approval);
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of search or filter starts again at page 1. */
export function changeFilter(state: AccountListState, patch: Partial<Omit<AccountListState, 'page'>>): AccountListState {
  return { ...state, ...patch, page: 1 };
}

export function toApiQuery(type: RegistrableUserType, state: AccountListState): AdminAccountListQuery {
  return {
    type,
    page: state.page,
    limit: PAGE_LIMIT_DEFAULT,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.approval ? { approval: state.approval } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
}
