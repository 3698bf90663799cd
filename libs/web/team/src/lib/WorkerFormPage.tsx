import '@fachwerk/web/data-access/catalogue/jobs-web';
import { BackLink, ErrorNotice, Skeleton } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAddWorker, useEditWorker, type WorkerDraftForm } from './use-worker-form';
import type { WorkerFormValues } from './worker-form';
import { WorkerForm } from './WorkerForm';
import { WorkerLending } from './WorkerLending';

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

/** The worker form on its draft, with the button that starts it over. */
function DraftWorkerForm({ draft, values }: { draft: WorkerDraftForm; values: WorkerFormValues }) {
  const { t } = useTranslation();
  return (
    <WorkerForm
      values={values}
      onChange={draft.onChange}
      onSubmit={draft.submit}
      busy={draft.busy}
      error={draft.error}
      actions={
        draft.startOver && (
          <button type="button" className="fw-button fw-button--secondary" onClick={draft.startOver}>
            {t('team.form.reset')}
          </button>
        )
      }
    />
  );
}

/** `/add-worker`: a new worker; the unfinished form lives in the ADDWORKER draft and survives navigation. */
export function AddWorkerPage() {
  const { t } = useTranslation();
  const worker = useAddWorker();
  return (
    <WorkerFormScreen testId="add-worker-page" title={t('team.form.addTitle')}>
      <DraftWorkerForm key={worker.formKey} draft={worker} values={worker.values} />
    </WorkerFormScreen>
  );
}

/** `/worker/edit-worker/:id`: change a worker; the unfinished form lives in the EDITWORKER draft. */
export function EditWorkerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const worker = useEditWorker(id);
  return (
    <WorkerFormScreen testId="edit-worker-page" title={t('team.form.editTitle')}>
      {worker.loading && <Skeleton />}
      {worker.notFound && (
        <ErrorNotice as="p">
          {t('team.form.notFound')}
        </ErrorNotice>
      )}
      {worker.values && <WorkerLending id={id} />}
      {worker.values && <DraftWorkerForm key={worker.formKey} draft={worker} values={worker.values} />}
    </WorkerFormScreen>
  );
}
