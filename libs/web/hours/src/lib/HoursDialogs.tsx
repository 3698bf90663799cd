import type { WorkLogResponse } from '@fachwerk/shared/contracts';
import {
  formatHours,
  isLateEntry,
  netMinutesOf,
  parseTime,
  WORK_LOG_LIMITS,
  workLogWarnings,
} from '@fachwerk/shared/contracts/rules';
import {
  DatePicker,
  Dialog,
  DialogActions,
  NumberField,
  Select,
  Skeleton,
  Textarea,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { germanDate } from './format';
import { TimeField } from './TimeField';
import {
  useCorrectWorkLogMutation,
  useDisputeWorkLogMutation,
  useRecordWorkLogMutation,
  useWorkLogQuery,
} from './work-logs.api';

export interface WorkerOption {
  id: string;
  name: string;
}

/** The server's message for a field, if it named one. */
const fieldError = (errors: Record<string, string[]> | undefined, field: string) => errors?.[field]?.[0];

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
  const [workerId, setWorkerId] = useState(entry?.workerId ?? (workers.length === 1 ? (workers[0]?.id ?? '') : ''));
  const [workDate, setWorkDate] = useState(entry?.workDate ?? defaultDate ?? today);
  const [start, setStart] = useState(entry?.start ?? '07:00');
  const [end, setEnd] = useState(entry?.end ?? '15:30');
  const [breakMinutes, setBreakMinutes] = useState<number | null>(entry?.breakMinutes ?? 30);
  const [note, setNote] = useState(entry?.note ?? '');
  const [lateReason, setLateReason] = useState(entry?.lateReason ?? '');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [record] = useRecordWorkLogMutation();
  const [correct] = useCorrectWorkLogMutation();
  const recordAction = useMutationAction(record, { onSuccess: onClose });
  const correctAction = useMutationAction(correct, { onSuccess: onClose });
  const action = entry ? correctAction : recordAction;

  const startMinute = parseTime(start);
  const endMinute = parseTime(end);
  const net =
    startMinute !== null && endMinute !== null && breakMinutes !== null
      ? netMinutesOf(startMinute, endMinute, breakMinutes)
      : null;
  const late = entry ? entry.late : workDate !== '' && isLateEntry(workDate, today);
  const sameDay = entries.filter((e) => e.workerId === workerId && e.workDate === workDate && e._id !== entry?._id);
  const warnings =
    net === null
      ? []
      : workLogWarnings(
          net + sameDay.reduce((s, e) => s + e.netMinutes, 0),
          (breakMinutes ?? 0) + sameDay.reduce((s, e) => s + e.breakMinutes, 0),
        );

  const errors = {
    workerId: !workerId ? t('hoursWeb.form.required') : undefined,
    workDate: !workDate ? t('hoursWeb.form.required') : workDate > today ? t('hoursWeb.form.future') : undefined,
    start: startMinute === null ? t('hoursWeb.form.time') : undefined,
    end:
      endMinute === null
        ? t('hoursWeb.form.time')
        : startMinute !== null && endMinute <= startMinute
          ? t('hoursWeb.form.endAfterStart')
          : undefined,
    breakMinutes:
      breakMinutes === null
        ? t('hoursWeb.form.required')
        : startMinute !== null && endMinute !== null && endMinute > startMinute && net === null
          ? t('hoursWeb.form.breakTooLong')
          : undefined,
    lateReason: late && !lateReason.trim() ? t('hoursWeb.form.required') : undefined,
    reason: entry && !reason.trim() ? t('hoursWeb.form.required') : undefined,
  };
  const shown = (field: keyof typeof errors) =>
    (touched ? errors[field] : undefined) ?? fieldError(action.error?.errors, field);
  const valid = Object.values(errors).every((e) => !e);

  const submit = () => {
    setTouched(true);
    if (!valid || breakMinutes === null) return;
    const times = {
      start,
      end,
      breakMinutes,
      note: note.trim() || undefined,
      lateReason: late ? lateReason.trim() : undefined,
    };
    if (entry) void correctAction.run({ id: entry._id, body: { ...times, reason: reason.trim(), version: entry.version } });
    else void recordAction.run({ ...times, awardId, workerId, workDate });
  };

  return (
    <Dialog
      title={t(entry ? 'hoursWeb.form.correctTitle' : 'hoursWeb.form.addTitle')}
      onClose={onClose}
      busy={action.busy}
      testId="work-log-dialog"
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={submit}
          confirmLabel={t(entry ? 'hoursWeb.form.saveCorrection' : 'hoursWeb.form.save')}
          busy={action.busy}
        />
      }
    >
      <form
        className="fw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {action.error && <p role="alert" className="fw-form-error">{action.error.message}</p>}
        {entry ? (
          <p>
            <strong>{entry.workerName}</strong>, {germanDate(entry.workDate)}
          </p>
        ) : (
          <>
            <Select
              label={t('hoursWeb.form.worker')}
              name="workerId"
              value={workerId}
              onChange={(e) => setWorkerId(e.target.value)}
              options={workers.map((w) => ({ value: w.id, label: w.name }))}
              placeholder={t('hoursWeb.form.chooseWorker')}
              error={shown('workerId')}
            />
            <DatePicker
              label={t('hoursWeb.form.date')}
              name="workDate"
              value={workDate}
              onChange={setWorkDate}
              max={today}
              error={shown('workDate')}
            />
          </>
        )}
        <div className="fw-form-row">
          <TimeField
            label={t('hoursWeb.form.start')}
            name="start"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            hint={t('hoursWeb.form.timeHint')}
            error={shown('start')}
          />
          <TimeField
            label={t('hoursWeb.form.end')}
            name="end"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={shown('end')}
          />
        </div>
        <NumberField
          label={t('hoursWeb.form.break')}
          name="breakMinutes"
          value={breakMinutes}
          onChange={setBreakMinutes}
          error={shown('breakMinutes')}
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
        <Textarea
          label={t('hoursWeb.form.note')}
          name="note"
          rows={2}
          maxLength={WORK_LOG_LIMITS.noteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {late && (
          <>
            <p className="fw-hint fw-hint--warning">{t('hoursWeb.form.lateHint')}</p>
            <Textarea
              label={t('hoursWeb.form.lateReason')}
              name="lateReason"
              rows={2}
              maxLength={WORK_LOG_LIMITS.reasonMax}
              value={lateReason}
              onChange={(e) => setLateReason(e.target.value)}
              error={shown('lateReason')}
            />
          </>
        )}
        {entry && (
          <Textarea
            label={t('hoursWeb.form.reason')}
            name="reason"
            rows={2}
            maxLength={WORK_LOG_LIMITS.reasonMax}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={shown('reason')}
          />
        )}
      </form>
    </Dialog>
  );
}

/** The client disputes a submitted entry with a reason; the supplier is notified and corrects it. */
export function DisputeDialog({ entry, onClose }: { entry: WorkLogResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [dispute] = useDisputeWorkLogMutation();
  const action = useMutationAction(dispute, { onSuccess: onClose });
  const missing = !reason.trim();
  return (
    <Dialog
      title={t('hoursWeb.disputeDialog.title')}
      onClose={onClose}
      busy={action.busy}
      testId="work-log-dispute-dialog"
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={() => {
            setTouched(true);
            if (!missing) void action.run({ id: entry._id, reason: reason.trim() });
          }}
          confirmLabel={t('hoursWeb.disputeDialog.confirm')}
          busy={action.busy}
          danger
        />
      }
    >
      {action.error && <p role="alert" className="fw-form-error">{action.error.message}</p>}
      <p>
        {t('hoursWeb.disputeDialog.text', {
          worker: entry.workerName,
          date: germanDate(entry.workDate),
          start: entry.start,
          end: entry.end,
        })}
      </p>
      <Textarea
        label={t('hoursWeb.disputeDialog.reason')}
        name="reason"
        rows={3}
        maxLength={WORK_LOG_LIMITS.reasonMax}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={touched && missing ? t('hoursWeb.form.required') : fieldError(action.error?.errors, 'reason')}
      />
    </Dialog>
  );
}

/** Every version of an entry, newest first: who, when, why. */
export function HistoryDialog({ entry, onClose }: { entry: WorkLogResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useWorkLogQuery(entry._id);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date(iso));
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
                {t('hoursWeb.historyDialog.by', { date: when(v.createdAt), name: v.createdByName ?? '—' })}
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
