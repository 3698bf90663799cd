import '../catalogue';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, FilterPanel, formatDate, ListResult, useListUrlState } from '@fachwerk/web/ui';
import { useAdminAccountsQuery } from '@fachwerk/web/data-access/api/admin-accounts';
import { ACCOUNT_LIST, toApiQuery } from './list-query';

/** A filter over one status field (`approval` or `status`); the empty value means all. */
function FilterSelect<T extends string>({
  name,
  values,
  value,
  onChange,
}: {
  name: 'approval' | 'status';
  values: readonly T[];
  value: T | '';
  onChange: (value: T | '') => void;
}) {
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
  const { state, update, setPage } = useListUrlState(ACCOUNT_LIST);
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const result = useAdminAccountsQuery(toApiQuery(type, state));
  const { data, isFetching } = result;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search });
  };

  return (
    <section className="fw-page" aria-labelledby="accounts-title" data-testid={`admin-accounts-${type}`}>
      <h1 id="accounts-title">{t(`adminAccounts.title.${type}`)}</h1>
      <FilterPanel label={t('listFilters.label')}>
        <form role="search" className="fw-toolbar" onSubmit={onSearch}>
          <label htmlFor="accounts-search">{t('adminAccounts.search')}</label>
          <input
            id="accounts-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
          />
          <button type="submit" className="fw-button">
            {t('adminAccounts.searchButton')}
          </button>
          <FilterSelect
            name="approval"
            values={APPROVAL_STATUSES}
            value={state.approval}
            onChange={(approval) => update({ approval })}
          />
          <FilterSelect
            name="status"
            values={ACCOUNT_STATUSES}
            value={state.status}
            onChange={(status) => update({ status })}
          />
        </form>
      </FilterPanel>

      <p role="status" aria-live="polite">
        {!isFetching && data ? t('adminAccounts.count', { count: data.total }) : ''}
      </p>
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('adminAccounts.loadFailed')}
        empty={t('adminAccounts.empty')}
      >
        {(items) => (
          <DataTable
            caption={t(`adminAccounts.title.${type}`)}
            rows={items}
            rowKey={(account) => account._id}
            rowAttributes={(account) => ({ 'data-email': account.email })}
            columns={[
              {
                key: 'company',
                header: t('adminAccounts.columns.company'),
                primary: true,
                cell: (account) => (
                  <Link to={`/profile/${account._id}/${type}`}>
                    {account.companyName || t('adminAccounts.noCompany')}
                  </Link>
                ),
              },
              {
                key: 'name',
                header: t('adminAccounts.columns.name'),
                cell: (account) => `${account.firstName} ${account.lastName}`,
              },
              { key: 'email', header: t('adminAccounts.columns.email'), cell: (account) => account.email },
              {
                key: 'status',
                header: t('adminAccounts.columns.status'),
                cell: (account) =>
                  `${t(`adminAccounts.approval.${account.approvalStatus}`)} · ${t(`adminAccounts.accountStatus.${account.accountStatus}`)}`,
              },
              {
                key: 'profile',
                header: t('adminAccounts.columns.profile'),
                numeric: true,
                cell: (account) => `${account.profilePercentage} %`,
              },
              {
                key: 'created',
                header: t('adminAccounts.columns.created'),
                cell: (account) => formatDate(account.createdAt, i18n.language),
              },
            ]}
          />
        )}
      </ListResult>
    </section>
  );
}
