import '@fachwerk/web/market-data-access/catalogue';
import { PAGE_LIMIT_DEFAULT, type WorkerAvailability, type WorkerResponse } from '@fachwerk/shared/contracts';
import { showToast, useCommonContent } from '@fachwerk/web/data-access';
import { ConfirmDialog, DataTable, DeleteConfirmDialog, ErrorState, Pager, Skeleton, StatusBadge, Tabs } from '@fachwerk/web/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteWorkerMutation, useSetWorkerAvailabilityMutation, useWorkersQuery } from '@fachwerk/web/market-data-access';

type Filter = WorkerAvailability | 'all';
type Pending =
  | { kind: 'availability'; worker: WorkerResponse; to: WorkerAvailability }
  | { kind: 'delete'; worker: WorkerResponse }
  | null;

/** `/worker` ("Mein Team"): the supplier's workers with search, free/busy filter, paging and actions. */
export function TeamListPage({ pageSize = PAGE_LIMIT_DEFAULT }: { pageSize?: number }) {
  const { t } = useTranslation();
  const { serviceList } = useCommonContent();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const query = {
    q: q.trim() || undefined,
    availability: filter === 'all' ? undefined : filter,
    page,
    limit: pageSize,
    sort: 'name' as const,
  };
  const { data, isLoading, isError, refetch } = useWorkersQuery(query);
  const [setAvailability, availabilityState] = useSetWorkerAvailabilityMutation();
  const [deleteWorker, deleteState] = useDeleteWorkerMutation();
  const serviceNames = useMemo(() => new Map(serviceList.map((s) => [s._id, s.name])), [serviceList]);

  const counts = data?.counts ?? { free: 0, busy: 0 };
  const nothingAtAll = data !== undefined && !q.trim() && counts.free + counts.busy === 0;

  const confirm = async () => {
    if (!pending) return;
    const result =
      pending.kind === 'delete'
        ? await deleteWorker(pending.worker._id)
        : await setAvailability({ id: pending.worker._id, availability: pending.to });
    if ('data' in result && result.data) showToast('success', result.data.message);
    setPending(null);
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
                value={q}
                onChange={(e) => {
                  setQ(e.target.value);
                  setPage(1);
                }}
              />
            </label>
          </div>

          {/* the list is the selected tab's panel */}
          <Tabs<Filter>
            label={t('team.list.filter')}
            selected={filter}
            onSelect={(next) => {
              setFilter(next);
              setPage(1);
            }}
            tabs={(['all', 'free', 'busy'] as const).map((f) => ({
              id: f,
              label: t(`team.list.${f}`, { count: f === 'all' ? counts.free + counts.busy : counts[f] }),
            }))}
          >
            {isLoading && <Skeleton />}
            {isError && <ErrorState message={t('jobsCommon.loadFailed')} onRetry={() => void refetch()} />}
            {data && data.items.length === 0 && <p>{t('team.list.noMatch')}</p>}
            {data && data.items.length > 0 && (
              <DataTable
                caption={t('team.list.columns.name')}
                testId="team-table"
                rows={data.items}
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
            {data && <Pager page={page} limit={data.limit} total={data.total} onPage={setPage} />}
          </Tabs>
        </>
      )}

      {pending?.kind === 'delete' && (
        <DeleteConfirmDialog
          title={t('team.list.deleteTitle', { name: pending.worker.fullName })}
          loading={deleteState.isLoading}
          onCancel={() => setPending(null)}
          onDelete={() => void confirm()}
        />
      )}
      {pending?.kind === 'availability' && (
        <ConfirmDialog
          heading={t(pending.to === 'busy' ? 'team.list.confirmBusyTitle' : 'team.list.confirmFreeTitle')}
          text={t(pending.to === 'busy' ? 'team.list.confirmBusyText' : 'team.list.confirmFreeText', {
            name: pending.worker.fullName,
          })}
          cancelLabel={t('team.list.cancel')}
          confirmLabel={t('team.list.confirm')}
          busy={availabilityState.isLoading}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}
