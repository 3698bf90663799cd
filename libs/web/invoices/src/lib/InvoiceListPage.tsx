import '@fachwerk/web/ui/screens-style';
import './catalogue';
import {
  INVOICE_PATHS,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  type InvoiceListItem,
  type UserType,
} from '@fachwerk/shared/contracts';
import { useAwardsQuery } from '@fachwerk/web/data-access/api/awards';
import { useFeeReportQuery, useInvoicesQuery } from '@fachwerk/web/data-access/api/invoices';
import {
  Button,
  type DataColumn,
  DataTable,
  DatePicker,
  EmptyState,
  ErrorState,
  FilterPanel,
  FilterToggles,
  formatCents,
  formatDate,
  oneOfField,
  pageField,
  Pager,
  Select,
  Skeleton,
  useListUrlState,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { InvoiceSettingsDialog } from './InvoiceSettingsDialog';
import { invoicePath, PaymentBadge, useAuthorizedDownload } from './shared';

const PAGE_SIZE = 20;
const SCHEMA = {
  page: pageField(),
  tab: oneOfField(['supplier', 'platform'] as const, 'supplier'),
  status: oneOfField(INVOICE_STATUSES),
  payment: oneOfField([...INVOICE_PAYMENT_STATUSES, 'overdue'] as const),
};

/**
 * `/invoice/list`: the supplier's own invoices (and the platform's fee invoices in a second tab),
 * the client's received invoices (never drafts), or every invoice for admins, with the fee report.
 */
export function InvoiceListPage({ role }: { role: UserType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { state, update, setPage } = useListUrlState(SCHEMA);
  const [params, setParams] = useSearchParams();
  const settingsOpen = params.get('settings') === '1';
  const tab = role === 'supplier' ? state.tab : undefined;
  const list = useInvoicesQuery({
    page: state.page,
    limit: PAGE_SIZE,
    ...(state.status ? { status: state.status } : {}),
    ...(state.payment ? { payment: state.payment } : {}),
    ...(tab === 'platform' ? { issuerKind: 'platform' as const } : {}),
  });
  const columns: DataColumn<InvoiceListItem>[] = [
    {
      key: 'number',
      header: t('invoicesWeb.columns.number'),
      primary: true,
      cell: (r) => (
        <Link to={invoicePath(r, role)} data-testid="invoice-link">
          {r.number ?? t('invoicesWeb.draftNumber')}
        </Link>
      ),
    },
    {
      key: 'party',
      header: t(role === 'client' ? 'invoicesWeb.columns.supplier' : role === 'admin' ? 'invoicesWeb.columns.parties' : tab === 'platform' ? 'invoicesWeb.columns.issuer' : 'invoicesWeb.columns.client'),
      cell: (r) =>
        role === 'client' || tab === 'platform'
          ? r.supplier.name
          : role === 'admin'
            ? `${r.supplier.name} → ${r.client.name}`
            : r.client.name,
    },
    { key: 'job', header: t('invoicesWeb.columns.job'), cell: (r) => r.jobTitle ?? '–' },
    { key: 'date', header: t('invoicesWeb.columns.date'), cell: (r) => <span className="fw-invoice-date">{formatDate(r.issueDate ?? r.createdAt.slice(0, 10), lang)}</span> },
    { key: 'gross', header: t('invoicesWeb.columns.gross'), numeric: true, cell: (r) => <span data-testid="invoice-gross">{formatCents(r.grossCents, lang)}</span> },
    { key: 'status', header: t('invoicesWeb.columns.status'), cell: (r) => <PaymentBadge invoice={r} /> },
  ];

  return (
    <section className="fw-page fw-invoices" data-testid="invoice-list-page">
      <h1>{t('invoicesWeb.listTitle')}</h1>
      {role === 'supplier' && (
        <div className="fw-toolbar">
          <CreateFromAward />
          <Button variant="secondary" onClick={() => setParams({ ...Object.fromEntries(params), settings: '1' })}>
            {t('invoicesWeb.settings.open')}
          </Button>
        </div>
      )}
      {role === 'client' && (
        <div className="fw-toolbar">
          <Button variant="secondary" onClick={() => setParams({ ...Object.fromEntries(params), settings: '1' })}>
            {t('invoicesWeb.settings.openClient')}
          </Button>
        </div>
      )}
      {role === 'supplier' && (
        <FilterToggles
          label={t('invoicesWeb.listTitle')}
          tabs={(['supplier', 'platform'] as const).map((value) => ({ id: value, label: t(`invoicesWeb.tabs.${value}`) }))}
          selected={state.tab}
          onSelect={(tab) => update({ tab })}
        />
      )}
      <FilterPanel label={t('invoicesWeb.filters.title')}>
        <Select
          label={t('invoicesWeb.filters.status')}
          value={state.status}
          placeholder={t('invoicesWeb.filters.all')}
          options={INVOICE_STATUSES.filter((s) => role !== 'client' || s !== 'draft').map((s) => ({ value: s, label: t(`invoicesWeb.status.${s}`) }))}
          onChange={(e) => update({ status: e.target.value as (typeof INVOICE_STATUSES)[number] | '' })}
        />
        <Select
          label={t('invoicesWeb.filters.payment')}
          value={state.payment}
          placeholder={t('invoicesWeb.filters.all')}
          options={[...INVOICE_PAYMENT_STATUSES, 'overdue' as const].map((s) => ({ value: s, label: t(`invoicesWeb.payment.${s}`) }))}
          onChange={(e) => update({ payment: e.target.value as typeof state.payment })}
        />
      </FilterPanel>

      {list.isLoading && <Skeleton lines={4} label={t('invoicesWeb.listTitle')} />}
      {list.isError && <ErrorState message={t('invoicesWeb.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.data && list.data.items.length === 0 && (
        <EmptyState title={t(`invoicesWeb.empty.${role === 'supplier' && tab === 'platform' ? 'platform' : role}`)} testId="invoice-empty" />
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <DataTable
            caption={t('invoicesWeb.listTitle')}
            columns={columns}
            rows={list.data.items}
            rowKey={(r) => r._id}
            rowTestId={() => 'invoice-row'}
            rowAttributes={(r) => ({ 'data-status': r.status, 'data-number': r.number ?? undefined })}
          />
          <Pager page={state.page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {role === 'admin' && <FeeReport />}
      {settingsOpen && role !== 'admin' && (
        <InvoiceSettingsDialog
          role={role}
          onClose={() => {
            const next = new URLSearchParams(params);
            next.delete('settings');
            setParams(next);
          }}
        />
      )}
    </section>
  );
}

/** Supplier: pick a running award and open the new-invoice screen for it. */
function CreateFromAward() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const awards = useAwardsQuery({ status: ['in_progress', 'completed', 'approved'], limit: 100 });
  const [awardId, setAwardId] = useState('');
  const items = awards.data?.items ?? [];
  if (items.length === 0) return null;
  const chosen = items.find((a) => a._id === awardId);
  return (
    <div className="fw-invoice-create">
      <Select
        label={t('invoicesWeb.create.award')}
        value={awardId}
        placeholder={t('invoicesWeb.create.choose')}
        options={items.map((a) => ({ value: a._id, label: `${a.job.title} – ${a.client.companyName}` }))}
        onChange={(e) => setAwardId(e.target.value)}
      />
      <Button
        disabled={!chosen}
        onClick={() => chosen && navigate(`/invoice/${chosen.job._id}/${chosen.client._id}/${chosen.supplier._id}`)}
      >
        {t('invoicesWeb.create.start')}
      </Button>
    </div>
  );
}

const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01`;
const today = () => new Date().toISOString().slice(0, 10);

/** Admin: the platform's service-fee report for a period and the accountant's CSV. */
function FeeReport() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const download = useAuthorizedDownload();
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(today());
  const valid = Boolean(from && to && from <= to);
  const report = useFeeReportQuery({ from, to }, { skip: !valid });
  const exportCsv = () => download(`${INVOICE_PATHS.exportCsv}?${new URLSearchParams({ from, to }).toString()}`, `rechnungen-${from}-${to}.csv`);
  return (
    <section className="fw-card fw-invoice-report" data-testid="fee-report">
      <h2>{t('invoicesWeb.report.title')}</h2>
      <div className="fw-toolbar">
        <DatePicker label={t('invoicesWeb.report.from')} value={from} onChange={setFrom} name="from" error={from ? undefined : t('invoicesWeb.errors.required')} />
        <DatePicker
          label={t('invoicesWeb.report.to')}
          value={to}
          onChange={setTo}
          min={from}
          name="to"
          error={!to ? t('invoicesWeb.errors.required') : from && to < from ? t('invoicesWeb.errors.periodOrder') : undefined}
        />
        <Button variant="secondary" disabled={!valid} onClick={() => void exportCsv()}>
          {t('invoicesWeb.report.export')}
        </Button>
      </div>
      {report.isError && <ErrorState message={t('invoicesWeb.loadFailed')} onRetry={() => void report.refetch()} />}
      {report.data && report.data.rows.length === 0 && <EmptyState title={t('invoicesWeb.report.empty')} />}
      {report.data && report.data.rows.length > 0 && (
        <>
          <DataTable
            caption={t('invoicesWeb.report.title')}
            rows={report.data.rows}
            rowKey={(r) => r.supplierId}
            columns={[
              { key: 'supplier', header: t('invoicesWeb.columns.supplier'), primary: true, cell: (r) => r.supplierName },
              { key: 'count', header: t('invoicesWeb.report.count'), numeric: true, cell: (r) => r.invoiceCount },
              { key: 'invoiced', header: t('invoicesWeb.report.invoiced'), numeric: true, cell: (r) => formatCents(r.invoicedNetCents, lang) },
              { key: 'fee', header: t('invoicesWeb.report.fee'), numeric: true, cell: (r) => formatCents(r.feeNetCents, lang) },
              { key: 'feeGross', header: t('invoicesWeb.report.feeGross'), numeric: true, cell: (r) => formatCents(r.feeGrossCents, lang) },
            ]}
          />
          <p data-testid="fee-report-total">
            {t('invoicesWeb.report.total', {
              percent: report.data.serviceFeePercent,
              fee: formatCents(report.data.totals.feeNetCents, lang),
              gross: formatCents(report.data.totals.feeGrossCents, lang),
            })}
          </p>
        </>
      )}
    </section>
  );
}
