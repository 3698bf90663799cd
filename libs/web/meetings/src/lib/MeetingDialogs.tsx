import {
  type MeetingChangeResponse,
  type MeetingMode,
  type MeetingResponse,
} from '@fachwerk/shared/contracts';
import { berlinLocalOf, MEETING_LIMITS, MEETING_MODES } from '@fachwerk/shared/contracts/meetings';
import { rules, type RuleSchema } from '@fachwerk/shared/contracts/rules';
import { errorText, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { useJobApplicationsQuery, useMeetingApplicationQuery } from '@fachwerk/web/data-access/api/awards';
import { useMyJobsQuery } from '@fachwerk/web/data-access/api/jobs';
import { useCancelMeetingMutation, useRejectMeetingSupplierMutation, useRescheduleMeetingMutation, useScheduleMeetingMutation } from '@fachwerk/web/data-access/api/meetings';
import {
  DatePicker,
  FieldError,
  MutationDialog,
  ReasonDialog,
  Select,
  Textarea,
  TextField,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useCallback } from 'react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Overlaps = MeetingChangeResponse['overlaps'];

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];
const today = () => berlinLocalOf(new Date()).date;

interface DateTimeValues extends FieldValues {
  date: string;
  time: string;
}

/** A meeting's date and time are required (contracts rules; the API checks format and the past). */
const DATE_TIME_RULES = { date: [rules.required], time: [rules.required] } as const;

/** The field labels of the meeting forms, for the rule texts ("Das Feld Datum ist erforderlich."). */
function useMeetingFieldLabel() {
  const { t } = useTranslation();
  return useCallback(
    (field: string) => t(`meetingsWeb.schedule.${field === 'applicationId' ? 'application' : field === 'durationMinutes' ? 'duration' : field}`),
    [t],
  );
}

/** Date (DatePicker) and Europe/Berlin time of a meeting. */
function DateTimeFields<T extends DateTimeValues>({ control, errors }: { control: Control<T>; errors: FieldErrors<T> }) {
  const { t } = useTranslation();
  return (
    <div className="fw-field-row">
      <Controller
        control={control}
        name={'date' as Path<T>}
        render={({ field }) => (
          <DatePicker
            {...field}
            label={`${t('meetingsWeb.schedule.date')} *`}
            min={today()}
            required
            error={errorText(errors, 'date')}
          />
        )}
      />
      <Controller
        control={control}
        name={'time' as Path<T>}
        render={({ field }) => (
          <TextField
            {...field}
            label={t('meetingsWeb.schedule.time')}
            type="time"
            step={300}
            required
            hint={t('meetingsWeb.schedule.timeHint')}
            error={errorText(errors, 'time')}
          />
        )}
      />
    </div>
  );
}

interface ScheduleValues extends DateTimeValues {
  jobId: string;
  applicationId: string;
  durationMinutes: string;
  mode: MeetingMode;
  address: string;
  videoLink: string;
  agenda: string;
}

/** The schedule form's rules: an application, date and time, the address on site or the link of a video meeting. */
const scheduleRules = (values: FieldValues): RuleSchema => ({
  applicationId: [rules.required],
  ...DATE_TIME_RULES,
  ...(values['mode'] === 'video'
    ? { videoLink: [rules.required, rules.maxLength(MEETING_LIMITS.linkMax)] }
    : { address: [rules.required, rules.maxLength(MEETING_LIMITS.addressMax)] }),
  agenda: [rules.maxLength(MEETING_LIMITS.agendaMax)],
});

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
  const form = useContractsForm<ScheduleValues>(scheduleRules, {
    label: useMeetingFieldLabel(),
    defaultValues: {
      jobId: '',
      applicationId: preset ?? '',
      date: '',
      time: '10:00',
      durationMinutes: '60',
      mode: 'onSite',
      address: '',
      videoLink: '',
      agenda: '',
    },
  });
  const { control, formState, setError, setValue } = form;
  const [jobId, mode] = form.watch(['jobId', 'mode']);
  const jobs = useMyJobsQuery({ limit: 100 }, { skip: Boolean(preset) });
  const applications = useJobApplicationsQuery(
    { jobId, status: 'pending', limit: 100 },
    { skip: Boolean(preset) || !jobId },
  );
  const [schedule] = useScheduleMeetingMutation();
  // the API's field messages go beside their fields in the same render as its message in the dialog
  const action = useMutationAction(schedule, {
    onSuccess: (result) => result && onDone(result.data),
    onError: (failure) => setServerErrors(setError, failure),
  });
  const error = (field: keyof ScheduleValues & string) => errorText(formState.errors, field);

  const submit = form.handleSubmit(async (values) => {
    const agenda = values.agenda.trim();
    await action.run({
      applicationId: values.applicationId,
      date: values.date,
      time: values.time,
      durationMinutes: Number(values.durationMinutes),
      mode: values.mode,
      ...(values.mode === 'onSite' ? { address: values.address.trim() } : { videoLink: values.videoLink.trim() }),
      ...(agenda ? { agenda } : {}),
    });
  });
  const supplierName = presetApplication.data?.supplier.companyName;

  return (
    <MutationDialog
      title={
        supplierName
          ? t('meetingsWeb.schedule.headingWith', { supplier: supplierName })
          : t('meetingsWeb.schedule.heading')
      }
      testId="schedule-meeting-dialog"
      action={action}
      onClose={onClose}
      onConfirm={() => void submit()}
      confirmLabel={t('meetingsWeb.schedule.submit')}
    >
      {!preset && (
        <>
          <Controller
            control={control}
            name="jobId"
            render={({ field }) => (
              <Select
                {...field}
                label={`${t('meetingsWeb.schedule.job')} *`}
                placeholder={t('meetingsWeb.schedule.chooseJob')}
                options={(jobs.data?.items ?? []).map((job) => ({ value: job._id, label: job.title }))}
                onChange={(e) => {
                  field.onChange(e);
                  setValue('applicationId', '');
                }}
              />
            )}
          />
          {jobId && applications.data && applications.data.items.length === 0 && (
            <p className="fw-empty">{t('meetingsWeb.schedule.noApplications')}</p>
          )}
          {jobId && (applications.data?.items.length ?? 0) > 0 && (
            <Controller
              control={control}
              name="applicationId"
              render={({ field }) => (
                <Select
                  {...field}
                  label={`${t('meetingsWeb.schedule.application')} *`}
                  placeholder={t('meetingsWeb.schedule.chooseApplication')}
                  options={(applications.data?.items ?? []).map((a) => ({
                    value: a._id,
                    label: a.supplier.companyName,
                  }))}
                  error={error('applicationId')}
                />
              )}
            />
          )}
          {/* no application to choose yet: the rule's text still says what is missing */}
          {!(jobId && (applications.data?.items.length ?? 0) > 0) && error('applicationId') && <FieldError as="p">{error('applicationId')}</FieldError>}
        </>
      )}
      <DateTimeFields control={control} errors={formState.errors} />
      <div className="fw-field-row">
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field }) => (
            <Select
              {...field}
              label={t('meetingsWeb.schedule.duration')}
              options={DURATIONS.map((m) => ({
                value: String(m),
                label: t('meetingsWeb.field.durationValue', { minutes: m }),
              }))}
              error={error('durationMinutes')}
            />
          )}
        />
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <Select
              {...field}
              label={t('meetingsWeb.schedule.mode')}
              options={MEETING_MODES.map((m) => ({ value: m, label: t(`meetingsWeb.mode.${m}`) }))}
            />
          )}
        />
      </div>
      {mode === 'onSite' ? (
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <TextField
              {...field}
              label={`${t('meetingsWeb.schedule.address')} *`}
              maxLength={MEETING_LIMITS.addressMax}
              error={error('address')}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="videoLink"
          render={({ field }) => (
            <TextField
              {...field}
              label={`${t('meetingsWeb.schedule.videoLink')} *`}
              type="url"
              maxLength={MEETING_LIMITS.linkMax}
              error={error('videoLink')}
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="agenda"
        render={({ field }) => (
          <Textarea
            {...field}
            label={t('meetingsWeb.schedule.agenda')}
            maxLength={MEETING_LIMITS.agendaMax}
            error={error('agenda')}
          />
        )}
      />
    </MutationDialog>
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
  const form = useContractsForm<DateTimeValues>(DATE_TIME_RULES, {
    label: useMeetingFieldLabel(),
    defaultValues: { date: '', time: meeting.localTime },
  });
  const [reschedule] = useRescheduleMeetingMutation();
  const action = useMutationAction(reschedule, {
    onSuccess: (result) => result && onDone(result.data.overlaps),
    onError: (failure) => setServerErrors(form.setError, failure),
  });
  const submit = form.handleSubmit(async ({ date, time }) => {
    await action.run({ id: meeting._id, body: { date, time } });
  });
  return (
    <MutationDialog
      title={t('meetingsWeb.propose.heading')}
      testId="propose-meeting-dialog"
      action={action}
      onClose={onClose}
      onConfirm={() => void submit()}
      confirmLabel={t('meetingsWeb.propose.submit')}
    >
      <p>{t('meetingsWeb.propose.text')}</p>
      <DateTimeFields control={form.control} errors={form.formState.errors} />
    </MutationDialog>
  );
}

/** "Termin absagen" (either side, admins): the reason is required and goes to the other side. */
export function CancelMeetingDialog({ meeting, onClose }: { meeting: MeetingResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [cancel] = useCancelMeetingMutation();
  const action = useMutationAction(cancel, { onSuccess: onClose });
  return (
    <ReasonDialog
      title={t('meetingsWeb.cancel.heading')}
      text={t('meetingsWeb.cancel.text')}
      label={t('meetingsWeb.cancel.reason')}
      maxLength={MEETING_LIMITS.reasonMax}
      submitLabel={t('meetingsWeb.cancel.submit')}
      busy={action.busy}
      error={action.error?.message}
      testId="cancel-meeting-dialog"
      onCancel={onClose}
      onSubmit={(reason) => void action.run({ id: meeting._id, body: { reason } })}
    />
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
  const [reject] = useRejectMeetingSupplierMutation();
  const action = useMutationAction(reject, { onSuccess: onClose });
  return (
    <ReasonDialog
      title={t('meetingsWeb.rejectSupplier.heading')}
      text={t('meetingsWeb.rejectSupplier.text', { supplier: meeting.supplier.name, job: meeting.job.title })}
      label={t('meetingsWeb.rejectSupplier.reason')}
      optional
      maxLength={MEETING_LIMITS.reasonMax}
      submitLabel={t('meetingsWeb.rejectSupplier.submit')}
      busy={action.busy}
      error={action.error?.message}
      testId="reject-supplier-dialog"
      onCancel={onClose}
      onSubmit={(reason) => void action.run({ id: meeting._id, body: reason ? { reason } : {} })}
    />
  );
}
