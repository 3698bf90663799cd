import type { WorkLogResponse } from '@fachwerk/shared/contracts';
import {
  addCalendarDays,
  ARBZG,
  isIsoDate,
  isLateEntry,
  netMinutesOf,
  parseTime,
  rules,
  WORK_LOG_LIMITS,
  workLogRules,
  workingTimeViolations,
  workLogWarnings,
  type Rule,
  type RuleSchema,
} from '@fachwerk/shared/contracts/rules';
import { hasErrorCode, type ApiError } from '@fachwerk/web/data-access';
import { errorText, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import {
  DatePicker,
  Dialog,
  MutationDialog,
  NumberField,
  ReasonDialog,
  Select,
  Skeleton,
  Textarea,
  useMutationAction,
  formatDate,
  formatDateTime,
  formatHours,
} from '@fachwerk/web/ui';
import { useCallback, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from './TimeField';
import { useCorrectWorkLogMutation, useDisputeWorkLogMutation, useRecordWorkLogMutation, useWorkLogQuery } from '@fachwerk/web/data-access/api/work-logs';

export interface WorkerOption {
  id: string;
  name: string;
}

interface EntryValues {
  workerId: string;
  workDate: string;
  start: string;
  end: string;
  breakMinutes: number | null;
  note: string;
  lateReason: string;
  workingTimeException: string;
  reason: string;
}

/** A contracts work-log rule with the hours screen's text (its own key is the server catalogue's). */
const screenText = (rule: Rule, key: string): Rule => ({ ...rule, messageKey: `hoursWeb.form.${key}` });

/**
 * The entry form's rules, the API's own (contracts): times `HH:MM` with the end after the start, a
 * whole number of break minutes that fits between them, a worked day not in the future; the late
 * reason when the day is late, the correction's reason when it corrects.
 */
function entryRules({
  today,
  correcting,
  late,
  exception,
}: {
  today: string;
  correcting: boolean;
  late: boolean;
  exception: boolean;
}): RuleSchema {
  const text = (max: number) => [rules.maxLength(max)];
  return {
    ...(correcting
      ? { reason: [rules.required, ...text(WORK_LOG_LIMITS.reasonMax)] }
      : {
          workerId: [rules.required],
          workDate: [rules.required, workLogRules.date, screenText(workLogRules.notFuture(today), 'future')],
        }),
    start: [rules.required, screenText(workLogRules.time, 'time')],
    end: [rules.required, screenText(workLogRules.time, 'time'), screenText(workLogRules.endAfterStart, 'endAfterStart')],
    breakMinutes: [
      rules.required,
      rules.numeric,
      rules.integer,
      rules.minValue(0),
      rules.maxValue(WORK_LOG_LIMITS.dailyMinutes),
      screenText(workLogRules.breakFits, 'breakTooLong'),
    ],
    note: text(WORK_LOG_LIMITS.noteMax),
    lateReason: late ? [rules.required, ...text(WORK_LOG_LIMITS.reasonMax)] : [],
    workingTimeException: exception ? [rules.required, ...text(WORK_LOG_LIMITS.reasonMax)] : [],
  };
}

/**
 * Record a worker's day (supplier), or correct an entry (a new version with a reason). Net hours,
 * the ArbZG warnings (with the worker's other entries that day) and the late-entry reason show live,
 * from the same rules the API applies.
 */
export function EntryDialog({
  awardId,
  workers,
  entries,
  today,
  entry,
  defaultDate,
  onClose,
}: {
  awardId: string;
  workers: WorkerOption[];
  /** the entries on screen (for the day's totals) */
  entries: WorkLogResponse[];
  today: string;
  entry?: WorkLogResponse;
  defaultDate?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [record] = useRecordWorkLogMutation();
  const [correct] = useCorrectWorkLogMutation();
  // The API's refusal: its message stays in the dialog, its field messages go beside their fields in
  // the same render (onError, not an effect a render later).
  const refused = (failure: ApiError) => {
    if (hasErrorCode(failure, 'WORK_LOG_LATE_REASON_REQUIRED')) setLateByServer(true);
    if (hasErrorCode(failure, 'WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED')) setExceptionByServer(true);
    setServerErrors(form.setError, failure);
  };
  const recordAction = useMutationAction(record, { onSuccess: onClose, onError: refused });
  const correctAction = useMutationAction(correct, { onSuccess: onClose, onError: refused });
  const action = entry ? correctAction : recordAction;
  // the API found the day late (e.g. past midnight since the dialog opened): the reason is asked for
  const [lateByServer, setLateByServer] = useState(false);
  // the API found the day beyond the ArbZG (e.g. with entries of other awards not on this screen)
  const [exceptionByServer, setExceptionByServer] = useState(false);
  const exceptionAsked = useRef(false);
  const isLate = useCallback(
    (workDate: string) => lateByServer || (entry ? entry.late : isIsoDate(workDate) && isLateEntry(workDate, today)),
    [entry, today, lateByServer],
  );
  const schema = useCallback(
    (values: Record<string, unknown>) =>
      entryRules({
        today,
        correcting: Boolean(entry),
        late: isLate(String(values['workDate'] ?? '')),
        exception: exceptionAsked.current,
      }),
    [today, entry, isLate],
  );
  const label = useCallback((field: string) => t(`hoursWeb.fields.${field}`), [t]);
  const form = useContractsForm<EntryValues>(schema, {
    label,
    defaultValues: {
      workerId: entry?.workerId ?? (workers.length === 1 ? (workers[0]?.id ?? '') : ''),
      workDate: entry?.workDate ?? defaultDate ?? today,
      start: entry?.start ?? '07:00',
      end: entry?.end ?? '15:30',
      breakMinutes: entry?.breakMinutes ?? 30,
      note: entry?.note ?? '',
      lateReason: entry?.lateReason ?? '',
      workingTimeException: entry?.workingTimeException ?? '',
      reason: '',
    },
  });
  const { control, formState } = form;
  const error = (field: keyof EntryValues) => errorText(formState.errors, field);

  const [workerId, workDate, start, end, breakMinutes] = form.watch(['workerId', 'workDate', 'start', 'end', 'breakMinutes']);
  const startMinute = parseTime(start);
  const endMinute = parseTime(end);
  const validBreak = typeof breakMinutes === 'number' && Number.isInteger(breakMinutes) && breakMinutes >= 0 ? breakMinutes : null;
  const net =
    startMinute !== null && endMinute !== null && validBreak !== null ? netMinutesOf(startMinute, endMinute, validBreak) : null;
  const late = isLate(workDate);
  const sameDay = entries.filter((e) => e.workerId === workerId && e.workDate === workDate && e._id !== entry?._id);
  const warnings =
    net === null
      ? []
      : workLogWarnings(
          net + sameDay.reduce((s, e) => s + e.netMinutes, 0),
          (validBreak ?? 0) + sameDay.reduce((s, e) => s + e.breakMinutes, 0),
        );

  // ArbZG over the worker's entries on screen (this day and its neighbours): beyond it needs a reason
  const spansOn = (date: string) =>
    entries
      .filter((e) => e.workerId === workerId && e.workDate === date && e._id !== entry?._id)
      .map((e) => ({ start: parseTime(e.start) ?? 0, end: parseTime(e.end) ?? 0, breakMinutes: e.breakMinutes }));
  const violations =
    net === null || startMinute === null || endMinute === null || !isIsoDate(workDate)
      ? []
      : workingTimeViolations({
          spans: [...spansOn(workDate), { start: startMinute, end: endMinute, breakMinutes: validBreak ?? 0 }],
          previousDay: spansOn(addCalendarDays(workDate, -1)),
          nextDay: spansOn(addCalendarDays(workDate, 1)),
        });
  const exception = violations.length > 0 || exceptionByServer;
  exceptionAsked.current = exception;

  const submit = form.handleSubmit(async (values) => {
    const times = {
      start: values.start.trim(),
      end: values.end.trim(),
      breakMinutes: values.breakMinutes ?? 0,
      note: values.note.trim() || undefined,
      lateReason: late ? values.lateReason.trim() : undefined,
      workingTimeException: exception ? values.workingTimeException.trim() : undefined,
    };
    if (entry) await correctAction.run({ id: entry._id, body: { ...times, reason: values.reason.trim(), version: entry.version } });
    else await recordAction.run({ ...times, awardId, workerId: values.workerId, workDate: values.workDate });
  });

  return (
    <MutationDialog
      title={t(entry ? 'hoursWeb.form.correctTitle' : 'hoursWeb.form.addTitle')}
      action={action}
      onClose={onClose}
      onConfirm={() => void submit()}
      confirmLabel={t(entry ? 'hoursWeb.form.saveCorrection' : 'hoursWeb.form.save')}
      testId="work-log-dialog"
    >
      <form className="fw-form" noValidate onSubmit={(event) => void submit(event)}>
        {entry ? (
          <p>
            <strong>{entry.workerName}</strong>, {formatDate(entry.workDate, i18n.language)}
          </p>
        ) : (
          <>
            <Controller
              control={control}
              name="workerId"
              render={({ field }) => (
                <Select
                  {...field}
                  label={t('hoursWeb.form.worker')}
                  options={workers.map((w) => ({ value: w.id, label: w.name }))}
                  placeholder={t('hoursWeb.form.chooseWorker')}
                  error={error('workerId')}
                />
              )}
            />
            <Controller
              control={control}
              name="workDate"
              render={({ field }) => (
                <DatePicker {...field} label={t('hoursWeb.form.date')} max={today} error={error('workDate')} />
              )}
            />
          </>
        )}
        <div className="fw-form-row">
          <Controller
            control={control}
            name="start"
            // a new start checks the end and the break again
            rules={{ deps: ['end', 'breakMinutes'] }}
            render={({ field }) => (
              <TimeField {...field} label={t('hoursWeb.form.start')} hint={t('hoursWeb.form.timeHint')} error={error('start')} />
            )}
          />
          <Controller
            control={control}
            name="end"
            rules={{ deps: ['breakMinutes'] }}
            render={({ field }) => <TimeField {...field} label={t('hoursWeb.form.end')} error={error('end')} />}
          />
        </div>
        <Controller
          control={control}
          name="breakMinutes"
          render={({ field }) => (
            <NumberField {...field} reportUnreadable label={t('hoursWeb.form.break')} error={error('breakMinutes')} />
          )}
        />
        {net !== null && (
          <p className="fw-hours-net" data-testid="work-log-net" aria-live="polite">
            {t('hoursWeb.form.net', { hours: formatHours(net, i18n.language) })}
          </p>
        )}
        <div aria-live="polite">
          {warnings.map((w) => (
            <p key={w} className="fw-hint fw-hint--warning" data-testid="work-log-form-warning">
              {t(`hoursWeb.warnings.${w}`)}
            </p>
          ))}
        </div>
        <Controller
          control={control}
          name="note"
          render={({ field }) => (
            <Textarea {...field} label={t('hoursWeb.form.note')} rows={2} maxLength={WORK_LOG_LIMITS.noteMax} error={error('note')} />
          )}
        />
        {exception && (
          <>
            <p className="fw-hint fw-hint--warning">{t('hoursWeb.form.workingTimeHint')}</p>
            {violations.includes('restTooShort') && <p className="fw-hint fw-hint--warning">{t('hoursWeb.form.restTooShort', { hours: ARBZG.minRestMinutes / 60 })}</p>}
            <Controller
              control={control}
              name="workingTimeException"
              render={({ field }) => (
                <Textarea
                  {...field}
                  label={t('hoursWeb.form.workingTimeException')}
                  rows={2}
                  maxLength={WORK_LOG_LIMITS.reasonMax}
                  error={error('workingTimeException')}
                />
              )}
            />
          </>
        )}
        {late && (
          <>
            <p className="fw-hint fw-hint--warning">{t('hoursWeb.form.lateHint')}</p>
            <Controller
              control={control}
              name="lateReason"
              render={({ field }) => (
                <Textarea
                  {...field}
                  label={t('hoursWeb.form.lateReason')}
                  rows={2}
                  maxLength={WORK_LOG_LIMITS.reasonMax}
                  error={error('lateReason')}
                />
              )}
            />
          </>
        )}
        {entry && (
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <Textarea
                {...field}
                label={t('hoursWeb.form.reason')}
                rows={2}
                maxLength={WORK_LOG_LIMITS.reasonMax}
                error={error('reason')}
              />
            )}
          />
        )}
      </form>
    </MutationDialog>
  );
}

/** The client disputes a submitted entry with a reason; the supplier is notified and corrects it. */
export function DisputeDialog({ entry, onClose }: { entry: WorkLogResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [dispute] = useDisputeWorkLogMutation();
  const action = useMutationAction(dispute, { onSuccess: onClose });
  return (
    <ReasonDialog
      title={t('hoursWeb.disputeDialog.title')}
      text={t('hoursWeb.disputeDialog.text', {
        worker: entry.workerName,
        date: formatDate(entry.workDate, i18n.language),
        start: entry.start,
        end: entry.end,
      })}
      label={t('hoursWeb.disputeDialog.reason')}
      maxLength={WORK_LOG_LIMITS.reasonMax}
      submitLabel={t('hoursWeb.disputeDialog.confirm')}
      busy={action.busy}
      error={action.error?.message}
      testId="work-log-dispute-dialog"
      onCancel={onClose}
      onSubmit={(reason) => void action.run({ id: entry._id, reason })}
    />
  );
}

/** Every version of an entry, newest first: who, when, why. */
export function HistoryDialog({ entry, onClose }: { entry: WorkLogResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useWorkLogQuery(entry._id);
  return (
    <Dialog
      title={t('hoursWeb.historyDialog.title')}
      onClose={onClose}
      testId="work-log-history"
      footer={
        <button type="button" className="fw-button fw-button--secondary" onClick={onClose}>
          {t('hoursWeb.historyDialog.close')}
        </button>
      }
    >
      {detail.isLoading && <Skeleton lines={3} />}
      {detail.data && (
        <ol className="fw-list" reversed>
          {detail.data.versions.map((v) => (
            <li key={v.version} data-testid="work-log-version">
              <strong>{t('hoursWeb.historyDialog.version', { version: v.version })}</strong>: {v.start}–{v.end},{' '}
              {t('hoursWeb.breakMinutes', { count: v.breakMinutes })}, {formatHours(v.netMinutes, i18n.language)} h
              <br />
              <span className="fw-hint">
                {t('hoursWeb.historyDialog.by', { date: formatDateTime(v.createdAt, i18n.language), name: v.createdByName ?? '—' })}
              </span>
              <br />
              <span>{v.reason ? t('hoursWeb.historyDialog.reason', { reason: v.reason }) : t('hoursWeb.historyDialog.first')}</span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
