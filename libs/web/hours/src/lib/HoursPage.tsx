import '@fachwerk/web/market-ui/job-screens-style';
import './catalogue';
import {
  WORK_LOG_PATHS,
  type UserType,
  type WorkLogExportFormat,
  type WorkLogResponse,
  type WorkLogStatus,
} from '@fachwerk/shared/contracts';
import { addDays, formatHours, isIsoDate, weekOf } from '@fachwerk/shared/contracts/rules';
import { apiEffects } from '@fachwerk/web/data-access';
import { useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import { useAwardQuery, useWorkersQuery } from '@fachwerk/web/market-data-access';
import {
  BackLink,
  Button,
  DataTable,
  downloadBlob,
  EmptyState,
  ErrorState,
  MutationDialog,
  Skeleton,
  StatusBadge,
  useListUrlState,
  useMutationAction,
  type DataColumn,
  type FieldCodec,
  type StatusTone,
} from '@fachwerk/web/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { berlinToday, germanDate } from './format';
import { DisputeDialog, EntryDialog, HistoryDialog, type WorkerOption } from './HoursDialogs';
import { useApproveWorkLogsMutation, useWorkLogsQuery } from './work-logs.api';

const OPEN = new Set(['submitted', 'disputed']);

const TONE: Record<WorkLogStatus, StatusTone> = {
  submitted: 'warning',
  disputed: 'danger',
  approved: 'success',
  auto_approved: 'success',
};

/** The Monday of the week a date falls in; anything that is no date is '' (this week). */
const weekField: FieldCodec<string> = {
  parse: (raw) => (raw !== null && isIsoDate(raw) ? weekOf(raw).from : ''),
  format: (monday) => monday || null,
};
/**
 * `?week=<Monday>` (left out for this week), so a reload or a shared link shows the same week; each
 * week is its own history entry, so Back returns to the week before.
 */
const URL_STATE = { week: weekField };
const URL_OPTIONS = { history: 'push' } as const;

type Open =
  | { kind: 'add' }
  | { kind: 'correct'; entry: WorkLogResponse }
  | { kind: 'dispute'; entry: WorkLogResponse }
  | { kind: 'history'; entry: WorkLogResponse }
  | { kind: 'approveAll' }
  | null;

interface WorkerGroup {
  workerId: string;
  workerName: string;
  entries: WorkLogResponse[];
  netMinutes: number;
}

/** Downloads the export (CSV or PDF) with the session's token (the route is not public). */
function useExport(awardId: string, from: string, to: string) {
  const fetchFile = useAuthorizedFile();
  const { t } = useTranslation();
  return useCallback(
    async (format: WorkLogExportFormat) => {
      const query = new URLSearchParams({ awardId, from, to, format });
      try {
        downloadBlob(await fetchFile(`${WORK_LOG_PATHS.export}?${query.toString()}`), `stundennachweis-${from}-${to}.${format}`);
      } catch {
        apiEffects().notifyError(t('hoursWeb.exportFailed'));
      }
    },
    [fetchFile, awardId, from, to, t],
  );
}

/**
 * `/awarded-jobs/hours-logged/:id/:clientId`: the working hours of one awarded work, a week at a
 * time, per worker. The supplier records and corrects (corrections are versions); the client approves
 * per entry, per worker-week or all at once, and disputes with a reason. Both export CSV and PDF.
 */
export function HoursPage({ role }: { role: UserType }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { state, update } = useListUrlState(URL_STATE, URL_OPTIONS);
  const today = berlinToday();
  const week = weekOf(state.week || today);
  const award = useAwardQuery(id, { skip: !id });
  const logs = useWorkLogsQuery({ awardId: id, from: week.from, to: week.to, limit: 100 }, { skip: !id });
  const isSupplier = role === 'supplier';
  const fixedBudget = award.data?.job.type === 'fixedBudget';
  const team = useWorkersQuery({ limit: 100 }, { skip: !isSupplier || !fixedBudget });
  const [open, setOpen] = useState<Open>(null);
  const download = useExport(id, week.from, week.to);
  const [approveMutation] = useApproveWorkLogsMutation();
  const approve = useMutationAction(approveMutation, { onSuccess: () => setOpen(null) });

  const workers: WorkerOption[] = useMemo(() => {
    const named = (award.data?.workers ?? []).map((w) => ({ id: w._id, name: w.fullName }));
    const own = (team.data?.items ?? []).map((w) => ({ id: w._id, name: w.fullName }));
    return [...named, ...own.filter((w) => !named.some((n) => n.id === w.id))];
  }, [award.data, team.data]);

  const groups: WorkerGroup[] = useMemo(() => {
    const byWorker = new Map<string, WorkerGroup>();
    for (const entry of logs.data?.items ?? []) {
      const group = byWorker.get(entry.workerId) ?? {
        workerId: entry.workerId,
        workerName: entry.workerName,
        entries: [],
        netMinutes: 0,
      };
      group.entries.push(entry);
      group.netMinutes += entry.netMinutes;
      byWorker.set(entry.workerId, group);
    }
    return [...byWorker.values()].sort((a, b) => a.workerName.localeCompare(b.workerName, 'de'));
  }, [logs.data]);

  const hours = (minutes: number) => formatHours(minutes, i18n.language);
  const weekday = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${iso}T12:00:00Z`),
    );
  const anyOpen = (logs.data?.items ?? []).some((e) => OPEN.has(e.status));
  const total = groups.reduce((sum, g) => sum + g.netMinutes, 0);
  const goTo = (monday: string) => update({ week: monday === weekOf(today).from ? '' : monday });

  const columns: DataColumn<WorkLogResponse>[] = [
    { key: 'date', header: t('hoursWeb.columns.date'), primary: true, cell: (e) => `${weekday(e.workDate)}, ${germanDate(e.workDate)}` },
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
          {isSupplier && OPEN.has(e.status) && (
            <Button size="small" variant="secondary" onClick={() => setOpen({ kind: 'correct', entry: e })}>
              {t('hoursWeb.correct')}
            </Button>
          )}
          {role === 'client' && OPEN.has(e.status) && (
            <Button size="small" onClick={() => void approve.run({ ids: [e._id] })} disabled={approve.busy}>
              {t('hoursWeb.approve')}
            </Button>
          )}
          {role === 'client' && e.status === 'submitted' && (
            <Button size="small" variant="secondary" onClick={() => setOpen({ kind: 'dispute', entry: e })}>
              {t('hoursWeb.dispute')}
            </Button>
          )}
          {e.version > 1 && (
            <Button size="small" variant="ghost" onClick={() => setOpen({ kind: 'history', entry: e })}>
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

      <nav className="fw-toolbar fw-hours-week" aria-label={t('hoursWeb.week', { from: germanDate(week.from), to: germanDate(week.to) })}>
        <Button size="small" variant="secondary" onClick={() => goTo(addDays(week.from, -7))} aria-label={t('hoursWeb.previousWeek')}>
          ←
        </Button>
        <strong data-testid="hours-week">{t('hoursWeb.week', { from: germanDate(week.from), to: germanDate(week.to) })}</strong>
        <Button size="small" variant="secondary" onClick={() => goTo(addDays(week.from, 7))} aria-label={t('hoursWeb.nextWeek')}>
          →
        </Button>
        {week.from !== weekOf(today).from && (
          <Button size="small" variant="ghost" onClick={() => goTo(weekOf(today).from)}>
            {t('hoursWeb.thisWeek')}
          </Button>
        )}
      </nav>

      <div className="fw-toolbar fw-hours-actions">
        {isSupplier && <Button onClick={() => setOpen({ kind: 'add' })}>{t('hoursWeb.add')}</Button>}
        {role === 'client' && anyOpen && (
          <Button onClick={() => setOpen({ kind: 'approveAll' })}>{t('hoursWeb.approveAll')}</Button>
        )}
        <Button variant="secondary" onClick={() => void download('csv')}>
          {t('hoursWeb.exportCsv')}
        </Button>
        <Button variant="secondary" onClick={() => void download('pdf')}>
          {t('hoursWeb.exportPdf')}
        </Button>
      </div>
      {approve.error && !open && <p role="alert" className="fw-form-error">{approve.error.message}</p>}

      {logs.isLoading && <Skeleton lines={4} label={t('hoursWeb.title')} />}
      {logs.isError && <ErrorState message={t('hoursWeb.loadFailed')} onRetry={() => void logs.refetch()} />}
      {logs.data && groups.length === 0 && (
        <EmptyState title={t(isSupplier ? 'hoursWeb.emptySupplier' : 'hoursWeb.empty')} testId="hours-empty" />
      )}
      {groups.length > 0 && (
        <p className="fw-hours-total" data-testid="hours-week-total">
          {t('hoursWeb.weekTotal', { hours: hours(total) })}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.workerId} className="fw-card fw-hours-worker" aria-label={group.workerName} data-testid="hours-worker">
          <header className="fw-hours-worker__head">
            <h2>{group.workerName}</h2>
            <span data-testid="hours-worker-total">{t('hoursWeb.workerTotal', { hours: hours(group.netMinutes) })}</span>
            {role === 'client' && group.entries.some((e) => OPEN.has(e.status)) && (
              <Button
                size="small"
                onClick={() => void approve.run({ awardId: id, workerId: group.workerId, from: week.from, to: week.to })}
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

      {open?.kind === 'add' && (
        <EntryDialog
          awardId={id}
          workers={workers}
          entries={logs.data?.items ?? []}
          today={today}
          defaultDate={week.to < today ? week.to : today}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'correct' && (
        <EntryDialog
          awardId={id}
          workers={workers}
          entries={logs.data?.items ?? []}
          today={today}
          entry={open.entry}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'dispute' && <DisputeDialog entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === 'history' && <HistoryDialog entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === 'approveAll' && (
        <MutationDialog
          title={t('hoursWeb.approveAllDialog.title')}
          action={approve}
          confirmLabel={t('hoursWeb.approveAllDialog.confirm')}
          onClose={() => {
            approve.clearError();
            setOpen(null);
          }}
          onConfirm={() => void approve.run({ awardId: id })}
        >
          <p>{t('hoursWeb.approveAllDialog.text')}</p>
        </MutationDialog>
      )}
    </section>
  );
}
