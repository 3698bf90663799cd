import '@fachwerk/web/data-access/catalogue/jobs-web';
import { PAGE_LIMIT_DEFAULT, WORKER_AVAILABILITIES, type WorkerAvailability, type WorkerResponse } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import {
  DataTable,
  ListResult,
  MutationDialog,
  oneOfField,
  pageField,
  StatusBadge,
  Tabs,
  textField,
  useListUrlState,
  useMutationAction,
  useSearchInput,
} from '@fachwerk/web/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteWorkerMutation, useSetWorkerAvailabilityMutation, useWorkersQuery } from '@fachwerk/web/data-access/api/workers';

type Filter = WorkerAvailability | 'all';
type Pending =
  | { kind: 'availability'; worker: WorkerResponse; to: WorkerAvailability }
  | { kind: 'delete'; worker: WorkerResponse }
  | null;

/** The list's state in the URL (`?q=…&availability=busy&page=2`): a reload or a shared link shows the same list. */
const LIST = { q: textField(), availability: oneOfField(WORKER_AVAILABILITIES), page: pageField() };

/** `/worker` ("Mein Team"): the supplier's workers with search, free/busy filter, paging and actions. */
export function TeamListPage({ pageSize = PAGE_LIMIT_DEFAULT }: { pageSize?: number }) {
  const { t } = useTranslation();
  const { serviceList } = useCommonContent();
  const { state, update, setPage } = useListUrlState(LIST);
  const { q, page } = state;
  const filter: Filter = state.availability || 'all';
  // the box shows every key; the list (and the URL) follow a moment after the last one
  const [typed, setTyped] = useSearchInput(q, useCallback((next: string) => update({ q: next }), [update]));
  const [pending, setPending] = useState<Pending>(null);
  const workers = useWorkersQuery({
    q: q || undefined,
    availability: state.availability || undefined,
    page,
    limit: pageSize,
    sort: 'name' as const,
  });
  const { data } = workers;
  const close = useCallback(() => setPending(null), []);
  const setAvailability = useMutationAction(useSetWorkerAvailabilityMutation()[0], { onSuccess: close });
  const remove = useMutationAction(useDeleteWorkerMutation()[0], { onSuccess: close });
  const serviceNames = useMemo(() => new Map(serviceList.map((s) => [s._id, s.name])), [serviceList]);

  const counts = data?.counts ?? { free: 0, busy: 0 };
  const nothingAtAll = data !== undefined && !q && counts.free + counts.busy === 0;
  const cancel = () => {
    setAvailability.clearError();
    remove.clearError();
    close();
  };

  return (
    <section className="fw-page fw-team" aria-labelledby="team-title" data-testid="team-page">
      <header className="fw-page__header">
        <h1 id="team-title">{t('team.list.title')}</h1>
        <Link className="fw-button" to="/add-worker">
          {t('team.list.add')}
        </Link>
      </header>

      {nothingAtAll ? (
        <div className="fw-empty" data-testid="team-empty">
          <p>{t('team.list.empty')}</p>
          <p>{t('team.list.emptyCta')}</p>
          <Link className="fw-button" to="/add-worker">
            {t('team.list.add')}
          </Link>
        </div>
      ) : (
        <>
          <div className="fw-toolbar">
            <label>
              <span className="fw-visually-hidden">{t('team.list.search')}</span>
              <input
                type="search"
                placeholder={t('team.list.search')}
                aria-label={t('team.list.search')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </label>
          </div>

          {/* the list is the selected tab's panel */}
          <Tabs<Filter>
            label={t('team.list.filter')}
            selected={filter}
            onSelect={(next) => update({ availability: next === 'all' ? '' : next })}
            tabs={(['all', 'free', 'busy'] as const).map((f) => ({
              id: f,
              label: t(`team.list.${f}`, { count: f === 'all' ? counts.free + counts.busy : counts[f] }),
            }))}
          >
            <ListResult
              result={workers}
              page={page}
              onPage={setPage}
              errorMessage={t('jobsCommon.loadFailed')}
              empty={t('team.list.noMatch')}
            >
              {(items) => (
                <DataTable
                  caption={t('team.list.columns.name')}
                  testId="team-table"
                  rows={items}
                  rowKey={(worker) => worker._id}
                  rowTestId={() => 'worker-row'}
                  rowAttributes={(worker) => ({ 'data-worker': worker.fullName })}
                  columns={[
                    {
                      key: 'name',
                      header: t('team.list.columns.name'),
                      primary: true,
                      cell: (worker) => (
                        <>
                          {worker.fullName}
                          {worker.email && <div className="fw-muted">{worker.email}</div>}
                        </>
                      ),
                    },
                    {
                      key: 'services',
                      header: t('team.list.columns.services'),
                      cell: (worker) =>
                        (worker.serviceType ?? [])
                          .map((id) => serviceNames.get(id) ?? '')
                          .filter(Boolean)
                          .join(', '),
                    },
                    { key: 'jobType', header: t('team.list.columns.jobType'), cell: (worker) => t(`team.jobType.${worker.jobType}`) },
                    {
                      key: 'availability',
                      header: t('team.list.columns.availability'),
                      // one status per worker, the API's: booked on running work is "Im Einsatz"
                      cell: (worker) =>
                        worker.assigned ? (
                          <StatusBadge tone="info" status="assigned" data-testid="worker-availability">
                            {t('team.list.assigned')}
                          </StatusBadge>
                        ) : (
                          <StatusBadge tone={worker.availability === 'free' ? 'success' : 'warning'} status={worker.availability} data-testid="worker-availability">
                            {t(`team.availability.${worker.availability}`)}
                          </StatusBadge>
                        ),
                    },
                    {
                      key: 'actions',
                      header: t('team.list.columns.actions'),
                      actions: true,
                      cell: (worker) => {
                        const next: WorkerAvailability = worker.availability === 'busy' ? 'free' : 'busy';
                        return (
                          <span className="fw-actions">
                            {/* a booked worker is busy until the work is done: no manual switch */}
                            {!worker.assigned && (
                              <button
                                type="button"
                                className="fw-button fw-button--secondary fw-button--small"
                                onClick={() => setPending({ kind: 'availability', worker, to: next })}
                              >
                                {t(next === 'busy' ? 'team.list.markBusy' : 'team.list.markFree')}
                              </button>
                            )}
                            <Link
                              className="fw-button fw-button--secondary fw-button--small"
                              to={`/worker/edit-worker/${worker._id}`}
                              aria-label={t('team.list.edit', { name: worker.fullName })}
                            >
                              {t('team.list.editShort')}
                            </Link>
                            <button
                              type="button"
                              className="fw-button fw-button--danger fw-button--small"
                              aria-label={t('team.list.delete', { name: worker.fullName })}
                              onClick={() => setPending({ kind: 'delete', worker })}
                            >
                              {t('team.list.deleteShort')}
                            </button>
                          </span>
                        );
                      },
                    },
                  ]}
                />
              )}
            </ListResult>
          </Tabs>
        </>
      )}

      {pending?.kind === 'delete' && (
        <MutationDialog
          title={t('team.list.deleteTitle', { name: pending.worker.fullName })}
          action={remove}
          confirmLabel={t('common.delete')}
          danger
          testId="worker-delete-dialog"
          onClose={cancel}
          onConfirm={() => void remove.run(pending.worker._id)}
        />
      )}
      {pending?.kind === 'availability' && (
        <MutationDialog
          title={t(pending.to === 'busy' ? 'team.list.confirmBusyTitle' : 'team.list.confirmFreeTitle')}
          action={setAvailability}
          cancelLabel={t('team.list.cancel')}
          confirmLabel={t('team.list.confirm')}
          testId="worker-availability-dialog"
          onClose={cancel}
          onConfirm={() => void setAvailability.run({ id: pending.worker._id, availability: pending.to })}
        >
          <p>
            {t(pending.to === 'busy' ? 'team.list.confirmBusyText' : 'team.list.confirmFreeText', {
              name: pending.worker.fullName,
            })}
          </p>
        </MutationDialog>
      )}
    </section>
  );
}
