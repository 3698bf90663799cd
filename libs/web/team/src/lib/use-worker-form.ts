import '@fachwerk/web/data-access/catalogue/jobs-web';
import {
  addWorkerDraftReset,
  addWorkerDraftUpdated,
  editWorkerDraftReset,
  editWorkerDraftStarted,
  editWorkerDraftUpdated,
  selectAddWorkerDraft,
  selectEditWorkerDraft,
  useAppDispatch,
  useAppSelector,
  type ApiError,
} from '@fachwerk/web/data-access';
import { useCreateWorkerMutation, useUpdateWorkerMutation, useWorkerQuery } from '@fachwerk/web/data-access/api/workers';
import { errorText, serverErrorMessages, setServerErrors, useContractsForm } from '@fachwerk/web/data-access/forms';
import { useMutationAction, type AddressSuggestion, type MutationOutcome } from '@fachwerk/web/ui';
import { useCallback, useEffect, useState } from 'react';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formFromDraft, fromWorker, toWorkerRequest, workerFormRules, type WorkerFormValues } from './worker-form';

type Path = FieldPath<WorkerFormValues>;

/**
 * Names of field paths from `team.fields.*`: `reference.1.name` → "Name (2)" in messages; labels
 * above controls start with a capital letter (the English names are lower case).
 */
export function useWorkerFieldNames() {
  const { t } = useTranslation();
  const name = useCallback(
    (path: string) => {
      const parts = path.split('.');
      const leaf = parts.filter((p) => !/^\d+$/.test(p)).pop() ?? path;
      const index = parts.findLast((p) => /^\d+$/.test(p));
      const text = t(`team.fields.${leaf}`);
      return index === undefined ? text : `${text} (${Number(index) + 1})`;
    },
    [t],
  );
  const label = useCallback(
    (path: string) => {
      const text = name(path);
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    [name],
  );
  return { name, label };
}

export interface WorkerFormOptions {
  /** the draft the form starts from (read once: remount the form with a new `key` to start over) */
  values: WorkerFormValues;
  /** every change, to keep the ADDWORKER/EDITWORKER draft */
  onChange: (values: WorkerFormValues) => void;
  /** sends a valid form */
  onSubmit: (values: WorkerFormValues) => void;
  /** the API's refusal of the last send: shown at its fields, else above the buttons */
  error: ApiError | null;
}

/**
 * The worker form's state: react-hook-form with the contracts rules (an error shows once a field is
 * left or the form is sent and goes as soon as the value is valid), the three list editors with
 * their empty rows, the draft following every change, a chosen service-area address filling its
 * row, and the API's field errors at their fields.
 */
export function useWorkerForm({ values, onChange, onSubmit, error: refusal }: WorkerFormOptions) {
  const { name, label } = useWorkerFieldNames();
  const [areaQueries, setAreaQueries] = useState<Record<number, string>>({});
  const form = useContractsForm<WorkerFormValues>((v) => workerFormRules(v as WorkerFormValues), {
    pathLabel: name,
    defaultValues: values,
  });
  const { control, formState } = form;
  // read while rendering, so that a new error renders again
  const errors = formState.errors;
  const experience = useFieldArray({ control, name: 'previousWorkExperience' });
  const references = useFieldArray({ control, name: 'reference' });
  const areas = useFieldArray({ control, name: 'serviceAreaLocationPrefernces' });

  // the draft follows every change (it survives leaving the page); a copy, because the store
  // freezes what it keeps and react-hook-form goes on changing its own values
  useEffect(() => {
    const subscription = form.watch((current) => onChange(JSON.parse(JSON.stringify(current)) as WorkerFormValues));
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // the API's field errors go to their fields; any other refusal is said above the buttons
  useEffect(() => {
    if (refusal) setServerErrors(form.setError, refusal);
  }, [refusal, form.setError]);

  /** A chosen address fills its service-area row; a service area already typed is kept. */
  const selectArea = (index: number, s: AddressSuggestion) => {
    const row = `serviceAreaLocationPrefernces.${index}` as const;
    const set = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    form.setValue(`${row}.serviceArea`, form.getValues(`${row}.serviceArea`) || s.city || s.label, set);
    form.setValue(`${row}.city`, s.city ?? '', set);
    form.setValue(`${row}.state`, s.state ?? '', set);
    form.setValue(`${row}.country`, s.country ?? '', set);
    form.setValue(`${row}.lat`, s.lat, set);
    form.setValue(`${row}.long`, s.long, set);
  };

  return {
    form,
    name,
    label,
    /** the message shown at a field, if any */
    error: (path: Path) => errorText(errors, path),
    experience: {
      keys: experience.fields.map((row) => row.id),
      add: () => experience.append({ workTitle: '', workRole: '' }),
      remove: (index: number) => experience.remove(index),
    },
    references: {
      keys: references.fields.map((row) => row.id),
      add: () => references.append({ name: '', number: '' }),
      remove: (index: number) => references.remove(index),
    },
    areas: {
      keys: areas.fields.map((row) => row.id),
      add: () => areas.append({ serviceArea: '', locationPreference: '', city: '', state: '', country: '' }),
      remove: (index: number) => areas.remove(index),
      /** the address search typed in a row */
      query: (index: number) => areaQueries[index] ?? '',
      setQuery: (index: number, value: string) => setAreaQueries({ ...areaQueries, [index]: value }),
      select: selectArea,
    },
    submit: form.handleSubmit((valid) => onSubmit(valid)),
    /** the refusal names no field: it is said above the buttons */
    refusedElsewhere: refusal !== null && Object.keys(serverErrorMessages(refusal)).length === 0,
  };
}

/**
 * Sends the form through `save` (the kit's useMutationAction): busy while it runs; on success the
 * API's message (or `done`) as toast, the draft dropped and back to the team; a refusal is kept as
 * the action's error, which the form shows at its fields.
 */
function useSaveWorker(save: (values: WorkerFormValues) => PromiseLike<MutationOutcome<{ message?: string }>>, done: string, resetDraft: () => void) {
  const navigate = useNavigate();
  return useMutationAction(save, {
    success: (result) => result.message || done,
    onSuccess: () => {
      resetDraft();
      navigate('/worker');
    },
  });
}

/** What a worker screen hands its form: the draft (remount with a new `formKey` to start over), the send, its refusal. */
export interface WorkerDraftForm {
  formKey: number;
  onChange: (values: WorkerFormValues) => void;
  submit: (values: WorkerFormValues) => void;
  busy: boolean;
  error: ApiError | null;
  /** drops the changes: the form starts over (undefined while it cannot) */
  startOver?: () => void;
}

/** `/add-worker`: a new worker; the unfinished form lives in the ADDWORKER draft and survives navigation. */
export function useAddWorker(): WorkerDraftForm & { values: WorkerFormValues; startOver: () => void } {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectAddWorkerDraft);
  const [create] = useCreateWorkerMutation();
  // a new key starts the form over from the (reset) draft
  const [formKey, setFormKey] = useState(0);
  const onChange = useCallback((values: WorkerFormValues) => dispatch(addWorkerDraftUpdated(values as unknown as Record<string, unknown>)), [dispatch]);
  const save = useSaveWorker(
    useCallback((values: WorkerFormValues) => create(toWorkerRequest(values, 'add')), [create]),
    t('team.form.added'),
    () => dispatch(addWorkerDraftReset()),
  );
  return {
    formKey,
    values: formFromDraft(draft),
    onChange,
    submit: (values: WorkerFormValues) => void save.run(values),
    busy: save.busy,
    error: save.error,
    /** drops the draft and the last refusal: the form starts empty */
    startOver: () => {
      dispatch(addWorkerDraftReset());
      save.clearError();
      setFormKey((k) => k + 1);
    },
  };
}

/** `/worker/edit-worker/:id`: change a worker; the unfinished form lives in the EDITWORKER draft. */
export function useEditWorker(id: string): WorkerDraftForm & { loading: boolean; notFound: boolean; values: WorkerFormValues | null } {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const edit = useAppSelector(selectEditWorkerDraft);
  const { data: worker, isError, isLoading } = useWorkerQuery(id, { skip: !id });
  const [update] = useUpdateWorkerMutation();
  const [formKey, setFormKey] = useState(0);
  const onChange = useCallback((values: WorkerFormValues) => dispatch(editWorkerDraftUpdated(values as unknown as Record<string, unknown>)), [dispatch]);
  const save = useSaveWorker(
    useCallback((values: WorkerFormValues) => update({ id, body: toWorkerRequest(values, 'edit') }), [update, id]),
    t('team.form.saved'),
    () => dispatch(editWorkerDraftReset()),
  );
  const startFromWorker = useCallback(() => {
    if (!worker) return;
    dispatch(editWorkerDraftStarted({ id, values: fromWorker(worker) as unknown as Record<string, unknown> }));
    setFormKey((k) => k + 1);
  }, [worker, id, dispatch]);

  // A draft of this worker is kept (came back to the page); otherwise start one from the stored worker.
  useEffect(() => {
    if (worker && edit?.id !== id) startFromWorker();
  }, [worker, edit?.id, id, startFromWorker]);

  return {
    loading: isLoading,
    notFound: isError,
    formKey,
    /** the draft of this worker, or null until there is one */
    values: edit && edit.id === id ? formFromDraft(edit.draft) : null,
    onChange,
    submit: (values: WorkerFormValues) => void save.run(values),
    busy: save.busy,
    error: save.error,
    /** starts the draft over from the stored worker (undefined until it is loaded) */
    startOver: worker
      ? () => {
          save.clearError();
          startFromWorker();
        }
      : undefined,
  };
}
