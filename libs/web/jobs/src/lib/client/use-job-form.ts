import '@fachwerk/web/data-access/catalogue/jobs-web';
import { FEDERAL_STATES, JOB_LIMITS, type FederalState, type JobStatus } from '@fachwerk/shared/contracts';
import { type ApiError, useMyProfileQuery, useToolListsQuery } from '@fachwerk/web/data-access';
import { constructionBanApplies } from '@fachwerk/shared/contracts/rules';
import { useCreateJobMutation, useJobQuery, usePublishJobMutation, useUpdateJobMutation } from '@fachwerk/web/data-access/api/jobs';
import { serverErrorMessages, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { useMutationAction, type AddressSuggestion } from '@fachwerk/web/ui';
import { useCallback, useEffect } from 'react';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { emptyJobForm, jobFormRules, jobToForm, toJobPatch, toJobRequest, type JobFormValues } from './job-form';

/** Job states whose job the client can still change. */
const EDITABLE: readonly JobStatus[] = ['draft', 'open'];

/** What the job form starts from: a new job, or a stored one while it loads, once it is loaded, or why it can't be edited. */
export type JobFormSource =
  | { state: 'new' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'locked'; status: JobStatus }
  | { state: 'editable'; jobId: string; status: JobStatus; initial: JobFormValues };

/** The job of `/jobs-edit/:id` as the form's start (no id: a new job, nothing is loaded). */
export function useJobFormSource(id: string | undefined): JobFormSource {
  const job = useJobQuery(id ?? '', { skip: !id });
  if (!id) return { state: 'new' };
  if (job.isLoading) return { state: 'loading' };
  if (!job.data) return { state: 'failed' };
  if (!EDITABLE.includes(job.data.status)) return { state: 'locked', status: job.data.status };
  return { state: 'editable', jobId: job.data._id, status: job.data.status, initial: jobToForm(job.data) };
}

export interface JobFormOptions {
  /** the job edited; none: a new job is posted */
  jobId?: string;
  status?: JobStatus;
  /** the stored job's values (edit); a new job starts from `emptyJobForm()` */
  initial?: JobFormValues;
}

/**
 * The job form's state and actions: react-hook-form with the contracts rules (useContractsForm: an
 * error shows once a field was left or the form was sent, and goes as soon as the value is valid),
 * tools kept to the chosen service, the address prefilling city, postcode, coordinates and federal
 * state, the document slots, and the send: create, or update (and publish a draft that is sent, not
 * kept as draft), then back to `/jobs`; the API's field errors go to their fields, the rest above the form.
 */
export function useJobForm({ jobId, status, initial }: JobFormOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createJob] = useCreateJobMutation();
  const [updateJob] = useUpdateJobMutation();
  const [publishJob] = usePublishJobMutation();

  const label = useCallback((key: string) => t(`jobsClient.form.fields.${key}`), [t]);
  // the client's industry decides whether a resource job needs a § 1b AÜG exception
  const industry = useMyProfileQuery().data?.industry ?? null;
  const schema = useCallback((values: unknown) => jobFormRules(values as JobFormValues, industry), [industry]);
  const form = useContractsForm<JobFormValues>(schema, { label, defaultValues: initial ?? emptyJobForm() });
  const { control, setValue, getValues, watch, formState } = form;
  const languages = useFieldArray({ control, name: 'languages' });
  const type = watch('type');
  const resource = type === 'resource';

  const serviceId = watch('serviceId');
  const tools = useToolListsQuery([serviceId], { skip: !serviceId });
  // Tools belong to the chosen service: drop those the new service does not have.
  useEffect(() => {
    if (!tools.data) return;
    const known = new Set(tools.data.map((tool) => tool._id));
    const chosen = getValues('tools');
    if (!chosen.every((tool) => known.has(tool))) setValue('tools', chosen.filter((tool) => known.has(tool)));
  }, [tools.data, getValues, setValue]);

  const selectAddress = (chosen: AddressSuggestion) => {
    setValue('address', chosen.label, { shouldValidate: formState.isSubmitted });
    setValue('city', chosen.city ?? '');
    setValue('postcode', chosen.postcode ?? '');
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
  /** The send handler: checks the form and sends it, as a draft or not. */
  const submit = (draft: boolean) => form.handleSubmit((values) => save.run({ values, draft }));

  const documents = watch('documents');
  /** The document slots shown: the stored paths and one empty slot while there is room. */
  const documentSlots = documents.length < JOB_LIMITS.documentsMax ? [...documents, null] : documents;
  /** A slot's upload (`stored`) or removal (null): an upload into the empty slot adds a document. */
  const setDocument = (index: number, stored: string | null) =>
    setValue(
      'documents',
      stored === null
        ? documents.filter((_, i) => i !== index)
        : index < documents.length
          ? documents.map((d, i) => (i === index ? stored : d))
          : [...documents, stored],
    );

  return {
    form,
    label,
    languages,
    resource,
    /** the form asks for the § 1b AÜG exception (a resource job of a main-construction client) */
    asksConstructionException: constructionBanApplies(type, industry),
    serviceId,
    /** the chosen service's tools (undefined while none is chosen or they load) */
    tools: tools.data,
    selectAddress,
    documents,
    documentSlots,
    setDocument,
    submit,
    busy: save.busy,
    /** the API's refusal as far as no field shows it */
    generalError: save.error && generalErrorOf(save.error),
    /** the form was sent and some field is refused */
    hasErrors: formState.isSubmitted && Object.keys(formState.errors).length > 0,
  };
}

/** The form field where a server error path is shown (`skills.2` → `skills`, `location.state` → `state`), or null: shown above the form. */
export function fieldOfServerPath(path: string): FieldPath<JobFormValues> | null {
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
  'constructionException',
];
