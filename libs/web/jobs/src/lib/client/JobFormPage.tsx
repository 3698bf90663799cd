import '@fachwerk/web/market-data-access/catalogue';
import '@fachwerk/web/market-ui/job-screens-style';
import {
  EXPERIENCE_LEVELS,
  FEDERAL_STATES,
  JOB_LANGUAGE_LEVELS,
  JOB_LIMITS,
  JOB_TYPES,
  type FederalState,
  type GeoSuggestion,
  type JobStatus,
} from '@fachwerk/shared/contracts';
import { apiEffects, useAppDispatch, useCommonContent, type ApiError } from '@fachwerk/web/data-access';
import {
  AddressAutocomplete,
  BackLink,
  DatePicker,
  FileUploadPreview,
  type AddressSuggestion,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateJobMutation, useJobQuery, usePublishJobMutation, useUpdateJobMutation } from '@fachwerk/web/market-data-access';
import { CheckboxList, SelectInput, TagInput, TextInput } from '../shared/fields';
import { useUploader } from '@fachwerk/web/ui';
import { jobLookupsApi, toAddressSuggestion, useJobServiceToolsQuery } from '@fachwerk/web/market-data-access';
import {
  emptyJobForm,
  fieldNameKey,
  jobToForm,
  toJobPatch,
  toJobRequest,
  validateJobForm,
  type JobFormValues,
} from './job-form';

const EDITABLE: readonly JobStatus[] = ['draft', 'open'];

/** `/jobs-post` and `/jobs-edit/:id`: the client's job form (both job types). */
export function JobFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const job = useJobQuery(id ?? '', { skip: !id });

  if (!id) return <JobForm />;
  if (job.isLoading) return <p role="status">{t('jobsCommon.loading')}</p>;
  if (!job.data)
    return (
      <section className="fw-page">
        <BackLink to="/jobs" />
        <p role="alert">{t('jobsCommon.loadFailed')}</p>
      </section>
    );
  if (!EDITABLE.includes(job.data.status))
    return (
      <section className="fw-page">
        <BackLink to="/jobs" />
        <h1>{t('jobsClient.form.editTitle')}</h1>
        <p role="alert" className="fw-notice">
          {t('jobsClient.form.notEditable', { status: t(`jobsCommon.jobStatus.${job.data.status}`) })}
        </p>
      </section>
    );
  return (
    <JobForm key={job.data._id} jobId={job.data._id} status={job.data.status} initial={jobToForm(job.data)} />
  );
}

interface JobFormProps {
  jobId?: string;
  status?: JobStatus;
  initial?: JobFormValues;
}

export function JobForm({ jobId, status, initial }: JobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const content = useCommonContent();
  const upload = useUploader();
  const [form, setForm] = useState<JobFormValues>(initial ?? emptyJobForm);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [createJob, creating] = useCreateJobMutation();
  const [updateJob, updating] = useUpdateJobMutation();
  const [publishJob, publishing] = usePublishJobMutation();
  const busy = creating.isLoading || updating.isLoading || publishing.isLoading;
  const tools = useJobServiceToolsQuery([form.serviceId], { skip: !form.serviceId });
  const suggestions = useRef<GeoSuggestion[]>([]);

  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  // Tools belong to the chosen service: drop those the new service does not have.
  useEffect(() => {
    if (!tools.data) return;
    const known = new Set(tools.data.map((tool) => tool._id));
    setForm((f) =>
      f.tools.every((tool) => known.has(tool))
        ? f
        : { ...f, tools: f.tools.filter((tool) => known.has(tool)) },
    );
  }, [tools.data]);

  const localErrors = useMemo(() => (submitted ? validateJobForm(form) : {}), [submitted, form]);
  const fieldName = (path: string) => t(`jobsClient.form.fields.${fieldNameKey(path)}`);
  const errorOf = (path: string): string | undefined => {
    const local = localErrors[path];
    if (local) return t(local.key, { ...local.params, field: fieldName(path) });
    return serverErrors[path];
  };
  const label = (key: string) => t(`jobsClient.form.fields.${key}`);

  const fetchSuggestions = useCallback(
    async (q: string): Promise<AddressSuggestion[]> => {
      const result = await dispatch(
        jobLookupsApi.endpoints.jobPlaceSuggestions.initiate(q, { subscribe: false }),
      );
      suggestions.current = result.data ?? [];
      return suggestions.current.map(toAddressSuggestion);
    },
    [dispatch],
  );
  const onAddressSelect = (chosen: AddressSuggestion) => {
    const full = suggestions.current.find((s) => s.label === chosen.label);
    setForm((f) => ({
      ...f,
      address: chosen.label,
      city: chosen.city ?? '',
      postcode: full?.postcode ?? '',
      lat: chosen.lat,
      lng: chosen.long,
      // prefill the federal state from the address when the geocoder knows it
      state: (FEDERAL_STATES as readonly string[]).includes(chosen.state ?? '')
        ? (chosen.state as FederalState)
        : f.state,
    }));
  };

  const submit = async (draft: boolean) => {
    setSubmitted(true);
    setServerErrors({});
    setGeneralError(null);
    if (Object.keys(validateJobForm(form)).length > 0) return;
    const body = toJobRequest(form, draft);
    let result;
    if (!jobId) {
      result = await createJob(body);
    } else {
      result = await updateJob({ id: jobId, body: toJobPatch(form) });
      if ('data' in result && !draft && status === 'draft') result = await publishJob(jobId);
    }
    if ('error' in result) {
      const error = result.error as ApiError;
      const fields: Record<string, string> = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(error.errors ?? {})) {
        const shownAt = fieldOfServerPath(path);
        if (!messages[0]) continue;
        if (shownAt) fields[shownAt] ??= messages[0];
        else rest.push(messages[0]);
      }
      setServerErrors(fields);
      setGeneralError(rest.length ? rest.join(' ') : Object.keys(fields).length ? null : error.message);
      return;
    }
    if (result.data) apiEffects().notifySuccess(result.data.message);
    navigate('/jobs');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  const options = (list: { _id: string; name: string }[]) =>
    list.map((item) => ({ value: item._id, label: item.name }));
  const resource = form.type === 'resource';
  const documents =
    form.documents.length < JOB_LIMITS.documentsMax ? [...form.documents, null] : form.documents;
  const hasErrors = submitted && Object.keys(localErrors).length > 0;

  return (
    <section className="fw-page fw-job-form">
      <BackLink to="/jobs" />
      <h1>{t(jobId ? 'jobsClient.form.editTitle' : 'jobsClient.form.postTitle')}</h1>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {hasErrors && (
          <p role="alert" className="fw-form-error">
            {t('jobsClient.form.fixErrors')}
          </p>
        )}
        {generalError && (
          <p role="alert" className="fw-form-error">
            {generalError}
          </p>
        )}
        <fieldset className="fw-field fw-job-form__type" data-field="type">
          <legend>{label('type')}</legend>
          {JOB_TYPES.map((type) => (
            <label key={type} className="fw-choice">
              <input
                type="radio"
                name="type"
                value={type}
                checked={form.type === type}
                onChange={() => set('type', type)}
              />{' '}
              <strong>{t(`jobsCommon.jobType.${type}`)}</strong>
              <span className="fw-choice__help">{t(`jobsClient.form.typeHelp.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        {resource && (
          <TextInput
            field="workersNeeded"
            label={label('workersNeeded')}
            required
            inputMode="numeric"
            value={form.workersNeeded}
            onChange={(v) => set('workersNeeded', v)}
            error={errorOf('workersNeeded')}
          />
        )}
        <TextInput
          field="title"
          label={label('title')}
          required
          value={form.title}
          onChange={(v) => set('title', v)}
          error={errorOf('title')}
        />
        <SelectInput
          field="serviceId"
          label={label('serviceId')}
          required
          value={form.serviceId}
          onChange={(v) => set('serviceId', v)}
          options={options(content.serviceList)}
          error={errorOf('serviceId')}
        />
        <div className="fw-field-row">
          <div data-field="startDate">
            <DatePicker
              label={`${label('startDate')} *`}
              required
              value={form.startDate}
              onChange={(v) => set('startDate', v)}
            />
            {errorOf('startDate') && (
              <span className="fw-field__error" role="alert">
                {errorOf('startDate')}
              </span>
            )}
          </div>
          <div data-field="endDate">
            <DatePicker label={label('endDate')} value={form.endDate} onChange={(v) => set('endDate', v)} />
            {errorOf('endDate') && (
              <span className="fw-field__error" role="alert">
                {errorOf('endDate')}
              </span>
            )}
          </div>
        </div>
        <TextInput
          field="hours"
          label={label('hours')}
          required
          inputMode="numeric"
          value={form.hours}
          onChange={(v) => set('hours', v)}
          error={errorOf('hours')}
        />
        <CheckboxList
          field="skills"
          label={label('skills')}
          values={form.skills}
          onChange={(v) => set('skills', v)}
          options={options(content.skills)}
          error={errorOf('skills')}
        />

        <fieldset className="fw-field fw-job-form__languages" data-field="languages">
          <legend>{label('languages')}</legend>
          {form.languages.map((row, index) => (
            <div
              key={index}
              className="fw-field-row"
              role="group"
              aria-label={t('jobsClient.form.languageRow', { n: index + 1 })}
            >
              <SelectInput
                label={label('language')}
                required
                value={row.language}
                onChange={(v) =>
                  set(
                    'languages',
                    form.languages.map((r, i) => (i === index ? { ...r, language: v } : r)),
                  )
                }
                options={options(content.languageList)}
                error={errorOf(`languages.${index}.language`)}
              />
              <SelectInput
                label={label('level')}
                value={row.level}
                placeholder={t('jobsCommon.languageLevel.none')}
                onChange={(v) =>
                  set(
                    'languages',
                    form.languages.map((r, i) =>
                      i === index ? { ...r, level: (v || 'none') as typeof r.level } : r,
                    ),
                  )
                }
                options={JOB_LANGUAGE_LEVELS.filter((l) => l !== 'none').map((l) => ({ value: l, label: l }))}
              />
              <button
                type="button"
                className="fw-button fw-button--secondary"
                onClick={() =>
                  set(
                    'languages',
                    form.languages.filter((_, i) => i !== index),
                  )
                }
              >
                {t('jobsClient.form.removeLanguage', { n: index + 1 })}
              </button>
            </div>
          ))}
          {errorOf('languages') && (
            <span className="fw-field__error" role="alert">
              {errorOf('languages')}
            </span>
          )}
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={() => set('languages', [...form.languages, { language: '', level: 'none' }])}
          >
            {t('jobsClient.form.addLanguage')}
          </button>
        </fieldset>

        <div className="fw-field fw-field--checkbox" data-field="accommodation">
          <label>
            <input
              type="checkbox"
              checked={form.accommodation}
              onChange={(e) => set('accommodation', e.target.checked)}
            />{' '}
            {label('accommodation')}
          </label>
        </div>

        <fieldset className="fw-field fw-job-form__budget" data-field="budget">
          <legend>{t(resource ? 'jobsClient.form.budgetResource' : 'jobsClient.form.budgetFixed')}</legend>
          <div className="fw-field-row">
            <TextInput
              field="budgetMin"
              label={label('budgetMin')}
              required
              inputMode="decimal"
              value={form.budgetMin}
              onChange={(v) => set('budgetMin', v)}
              error={errorOf('budgetMin')}
              hint={t(resource ? 'jobsClient.form.perHourPerWorker' : 'jobsClient.form.inEuros')}
            />
            <TextInput
              field="budgetMax"
              label={label('budgetMax')}
              required
              inputMode="decimal"
              value={form.budgetMax}
              onChange={(v) => set('budgetMax', v)}
              error={errorOf('budgetMax')}
              hint={t(resource ? 'jobsClient.form.perHourPerWorker' : 'jobsClient.form.inEuros')}
            />
          </div>
        </fieldset>

        <div className="fw-field" data-field="location.address">
          <AddressAutocomplete
            label={`${label('address')} *`}
            value={form.address}
            onChange={(v) => set('address', v)}
            onSelect={onAddressSelect}
            fetchSuggestions={fetchSuggestions}
          />
          {errorOf('location.address') && (
            <span className="fw-field__error" role="alert">
              {errorOf('location.address')}
            </span>
          )}
        </div>
        <SelectInput
          field="location.state"
          label={label('state')}
          required
          value={form.state}
          onChange={(v) => set('state', v as FederalState | '')}
          options={FEDERAL_STATES.map((s) => ({ value: s, label: s }))}
          error={errorOf('location.state')}
        />
        <TextInput
          field="description"
          label={label('description')}
          required
          multiline
          rows={8}
          value={form.description}
          onChange={(v) => set('description', v)}
          error={errorOf('description')}
          hint={t('jobsClient.form.descriptionHelp')}
        />

        <fieldset className="fw-field fw-job-form__documents" data-field="documents">
          <legend>{label('documents')}</legend>
          {documents.map((path, index) => (
            <FileUploadPreview
              key={path ?? `empty-${index}`}
              label={t('jobsClient.form.document', { n: index + 1 })}
              slot="general"
              path={path}
              upload={upload('general')}
              onChange={(stored) =>
                set(
                  'documents',
                  stored === null
                    ? form.documents.filter((_, i) => i !== index)
                    : index < form.documents.length
                      ? form.documents.map((d, i) => (i === index ? stored : d))
                      : [...form.documents, stored],
                )
              }
            />
          ))}
          {errorOf('documents') && (
            <span className="fw-field__error" role="alert">
              {errorOf('documents')}
            </span>
          )}
        </fieldset>

        <SelectInput
          field="experience"
          label={label('experience')}
          required
          value={form.experience}
          onChange={(v) => set('experience', v as JobFormValues['experience'])}
          options={EXPERIENCE_LEVELS.map((e) => ({ value: e, label: t(`jobsCommon.experience.${e}`) }))}
          error={errorOf('experience')}
        />
        <CheckboxList
          field="tools"
          label={label('tools')}
          values={form.tools}
          onChange={(v) => set('tools', v)}
          options={(tools.data ?? []).map((tool) => ({ value: tool._id, label: tool.name }))}
          hint={
            !form.serviceId
              ? t('jobsClient.form.toolsChooseService')
              : tools.data?.length === 0
                ? t('jobsClient.form.noTools')
                : undefined
          }
          error={errorOf('tools')}
        />
        <TagInput
          field="certificates"
          label={label('certificates')}
          values={form.certificates}
          onChange={(v) => set('certificates', v)}
          maxLength={JOB_LIMITS.certificateMax}
          hint={t('jobsClient.form.certificatesHelp')}
          error={errorOf('certificates')}
        />

        <div className="fw-form-actions">
          {status !== 'open' && (
            <button
              type="button"
              className="fw-button fw-button--secondary"
              disabled={busy}
              onClick={() => void submit(true)}
            >
              {t('jobsClient.form.saveDraft')}
            </button>
          )}
          <button type="submit" className="fw-button" disabled={busy} aria-busy={busy}>
            {t(status === 'open' ? 'jobsClient.form.saveChanges' : 'jobsClient.form.publish')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The form field where a server error path is shown (`skills.2` → `skills`), or null: shown above the form. */
function fieldOfServerPath(path: string): string | null {
  if (/^languages\.\d+\.language$/.test(path)) return path;
  return FIELD_PATHS.find((p) => path === p || path.startsWith(`${p}.`)) ?? null;
}

/** Server error paths shown at a field of the form. */
const FIELD_PATHS = [
  'type',
  'title',
  'serviceId',
  'startDate',
  'endDate',
  'hours',
  'workersNeeded',
  'skills',
  'languages',
  'accommodation',
  'budgetMin',
  'budgetMax',
  'location.address',
  'location.state',
  'description',
  'documents',
  'experience',
  'tools',
  'certificates',
];
