import {
  type MeetingChangeResponse,
  type MeetingMode,
  type MeetingResponse,
} from '@fachwerk/shared/contracts';
import { berlinLocalOf, MEETING_LIMITS, MEETING_MODES } from '@fachwerk/shared/contracts/meetings';
import type { ApiError } from '@fachwerk/web/data-access';
import { useJobApplicationsQuery, useMyJobsQuery } from '@fachwerk/web/market-data-access';
import {
  DatePicker,
  Dialog,
  DialogActions,
  Select,
  TextField,
  Textarea,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelMeetingMutation,
  useMeetingApplicationQuery,
  useRejectMeetingSupplierMutation,
  useRescheduleMeetingMutation,
  useScheduleMeetingMutation,
} from './meetings.api';

type Overlaps = MeetingChangeResponse['overlaps'];

/** The first message the API gave for a field, if any. */
const fieldError = (error: ApiError | null, field: string) => error?.errors?.[field]?.[0];
/** The API's message when no field carries it. */
const generalError = (error: ApiError | null, fields: string[]) =>
  error && !fields.some((f) => fieldError(error, f)) ? error.message : null;

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];
const today = () => berlinLocalOf(new Date()).date;

function ErrorLine({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="fw-field__error">
      {text}
    </p>
  ) : null;
}

/** A dialog whose footer is cancel plus one action (the dialogs below). */
function ActionDialog({
  title,
  testId,
  onClose,
  onConfirm,
  confirmLabel,
  busy,
  danger = false,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={busy}
      testId={testId}
      footer={
        <DialogActions
          onCancel={onClose}
          onConfirm={onConfirm}
          confirmLabel={confirmLabel}
          busy={busy}
          danger={danger}
        />
      }
    >
      {children}
    </Dialog>
  );
}

/** Date (DatePicker) and Europe/Berlin time of a meeting. */
function DateTimeFields({
  date,
  time,
  onDate,
  onTime,
  error,
}: {
  date: string;
  time: string;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
  error: ApiError | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="fw-field-row">
      <DatePicker
        label={`${t('meetingsWeb.schedule.date')} *`}
        name="date"
        value={date}
        onChange={onDate}
        min={today()}
        required
        error={fieldError(error, 'date')}
      />
      <TextField
        label={`${t('meetingsWeb.schedule.time')} *`}
        name="time"
        type="time"
        step={300}
        value={time}
        onChange={(e) => onTime(e.target.value)}
        required
        hint={t('meetingsWeb.schedule.timeHint')}
        error={fieldError(error, 'time')}
      />
    </div>
  );
}

/**
 * "Termin vereinbaren" (client): for the application the link names, or one chosen from the
 * client's jobs and their open applications; date and time in Europe/Berlin.
 */
export function ScheduleMeetingDialog({
  applicationId: preset,
  onClose,
  onDone,
}: {
  applicationId?: string;
  onClose: () => void;
  onDone: (result: MeetingChangeResponse) => void;
}) {
  const { t } = useTranslation();
  const presetApplication = useMeetingApplicationQuery(preset ?? '', { skip: !preset });
  const [jobId, setJobId] = useState('');
  const [applicationId, setApplicationId] = useState(preset ?? '');
  const jobs = useMyJobsQuery({ limit: 100 }, { skip: Boolean(preset) });
  const applications = useJobApplicationsQuery(
    { jobId, status: 'pending', limit: 100 },
    { skip: Boolean(preset) || !jobId },
  );
  const [date, setDate] = useState('');
  const [time, setTime] = useState('10:00');
  const [duration, setDuration] = useState('60');
  const [mode, setMode] = useState<MeetingMode>('onSite');
  const [address, setAddress] = useState('');
  const [videoLink, setVideoLink] = useState('');
  const [agenda, setAgenda] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [schedule] = useScheduleMeetingMutation();
  const action = useMutationAction(schedule, { onSuccess: (result) => result && onDone(result.data) });

  const submit = () => {
    setMissing(null);
    if (!applicationId) {
      setMissing(t('meetingsWeb.required', { field: t('meetingsWeb.schedule.application') }));
      return;
    }
    void action.run({
      applicationId,
      date,
      time,
      durationMinutes: Number(duration),
      mode,
      ...(mode === 'onSite' ? { address } : { videoLink }),
      ...(agenda.trim() ? { agenda } : {}),
    });
  };
  const supplierName = presetApplication.data?.supplier.companyName;

  return (
    <ActionDialog
      title={
        supplierName
          ? t('meetingsWeb.schedule.headingWith', { supplier: supplierName })
          : t('meetingsWeb.schedule.heading')
      }
      testId="schedule-meeting-dialog"
      onClose={onClose}
      onConfirm={submit}
      confirmLabel={t('meetingsWeb.schedule.submit')}
      busy={action.busy}
    >
      {!preset && (
        <>
          <Select
            label={`${t('meetingsWeb.schedule.job')} *`}
            name="jobId"
            value={jobId}
            placeholder={t('meetingsWeb.schedule.chooseJob')}
            options={(jobs.data?.items ?? []).map((job) => ({ value: job._id, label: job.title }))}
            onChange={(e) => {
              setJobId(e.target.value);
              setApplicationId('');
            }}
          />
          {jobId && applications.data && applications.data.items.length === 0 && (
            <p className="fw-empty">{t('meetingsWeb.schedule.noApplications')}</p>
          )}
          {jobId && (applications.data?.items.length ?? 0) > 0 && (
            <Select
              label={`${t('meetingsWeb.schedule.application')} *`}
              name="applicationId"
              value={applicationId}
              placeholder={t('meetingsWeb.schedule.chooseApplication')}
              options={(applications.data?.items ?? []).map((a) => ({
                value: a._id,
                label: a.supplier.companyName,
              }))}
              onChange={(e) => setApplicationId(e.target.value)}
              error={fieldError(action.error, 'applicationId')}
            />
          )}
        </>
      )}
      <DateTimeFields date={date} time={time} onDate={setDate} onTime={setTime} error={action.error} />
      <div className="fw-field-row">
        <Select
          label={t('meetingsWeb.schedule.duration')}
          name="durationMinutes"
          value={duration}
          options={DURATIONS.map((m) => ({
            value: String(m),
            label: t('meetingsWeb.field.durationValue', { minutes: m }),
          }))}
          onChange={(e) => setDuration(e.target.value)}
          error={fieldError(action.error, 'durationMinutes')}
        />
        <Select
          label={t('meetingsWeb.schedule.mode')}
          name="mode"
          value={mode}
          options={MEETING_MODES.map((m) => ({ value: m, label: t(`meetingsWeb.mode.${m}`) }))}
          onChange={(e) => setMode(e.target.value as MeetingMode)}
        />
      </div>
      {mode === 'onSite' ? (
        <TextField
          label={`${t('meetingsWeb.schedule.address')} *`}
          name="address"
          value={address}
          maxLength={MEETING_LIMITS.addressMax}
          onChange={(e) => setAddress(e.target.value)}
          error={fieldError(action.error, 'address')}
        />
      ) : (
        <TextField
          label={`${t('meetingsWeb.schedule.videoLink')} *`}
          name="videoLink"
          type="url"
          value={videoLink}
          maxLength={MEETING_LIMITS.linkMax}
          onChange={(e) => setVideoLink(e.target.value)}
          error={fieldError(action.error, 'videoLink')}
        />
      )}
      <Textarea
        label={t('meetingsWeb.schedule.agenda')}
        name="agenda"
        value={agenda}
        maxLength={MEETING_LIMITS.agendaMax}
        onChange={(e) => setAgenda(e.target.value)}
        error={fieldError(action.error, 'agenda')}
      />
      <ErrorLine
        text={
          missing ??
          generalError(action.error, [
            'applicationId',
            'date',
            'time',
            'durationMinutes',
            'address',
            'videoLink',
            'agenda',
          ])
        }
      />
    </ActionDialog>
  );
}

/** "Andere Zeit vorschlagen" (either side): the other side accepts it. */
export function ProposeTimeDialog({
  meeting,
  onClose,
  onDone,
}: {
  meeting: MeetingResponse;
  onClose: () => void;
  onDone: (overlaps: Overlaps) => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [time, setTime] = useState(meeting.localTime);
  const [reschedule] = useRescheduleMeetingMutation();
  const action = useMutationAction(reschedule, {
    onSuccess: (result) => result && onDone(result.data.overlaps),
  });
  return (
    <ActionDialog
      title={t('meetingsWeb.propose.heading')}
      testId="propose-meeting-dialog"
      onClose={onClose}
      onConfirm={() => void action.run({ id: meeting._id, body: { date, time } })}
      confirmLabel={t('meetingsWeb.propose.submit')}
      busy={action.busy}
    >
      <p>{t('meetingsWeb.propose.text')}</p>
      <DateTimeFields date={date} time={time} onDate={setDate} onTime={setTime} error={action.error} />
      <ErrorLine text={generalError(action.error, ['date', 'time'])} />
    </ActionDialog>
  );
}

/** "Termin absagen" (either side, admins): the reason is required and goes to the other side. */
export function CancelMeetingDialog({ meeting, onClose }: { meeting: MeetingResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [cancel] = useCancelMeetingMutation();
  const action = useMutationAction(cancel, { onSuccess: onClose });
  const submit = () => {
    if (!reason.trim()) {
      setMissing(t('meetingsWeb.required', { field: t('meetingsWeb.cancel.reason') }));
      return;
    }
    setMissing(null);
    void action.run({ id: meeting._id, body: { reason } });
  };
  return (
    <ActionDialog
      title={t('meetingsWeb.cancel.heading')}
      testId="cancel-meeting-dialog"
      onClose={onClose}
      onConfirm={submit}
      confirmLabel={t('meetingsWeb.cancel.submit')}
      busy={action.busy}
      danger
    >
      <Textarea
        label={`${t('meetingsWeb.cancel.reason')} *`}
        name="reason"
        value={reason}
        maxLength={MEETING_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
        error={missing ?? fieldError(action.error, 'reason')}
      />
      <ErrorLine text={generalError(action.error, ['reason'])} />
    </ActionDialog>
  );
}

/** "Dienstleister ablehnen" (client, after the meeting): a confirmation, the reason optional. */
export function RejectSupplierDialog({
  meeting,
  onClose,
}: {
  meeting: MeetingResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reject] = useRejectMeetingSupplierMutation();
  const action = useMutationAction(reject, { onSuccess: onClose });
  return (
    <ActionDialog
      title={t('meetingsWeb.rejectSupplier.heading')}
      testId="reject-supplier-dialog"
      onClose={onClose}
      onConfirm={() => void action.run({ id: meeting._id, body: reason.trim() ? { reason } : {} })}
      confirmLabel={t('meetingsWeb.rejectSupplier.submit')}
      busy={action.busy}
      danger
    >
      <p>
        {t('meetingsWeb.rejectSupplier.text', { supplier: meeting.supplier.name, job: meeting.job.title })}
      </p>
      <Textarea
        label={t('meetingsWeb.rejectSupplier.reason')}
        name="reason"
        value={reason}
        maxLength={MEETING_LIMITS.reasonMax}
        onChange={(e) => setReason(e.target.value)}
        error={fieldError(action.error, 'reason')}
      />
      <ErrorLine text={generalError(action.error, ['reason'])} />
    </ActionDialog>
  );
}
