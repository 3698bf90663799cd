import '../catalogue';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '@fachwerk/web/ui';
import { useAdminAccountsQuery } from '../accounts.api';
import { formatDate } from '../shared/format';
import { changeFilter, listStateToParams, parseListState, toApiQuery, type AccountListState } from './list-query';

/** A filter over one status field (`approval` or `status`); the empty value means all. */
function FilterSelect<T extends string>({ name, values, value, onChange }: { name: 'approval' | 'status'; values: readonly T[]; value: T | ''; onChange: (value: T | '') => void }) {
  const { t } = useTranslation();
  const id = `accounts-${name}`;
  const labels = name === 'approval' ? 'adminAccounts.approval' : 'adminAccounts.accountStatus';
  return (
    <>
      <label htmlFor={id}>{t(`adminAccounts.labels.${name}`)}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{t('adminAccounts.all')}</option>
        {values.map((s) => (
          <option key={s} value={s}>
            {t(`${labels}.${s}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** Admin `/client` and `/supplier`: search, approval and account-status filters, paging; all in the URL. */
export function AdminAccountListPage({ type }: { type: RegistrableUserType }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const { data, isFetching, isError } = useAdminAccountsQuery(toApiQuery(type, state));

  const go = (next: AccountListState) => setParams(listStateToParams(next));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go(changeFilter(state, { search }));
  };

  return (
    <section className="fw-page" aria-labelledby="accounts-title" data-testid={`admin-accounts-${type}`}>
      <h1 id="accounts-title">{t(`adminAccounts.title.${type}`)}</h1>
      <form role="search" className="fw-toolbar" onSubmit={onSearch}>
        <label htmlFor="accounts-search">{t('adminAccounts.search')}</label>
        <input id="accounts-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        <button type="submit" className="fw-button">
          {t('adminAccounts.searchButton')}
        </button>
        <FilterSelect name="approval" values={APPROVAL_STATUSES} value={state.approval} onChange={(approval) => go(changeFilter(state, { approval }))} />
        <FilterSelect name="status" values={ACCOUNT_STATUSES} value={state.status} onChange={(status) => go(changeFilter(state, { status }))} />
      </form>

      {isError && (
        <p role="alert" className="fw-error">
          {t('adminAccounts.loadFailed')}
        </p>
      )}
      <p role="status" aria-live="polite">
        {isFetching ? t('common.loading') : data ? t('adminAccounts.count', { count: data.total }) : ''}
      </p>
      {data && data.items.length > 0 && (
        <table className="fw-table" aria-busy={isFetching}>
          <caption className="fw-visually-hidden">{t(`adminAccounts.title.${type}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminAccounts.columns.company')}</th>
              <th scope="col">{t('adminAccounts.columns.name')}</th>
              <th scope="col">{t('adminAccounts.columns.email')}</th>
              <th scope="col">{t('adminAccounts.columns.status')}</th>
              <th scope="col">{t('adminAccounts.columns.profile')}</th>
              <th scope="col">{t('adminAccounts.columns.created')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((account) => (
              <tr key={account._id} data-email={account.email}>
                <td>
                  <Link to={`/profile/${account._id}/${type}`}>{account.companyName || t('adminAccounts.noCompany')}</Link>
                </td>
                <td>{`${account.firstName} ${account.lastName}`}</td>
                <td>{account.email}</td>
                <td>
                  {t(`adminAccounts.approval.${account.approvalStatus}`)} · {t(`adminAccounts.accountStatus.${account.accountStatus}`)}
                </td>
                <td>{`${account.profilePercentage} %`}</td>
                <td>{formatDate(account.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.items.length === 0 && <p>{t('adminAccounts.empty')}</p>}
      {data && <Pager page={state.page} limit={data.limit} total={data.total} onPage={(page) => go({ ...state, page })} />}
    </section>
  );
}
