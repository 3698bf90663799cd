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
  type JobLanguageLevel,
  type JobStatus,
} from '@fachwerk/shared/contracts';
import { useAppDispatch, useCommonContent, type ApiError } from '@fachwerk/web/data-access';
import { serverErrorMessages, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import {
  AddressAutocomplete,
  BackLink,
  ChoiceGroup,
  DatePicker,
  FileUploadPreview,
  ListEditor,
  MoneyField,
  NumberField,
  Select,
  Textarea,
  TextField,
  useMutationAction,
  useUploader,
  type AddressSuggestion,
} from '@fachwerk/web/ui';
import { useCallback, useEffect, useRef } from 'react';
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  jobLookupsApi,
  toAddressSuggestion,
  useCreateJobMutation,
  useJobQuery,
  useJobServiceToolsQuery,
  usePublishJobMutation,
  useUpdateJobMutation,
} from '@fachwerk/web/market-data-access';
import { CertificatesField } from './CertificatesField';
import { emptyJobForm, jobFormRules, jobToForm, toJobPatch, toJobRequest, type JobFormValues } from './job-form';

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

/**
 * The job form on the kit: react-hook-form with the contracts rules (useContractsForm); an error shows
 * once a field was left or the form was sent, and goes as soon as the value is valid. Money is typed
 * the German way ("2.500,00") and held as cents.
 */
export function JobForm({ jobId, status, initial }: JobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const content = useCommonContent();
  const upload = useUploader();
  const [createJob] = useCreateJobMutation();
  const [updateJob] = useUpdateJobMutation();
  const [publishJob] = usePublishJobMutation();
  const suggestions = useRef<GeoSuggestion[]>([]);

  const label = useCallback((key: string) => t(`jobsClient.form.fields.${key}`), [t]);
  const form = useContractsForm<JobFormValues>((values) => jobFormRules(values as JobFormValues), { label, defaultValues: initial ?? emptyJobForm() });
  const { register, control, setValue, getValues, watch, formState } = form;
  const errors = formState.errors;
  const languages = useFieldArray({ control, name: 'languages' });
  const resource = watch('type') === 'resource';

  const serviceId = watch('serviceId');
  const tools = useJobServiceToolsQuery([serviceId], { skip: !serviceId });
  // Tools belong to the chosen service: drop those the new service does not have.
  useEffect(() => {
    if (!tools.data) return;
    const known = new Set(tools.data.map((tool) => tool._id));
    const chosen = getValues('tools');
    if (!chosen.every((tool) => known.has(tool))) setValue('tools', chosen.filter((tool) => known.has(tool)));
  }, [tools.data, getValues, setValue]);

  const fetchSuggestions = useCallback(
    async (q: string): Promise<AddressSuggestion[]> => {
      const result = await dispatch(jobLookupsApi.endpoints.jobPlaceSuggestions.initiate(q, { subscribe: false }));
      suggestions.current = result.data ?? [];
      return suggestions.current.map(toAddressSuggestion);
    },
    [dispatch],
  );
  const onAddressSelect = (chosen: AddressSuggestion) => {
    const full = suggestions.current.find((s) => s.label === chosen.label);
    setValue('address', chosen.label, { shouldValidate: formState.isSubmitted });
    setValue('city', chosen.city ?? '');
    setValue('postcode', full?.postcode ?? '');
    setValue('lat', chosen.lat);
    setValue('lng', chosen.long);
    // prefill the federal state from the address when the geocoder knows it
    if ((FEDERAL_STATES as readonly string[]).includes(chosen.state ?? ''))
      setValue('state', chosen.state as FederalState, { shouldValidate: formState.isSubmitted });
  };

  /** Create, or edit (and publish a draft that is sent, not kept as draft): one mutation for the kit. */
  const saveJob = useCallback(
    async ({ values, draft }: { values: JobFormValues; draft: boolean }) => {
      if (!jobId) return createJob(toJobRequest(values, draft));
      const updated = await updateJob({ id: jobId, body: toJobPatch(values) });
      return 'data' in updated && !draft && status === 'draft' ? publishJob(jobId) : updated;
    },
    [jobId, status, createJob, updateJob, publishJob],
  );
  const save = useMutationAction(saveJob, {
    onSuccess: () => navigate('/jobs'),
    // the API's field errors go to their fields; the rest is shown above the form
    onError: (error) => setServerErrors(form.setError, error, fieldOfServerPath),
  });
  const busy = save.busy;
  const generalError = save.error && generalErrorOf(save.error);
  const submit = (draft: boolean) => form.handleSubmit((values) => save.run({ values, draft }));

  const options = (list: { _id: string; name: string }[]) => list.map((item) => ({ value: item._id, label: item.name }));
  const documents = watch('documents');
  const documentSlots = documents.length < JOB_LIMITS.documentsMax ? [...documents, null] : documents;
  const hasErrors = formState.isSubmitted && Object.keys(errors).length > 0;
  const budgetHint = t(resource ? 'jobsClient.form.perHourPerWorker' : 'jobsClient.form.inEuros');

  return (
    <section className="fw-page fw-job-form">
      <BackLink to="/jobs" />
      <h1>{t(jobId ? 'jobsClient.form.editTitle' : 'jobsClient.form.postTitle')}</h1>
      <form noValidate onSubmit={(event) => void submit(false)(event)} aria-busy={busy}>
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
          {JOB_TYPES.map((jobType) => (
            <label key={jobType} className="fw-choice">
              <input type="radio" value={jobType} {...register('type')} />{' '}
              <strong>{t(`jobsCommon.jobType.${jobType}`)}</strong>
              <span className="fw-choice__help">{t(`jobsClient.form.typeHelp.${jobType}`)}</span>
            </label>
          ))}
        </fieldset>
        {resource && (
          <Controller
            control={control}
            name="workersNeeded"
            render={({ field, fieldState }) => (
              <NumberField {...field} reportUnreadable label={label('workersNeeded')} required error={fieldState.error?.message} />
            )}
          />
        )}
        <TextField label={label('title')} required error={errors.title?.message} {...register('title')} />
        <Select
          label={label('serviceId')}
          required
          placeholder={t('jobsShared.choose')}
          options={options(content.serviceList)}
          error={errors.serviceId?.message}
          {...register('serviceId')}
        />
        <div className="fw-field-row">
          <Controller
            control={control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DatePicker {...field} field="startDate" label={`${label('startDate')} *`} required error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="endDate"
            render={({ field, fieldState }) => (
              <DatePicker {...field} field="endDate" label={label('endDate')} min={getValues('startDate') || undefined} error={fieldState.error?.message} />
            )}
          />
        </div>
        <Controller
          control={control}
          name="hours"
          render={({ field, fieldState }) => <NumberField {...field} reportUnreadable label={label('hours')} required error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <ChoiceGroup
              field="skills"
              look="chips"
              label={label('skills')}
              values={field.value}
              onChange={field.onChange}
              options={options(content.skills)}
              error={errors.skills?.message}
            />
          )}
        />

        <ListEditor
          field="languages"
          className="fw-job-form__languages"
          legend={label('languages')}
          rowKeys={languages.fields.map((row) => row.id)}
          rowLabel={(n) => t('jobsClient.form.languageRow', { n })}
          addLabel={t('jobsClient.form.addLanguage')}
          removeLabel={(n) => t('jobsClient.form.removeLanguage', { n })}
          emptyText={null}
          error={errors.languages?.message ?? errors.languages?.root?.message}
          onAdd={() => languages.append({ language: '', level: 'none' })}
          onRemove={(index) => languages.remove(index)}
          renderRow={(index) => (
            <div className="fw-field-row">
              <Select
                label={label('language')}
                required
                placeholder={t('jobsShared.choose')}
                options={options(content.languageList)}
                error={errors.languages?.[index]?.language?.message}
                {...register(`languages.${index}.language`)}
              />
              <Select
                label={label('level')}
                placeholder={t('jobsCommon.languageLevel.none')}
                options={JOB_LANGUAGE_LEVELS.filter((l) => l !== 'none').map((l) => ({ value: l, label: l }))}
                {...register(`languages.${index}.level`, { setValueAs: (v: string) => (v || 'none') as JobLanguageLevel })}
              />
            </div>
          )}
        />

        <div className="fw-field fw-field--checkbox" data-field="accommodation">
          <label>
            <input type="checkbox" {...register('accommodation')} /> {label('accommodation')}
          </label>
        </div>

        <fieldset className="fw-field fw-job-form__budget" data-field="budget">
          <legend>{t(resource ? 'jobsClient.form.budgetResource' : 'jobsClient.form.budgetFixed')}</legend>
          <div className="fw-field-row">
            <Controller
              control={control}
              name="budgetMin"
              render={({ field, fieldState }) => (
                <MoneyField {...field} reportUnreadable label={label('budgetMin')} required hint={budgetHint} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name="budgetMax"
              // §5 min ≤ max: a new maximum checks the minimum again
              rules={{ deps: ['budgetMin'] }}
              render={({ field, fieldState }) => (
                <MoneyField {...field} reportUnreadable label={label('budgetMax')} required hint={budgetHint} error={fieldState.error?.message} />
              )}
            />
          </div>
        </fieldset>

        <div className="fw-field" data-field="location.address">
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <AddressAutocomplete
                label={`${label('address')} *`}
                value={field.value}
                onChange={field.onChange}
                onSelect={onAddressSelect}
                fetchSuggestions={fetchSuggestions}
              />
            )}
          />
          {errors.address && (
            <span className="fw-field__error" role="alert">
              {errors.address.message}
            </span>
          )}
        </div>
        <Select
          field="location.state"
          label={label('state')}
          required
          placeholder={t('jobsShared.choose')}
          options={FEDERAL_STATES.map((s) => ({ value: s, label: s }))}
          error={errors.state?.message}
          {...register('state')}
        />
        <Textarea
          label={label('description')}
          required
          rows={8}
          hint={t('jobsClient.form.descriptionHelp')}
          error={errors.description?.message}
          {...register('description')}
        />

        <fieldset className="fw-field fw-job-form__documents" data-field="documents">
          <legend>{label('documents')}</legend>
          {documentSlots.map((path, index) => (
            <FileUploadPreview
              key={path ?? `empty-${index}`}
              label={t('jobsClient.form.document', { n: index + 1 })}
              slot="general"
              path={path}
              upload={upload('general')}
              onChange={(stored) =>
                setValue(
                  'documents',
                  stored === null
                    ? documents.filter((_, i) => i !== index)
                    : index < documents.length
                      ? documents.map((d, i) => (i === index ? stored : d))
                      : [...documents, stored],
                )
              }
            />
          ))}
          {errors.documents && (
            <span className="fw-field__error" role="alert">
              {errors.documents.message}
            </span>
          )}
        </fieldset>

        <Select
          label={label('experience')}
          required
          placeholder={t('jobsShared.choose')}
          options={EXPERIENCE_LEVELS.map((e) => ({ value: e, label: t(`jobsCommon.experience.${e}`) }))}
          error={errors.experience?.message}
          {...register('experience')}
        />
        <Controller
          control={control}
          name="tools"
          render={({ field, fieldState }) => (
            <ChoiceGroup
              field="tools"
              label={label('tools')}
              values={field.value}
              onChange={field.onChange}
              options={(tools.data ?? []).map((tool) => ({ value: tool._id, label: tool.name }))}
              hint={!serviceId ? t('jobsClient.form.toolsChooseService') : tools.data?.length === 0 ? t('jobsClient.form.noTools') : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="certificates"
          render={({ field, fieldState }) => (
            <CertificatesField
              field="certificates"
              label={label('certificates')}
              values={field.value}
              onChange={field.onChange}
              max={JOB_LIMITS.certificatesMax}
              maxLength={JOB_LIMITS.certificateMax}
              hint={t('jobsClient.form.certificatesHelp')}
              error={fieldState.error?.message}
            />
          )}
        />

        <div className="fw-form-actions">
          {status !== 'open' && (
            <button type="button" className="fw-button fw-button--secondary" disabled={busy} onClick={() => void submit(true)()}>
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

/** The form field where a server error path is shown (`skills.2` → `skills`, `location.state` → `state`), or null: shown above the form. */
function fieldOfServerPath(path: string): FieldPath<JobFormValues> | null {
  if (/^languages\.\d+\.language$/.test(path)) return path as FieldPath<JobFormValues>;
  const field = FIELD_PATHS.find((p) => path === p || path.startsWith(`${p}.`));
  return field === undefined ? null : ((field.startsWith('location.') ? field.slice('location.'.length) : field) as FieldPath<JobFormValues>);
}

/**
 * What of the API's refusal is shown above the form: messages of paths no field shows, or the
 * envelope's message when no field shows any of it.
 */
function generalErrorOf(error: ApiError): string | null {
  const messages = Object.entries(serverErrorMessages(error));
  const rest = messages.filter(([path]) => fieldOfServerPath(path) === null).map(([, message]) => message);
  return rest.length ? rest.join(' ') : rest.length < messages.length ? null : error.message;
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
