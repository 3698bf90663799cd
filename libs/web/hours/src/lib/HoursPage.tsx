import '@fachwerk/web/ui/screens-style';
import './catalogue';
import type { UserType, WorkLogResponse, WorkLogStatus } from '@fachwerk/shared/contracts';
import { useMissingBillingData } from '@fachwerk/web/data-access';
import {
  BackLink,
  BillingDataNotice,
  Button,
  type DataColumn,
  DataTable,
  EmptyState,
  ErrorState,
  MutationDialog,
  Skeleton,
  StatusBadge,
  type StatusTone,
  formatDate,
  formatHours,
  formatWeekday,
} from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DisputeDialog, EntryDialog, HistoryDialog } from './HoursDialogs';
import { isOpenEntry, useHoursPage } from './use-hours-page';

const TONE: Record<WorkLogStatus, StatusTone> = {
  submitted: 'warning',
  disputed: 'danger',
  approved: 'success',
  auto_approved: 'success',
};

/**
 * `/awarded-jobs/hours-logged/:id/:clientId`: the working hours of one awarded work, a week at a
 * time, per worker (its logic in `useHoursPage`). The supplier records and corrects (corrections are
 * versions); the client approves per entry, per worker-week or all at once, and disputes with a
 * reason. Both export CSV and PDF.
 */
export function HoursPage({ role }: { role: UserType }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const hoursPage = useHoursPage(role, id);
  const { award, logs, groups, week, approve, dialog, openDialog, closeDialog, isSupplier, isClient } = hoursPage;

  const hours = (minutes: number) => formatHours(minutes, i18n.language);
  // the client approves hours before the supplier invoices them: what the invoice needs is asked here too
  const missingBilling = useMissingBillingData(!isClient);

  const columns: DataColumn<WorkLogResponse>[] = [
    { key: 'date', header: t('hoursWeb.columns.date'), primary: true, cell: (e) => `${formatWeekday(e.workDate, i18n.language)}, ${formatDate(e.workDate, i18n.language)}` },
    { key: 'start', header: t('hoursWeb.columns.start'), cell: (e) => e.start },
    { key: 'end', header: t('hoursWeb.columns.end'), cell: (e) => e.end },
    { key: 'break', header: t('hoursWeb.columns.break'), numeric: true, cell: (e) => t('hoursWeb.breakMinutes', { count: e.breakMinutes }) },
    { key: 'hours', header: t('hoursWeb.columns.hours'), numeric: true, cell: (e) => hours(e.netMinutes) },
    {
      key: 'status',
      header: t('hoursWeb.columns.status'),
      cell: (e) => (
        <div className="fw-hours-status">
          <StatusBadge tone={TONE[e.status]} status={e.status} data-testid="work-log-status">
            {t(`hoursWeb.status.${e.status}`)}
          </StatusBadge>
          {e.late && ' '}
          {e.late && (
            <StatusBadge tone="warning" status="late">
              {t('hoursWeb.late')}
            </StatusBadge>
          )}
          {e.invoiced && ' '}
          {e.invoiced && (
            <StatusBadge tone="info" status="invoiced">
              {t('hoursWeb.invoiced')}
            </StatusBadge>
          )}
          {e.late && e.lateReason && <p className="fw-hint">{t('hoursWeb.lateReasonShown', { reason: e.lateReason })}</p>}
          {e.workingTimeException && (
            <p className="fw-hint fw-hint--warning" data-testid="work-log-exception">
              {t('hoursWeb.workingTimeExceptionShown', { reason: e.workingTimeException })}
            </p>
          )}
          {e.status === 'disputed' && e.disputeReason && (
            <p className="fw-hint" role="note">{t('hoursWeb.disputeReasonShown', { reason: e.disputeReason })}</p>
          )}
          {e.warnings.map((w) => (
            <p key={w} className="fw-hint fw-hint--warning" data-testid="work-log-warning">
              {t(`hoursWeb.warnings.${w}`)}
            </p>
          ))}
          {e.note && <p className="fw-hint">{e.note}</p>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('hoursWeb.columns.actions'),
      actions: true,
      cell: (e) => (
        <div className="fw-actions">
          {isSupplier && isOpenEntry(e) && (
            <Button size="small" variant="secondary" onClick={() => openDialog({ kind: 'correct', entry: e })}>
              {t('hoursWeb.correct')}
            </Button>
          )}
          {isClient && isOpenEntry(e) && (
            <Button size="small" onClick={() => void hoursPage.approveEntry(e)} disabled={approve.busy}>
              {t('hoursWeb.approve')}
            </Button>
          )}
          {isClient && e.status === 'submitted' && (
            <Button size="small" variant="secondary" onClick={() => openDialog({ kind: 'dispute', entry: e })}>
              {t('hoursWeb.dispute')}
            </Button>
          )}
          {e.version > 1 && (
            <Button size="small" variant="ghost" onClick={() => openDialog({ kind: 'history', entry: e })}>
              {t('hoursWeb.history')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  if (award.isError) {
    return (
      <section className="fw-page fw-hours">
        <BackLink to="/awarded-jobs" label={t('hoursWeb.back')} />
        <ErrorState message={t('hoursWeb.notFound')} />
      </section>
    );
  }

  return (
    <section className="fw-page fw-hours" data-testid="hours-page">
      <BackLink to="/awarded-jobs" label={t('hoursWeb.back')} />
      <h1>{t('hoursWeb.title')}</h1>
      {award.data && <p className="fw-subtitle">{t('hoursWeb.job', { title: award.data.job.title })}</p>}

      <nav className="fw-toolbar fw-hours-week" aria-label={t('hoursWeb.week', { from: formatDate(week.from, i18n.language), to: formatDate(week.to, i18n.language) })}>
        <Button size="small" variant="secondary" onClick={hoursPage.previousWeek} aria-label={t('hoursWeb.previousWeek')}>
          ←
        </Button>
        <strong data-testid="hours-week">{t('hoursWeb.week', { from: formatDate(week.from, i18n.language), to: formatDate(week.to, i18n.language) })}</strong>
        <Button size="small" variant="secondary" onClick={hoursPage.nextWeek} aria-label={t('hoursWeb.nextWeek')}>
          →
        </Button>
        {!hoursPage.isThisWeek && (
          <Button size="small" variant="ghost" onClick={hoursPage.thisWeek}>
            {t('hoursWeb.thisWeek')}
          </Button>
        )}
      </nav>

      <div className="fw-toolbar fw-hours-actions">
        {isSupplier && <Button onClick={() => openDialog({ kind: 'add' })}>{t('hoursWeb.add')}</Button>}
        {isClient && hoursPage.anyOpen && (
          <Button onClick={() => openDialog({ kind: 'approveAll' })}>{t('hoursWeb.approveAll')}</Button>
        )}
        <Button variant="secondary" onClick={() => void hoursPage.download('csv')}>
          {t('hoursWeb.exportCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void hoursPage.download('pdf')}>
          {t('hoursWeb.exportPdf')}
        </Button>
      </div>
      {approve.error && !dialog && <p role="alert" className="fw-form-error">{approve.error.message}</p>}
      {isClient && hoursPage.anyOpen && <BillingDataNotice missing={missingBilling} after={t('hoursWeb.billingLater')} testId="hours-billing-data" />}

      {logs.isLoading && <Skeleton lines={4} label={t('hoursWeb.title')} />}
      {logs.isError && <ErrorState message={t('hoursWeb.loadFailed')} onRetry={() => void logs.refetch()} />}
      {logs.data && groups.length === 0 && (
        <EmptyState title={t(isSupplier ? 'hoursWeb.emptySupplier' : 'hoursWeb.empty')} testId="hours-empty" />
      )}
      {groups.length > 0 && (
        <p className="fw-hours-total" data-testid="hours-week-total">
          {t('hoursWeb.weekTotal', { hours: hours(hoursPage.weekMinutes) })}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.workerId} className="fw-card fw-hours-worker" aria-label={group.workerName} data-testid="hours-worker">
          <header className="fw-hours-worker__head">
            <h2>{group.workerName}</h2>
            <span data-testid="hours-worker-total">{t('hoursWeb.workerTotal', { hours: hours(group.netMinutes) })}</span>
            {isClient && group.entries.some(isOpenEntry) && (
              <Button
                size="small"
                onClick={() => void hoursPage.approveWorkerWeek(group.workerId)}
                disabled={approve.busy}
              >
                {t('hoursWeb.approveWeek')}
              </Button>
            )}
          </header>
          <DataTable
            caption={group.workerName}
            columns={columns}
            rows={group.entries}
            rowKey={(e) => e._id}
            rowTestId={() => 'work-log-row'}
            rowAttributes={(e) => ({ 'data-status': e.status, 'data-date': e.workDate })}
          />
        </section>
      ))}

      {dialog?.kind === 'add' && (
        <EntryDialog
          awardId={id}
          workers={hoursPage.workers}
          entries={hoursPage.entries}
          today={hoursPage.today}
          defaultDate={hoursPage.defaultDate}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'correct' && (
        <EntryDialog
          awardId={id}
          workers={hoursPage.workers}
          entries={hoursPage.entries}
          today={hoursPage.today}
          entry={dialog.entry}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'dispute' && <DisputeDialog entry={dialog.entry} onClose={closeDialog} />}
      {dialog?.kind === 'history' && <HistoryDialog entry={dialog.entry} onClose={closeDialog} />}
      {dialog?.kind === 'approveAll' && (
        <MutationDialog
          title={t('hoursWeb.approveAllDialog.title')}
          action={approve}
          confirmLabel={t('hoursWeb.approveAllDialog.confirm')}
          onClose={hoursPage.closeApproveAll}
          onConfirm={() => void hoursPage.approveAll()}
        >
          <p>{t('hoursWeb.approveAllDialog.text')}</p>
        </MutationDialog>
      )}
    </section>
  );
}
