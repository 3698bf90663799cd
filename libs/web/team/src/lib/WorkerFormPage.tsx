import '@fachwerk/web/market-data-access/catalogue';
import {
  addWorkerDraftReset,
  addWorkerDraftUpdated,
  editWorkerDraftReset,
  editWorkerDraftStarted,
  editWorkerDraftUpdated,
  selectAddWorkerDraft,
  selectEditWorkerDraft,
  showToast,
  useAppDispatch,
  useAppSelector,
} from '@fachwerk/web/data-access';
import { BackLink } from '@fachwerk/web/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateWorkerMutation, useUpdateWorkerMutation, useWorkerQuery } from '@fachwerk/web/market-data-access';
import { WorkerForm } from './WorkerForm';
import { formFromDraft, fromWorker, toWorkerRequest, type WorkerFormValues } from './worker-form';

type ServerErrors = Record<string, string[]> | undefined;
const fieldErrorsOf = (error: unknown): ServerErrors =>
  (error as { errors?: Record<string, string[]> } | undefined)?.errors;

/** `/add-worker`: a new worker; the unfinished form lives in the ADDWORKER draft and survives navigation. */
export function AddWorkerPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectAddWorkerDraft);
  const [create, creating] = useCreateWorkerMutation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();

  const onSubmit = async (values: WorkerFormValues) => {
    setServerErrors(undefined);
    const result = await create(toWorkerRequest(values, 'add'));
    if ('data' in result && result.data) {
      showToast('success', result.data.message || t('team.form.added'));
      dispatch(addWorkerDraftReset());
      navigate('/worker');
    } else if ('error' in result) setServerErrors(fieldErrorsOf(result.error));
  };

  return (
    <section
      className="fw-page fw-worker-page"
      aria-labelledby="worker-form-title"
      data-testid="add-worker-page"
    >
      <BackLink to="/worker" label={t('team.form.back')} />
      <h1 id="worker-form-title">{t('team.form.addTitle')}</h1>
      <WorkerForm
        values={formFromDraft(draft)}
        onChange={(patch) => dispatch(addWorkerDraftUpdated(patch))}
        onSubmit={(values) => void onSubmit(values)}
        busy={creating.isLoading}
        serverErrors={serverErrors}
        actions={
          <button
            type="button"
            className="fw-button fw-button--secondary"
            onClick={() => dispatch(addWorkerDraftReset())}
          >
            {t('team.form.reset')}
          </button>
        }
      />
    </section>
  );
}

/** `/worker/edit-worker/:id`: change a worker; the unfinished form lives in the EDITWORKER draft. */
export function EditWorkerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const edit = useAppSelector(selectEditWorkerDraft);
  const { data: worker, isError, isLoading } = useWorkerQuery(id, { skip: !id });
  const [update, updating] = useUpdateWorkerMutation();
  const [serverErrors, setServerErrors] = useState<ServerErrors>();

  // A draft of this worker is kept (came back to the page); otherwise start one from the stored worker.
  useEffect(() => {
    if (worker && edit?.id !== id)
      dispatch(
        editWorkerDraftStarted({ id, values: fromWorker(worker) as unknown as Record<string, unknown> }),
      );
  }, [worker, edit?.id, id, dispatch]);

  const onSubmit = async (values: WorkerFormValues) => {
    setServerErrors(undefined);
    const result = await update({ id, body: toWorkerRequest(values, 'edit') });
    if ('data' in result && result.data) {
      showToast('success', result.data.message || t('team.form.saved'));
      dispatch(editWorkerDraftReset());
      navigate('/worker');
    } else if ('error' in result) setServerErrors(fieldErrorsOf(result.error));
  };

  return (
    <section
      className="fw-page fw-worker-page"
      aria-labelledby="worker-form-title"
      data-testid="edit-worker-page"
    >
      <BackLink to="/worker" label={t('team.form.back')} />
      <h1 id="worker-form-title">{t('team.form.editTitle')}</h1>
      {isLoading && <p role="status">{t('jobsCommon.loading')}</p>}
      {isError && (
        <p role="alert" className="fw-error">
          {t('team.form.notFound')}
        </p>
      )}
      {edit && edit.id === id && (
        <WorkerForm
          values={formFromDraft(edit.draft)}
          onChange={(patch) => dispatch(editWorkerDraftUpdated(patch))}
          onSubmit={(values) => void onSubmit(values)}
          busy={updating.isLoading}
          serverErrors={serverErrors}
          actions={
            worker && (
              <button
                type="button"
                className="fw-button fw-button--secondary"
                onClick={() =>
                  dispatch(
                    editWorkerDraftStarted({
                      id,
                      values: fromWorker(worker) as unknown as Record<string, unknown>,
                    }),
                  )
                }
              >
                {t('team.form.reset')}
              </button>
            )
          }
        />
      )}
    </section>
  );
}
