import '@fachwerk/web/market-data-access/catalogue';
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
} from '@fachwerk/web/data-access';
import { BackLink, Skeleton, useMutationAction, type MutationOutcome } from '@fachwerk/web/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateWorkerMutation, useUpdateWorkerMutation, useWorkerQuery } from '@fachwerk/web/market-data-access';
import { WorkerForm } from './WorkerForm';
import { formFromDraft, fromWorker, toWorkerRequest, type WorkerFormValues } from './worker-form';

/** Page frame of both worker screens: back link, title, and the form with its draft. */
function WorkerFormScreen({
  testId,
  title,
  children,
}: {
  testId: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="fw-page fw-worker-page" aria-labelledby="worker-form-title" data-testid={testId}>
      <BackLink to="/worker" label={t('team.form.back')} />
      <h1 id="worker-form-title">{title}</h1>
      {children}
    </section>
  );
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

/** `/add-worker`: a new worker; the unfinished form lives in the ADDWORKER draft and survives navigation. */
export function AddWorkerPage() {
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

  return (
    <WorkerFormScreen testId="add-worker-page" title={t('team.form.addTitle')}>
      <WorkerForm
        key={formKey}
        values={formFromDraft(draft)}
        onChange={onChange}
        onSubmit={(values) => void save.run(values)}
        busy={save.busy}
        error={save.error}
        actions={
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={() => {
              dispatch(addWorkerDraftReset());
              save.clearError();
              setFormKey((k) => k + 1);
            }}
          >
            {t('team.form.reset')}
          </button>
        }
      />
    </WorkerFormScreen>
  );
}

/** `/worker/edit-worker/:id`: change a worker; the unfinished form lives in the EDITWORKER draft. */
export function EditWorkerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
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

  return (
    <WorkerFormScreen testId="edit-worker-page" title={t('team.form.editTitle')}>
      {isLoading && <Skeleton />}
      {isError && (
        <p role="alert" className="fw-error">
          {t('team.form.notFound')}
        </p>
      )}
      {edit && edit.id === id && (
        <WorkerForm
          key={formKey}
          values={formFromDraft(edit.draft)}
          onChange={onChange}
          onSubmit={(values) => void save.run(values)}
          busy={save.busy}
          error={save.error}
          actions={
            worker && (
              <button
                type="button"
                className="fw-button fw-button--secondary"
                onClick={() => {
                  save.clearError();
                  startFromWorker();
                }}
              >
                {t('team.form.reset')}
              </button>
            )
          }
        />
      )}
    </WorkerFormScreen>
  );
}
