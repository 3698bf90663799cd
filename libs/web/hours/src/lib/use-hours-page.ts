import './catalogue';
import { WORK_LOG_PATHS, type UserType, type WorkLogExportFormat, type WorkLogResponse, type WorkLogStatus } from '@fachwerk/shared/contracts';
import { addDays, isIsoDate, weekOf } from '@fachwerk/shared/contracts/rules';
import { apiEffects } from '@fachwerk/web/data-access';
import { useAwardQuery } from '@fachwerk/web/data-access/api/awards';
import { useApproveWorkLogsMutation, useWorkLogsQuery } from '@fachwerk/web/data-access/api/work-logs';
import { useWorkersQuery } from '@fachwerk/web/data-access/api/workers';
import { useAuthorizedFile } from '@fachwerk/web/data-access/authorized-file';
import { downloadBlob, type FieldCodec, useListUrlState, useMutationAction } from '@fachwerk/web/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinToday } from './format';
import type { WorkerOption } from './HoursDialogs';

const OPEN = new Set<WorkLogStatus>(['submitted', 'disputed']);

/** Still to be decided by the client: submitted or disputed (the supplier may correct it, the client approve it). */
export const isOpenEntry = (entry: WorkLogResponse) => OPEN.has(entry.status);

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

/** The dialog open on the page, if any. */
export type HoursDialog =
  | { kind: 'add' }
  | { kind: 'correct'; entry: WorkLogResponse }
  | { kind: 'dispute'; entry: WorkLogResponse }
  | { kind: 'history'; entry: WorkLogResponse }
  | { kind: 'approveAll' }
  | null;

export interface WorkerGroup {
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

/** Entries per worker (by name), each with its net minutes. */
function groupByWorker(entries: readonly WorkLogResponse[]): WorkerGroup[] {
  const byWorker = new Map<string, WorkerGroup>();
  for (const entry of entries) {
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
}

/**
 * The hours of one awarded work, a week at a time (the week in the URL): the award, the week's
 * entries per worker with totals, the workers an entry can be for (the award's named ones, for a
 * fixed budget also the supplier's own team), the open dialog, approvals (an entry, a worker-week,
 * everything) and the CSV/PDF export.
 */
export function useHoursPage(role: UserType, awardId: string) {
  const { state, update } = useListUrlState(URL_STATE, URL_OPTIONS);
  const today = berlinToday();
  const thisMonday = weekOf(today).from;
  const week = weekOf(state.week || today);
  const award = useAwardQuery(awardId, { skip: !awardId });
  const logs = useWorkLogsQuery({ awardId, from: week.from, to: week.to, limit: 100 }, { skip: !awardId });
  const isSupplier = role === 'supplier';
  const isClient = role === 'client';
  const fixedBudget = award.data?.job.type === 'fixedBudget';
  const team = useWorkersQuery({ limit: 100 }, { skip: !isSupplier || !fixedBudget });
  const [dialog, setDialog] = useState<HoursDialog>(null);
  const download = useExport(awardId, week.from, week.to);
  const [approveMutation] = useApproveWorkLogsMutation();
  const approve = useMutationAction(approveMutation, { onSuccess: () => setDialog(null) });

  const workers: WorkerOption[] = useMemo(() => {
    const named = (award.data?.workers ?? []).map((w) => ({ id: w._id, name: w.fullName }));
    const own = (team.data?.items ?? []).map((w) => ({ id: w._id, name: w.fullName }));
    return [...named, ...own.filter((w) => !named.some((n) => n.id === w.id))];
  }, [award.data, team.data]);

  const entries = useMemo(() => logs.data?.items ?? [], [logs.data]);
  const groups = useMemo(() => groupByWorker(entries), [entries]);
  const goTo = (monday: string) => update({ week: monday === thisMonday ? '' : monday });

  return {
    award,
    logs,
    entries,
    groups,
    /** net minutes of the whole week */
    weekMinutes: groups.reduce((sum, g) => sum + g.netMinutes, 0),
    /** some entry still waits for the client */
    anyOpen: entries.some(isOpenEntry),
    workers,
    isSupplier,
    isClient,
    today,
    week,
    isThisWeek: week.from === thisMonday,
    /** a new entry starts on today, or on the week's Sunday when the week shown is over */
    defaultDate: week.to < today ? week.to : today,
    previousWeek: () => goTo(addDays(week.from, -7)),
    nextWeek: () => goTo(addDays(week.from, 7)),
    thisWeek: () => goTo(thisMonday),
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    approve,
    approveEntry: (entry: WorkLogResponse) => approve.run({ ids: [entry._id] }),
    approveWorkerWeek: (workerId: string) => approve.run({ awardId, workerId, from: week.from, to: week.to }),
    approveAll: () => approve.run({ awardId }),
    /** closes the approve-everything confirmation, forgetting its refusal */
    closeApproveAll: () => {
      approve.clearError();
      setDialog(null);
    },
    download,
  };
}
