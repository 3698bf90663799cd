import {
  ACCOUNT_STATUSES,
  APPROVAL_STATUSES,
  PAGE_LIMIT_DEFAULT,
  type AdminAccountListQuery,
  type RegistrableUserType,
} from '@fachwerk/shared/contracts';
import { oneOfField, pageField, textField, type ListState } from '@fachwerk/web/ui';

/** The list's state as it lives in the URL (`?search=&approval=&status=&page=`), read with `useListUrlState`. */
export const ACCOUNT_LIST = {
  search: textField(100),
  approval: oneOfField(APPROVAL_STATUSES),
  status: oneOfField(ACCOUNT_STATUSES),
  page: pageField(),
};
export type AccountListState = ListState<typeof ACCOUNT_LIST>;

export function toApiQuery(type: RegistrableUserType, state: AccountListState): AdminAccountListQuery {
  return {
    type,
    page: state.page,
    limit: PAGE_LIMIT_DEFAULT,
    ...(state.search ? { search: state.search } : {}),
    ...(state.approval ? { approval: state.approval } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
}
