import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { ACTIVE_FILTERS, PAGE_LIMIT_DEFAULT, type ActiveFilter } from '@fachwerk/shared/contracts';
import { registerCatalogue, selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import {
  DataTable,
  DeleteConfirmDialog,
  FilterPanel,
  ListResult,
  oneOfField,
  pageField,
  textField,
  useListUrlState,
  useMutationAction,
  useSearchInput,
  type MutationOutcome,
} from '@fachwerk/web/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminContentDeleteMutation,
  useAdminContentListQuery,
  useAdminContentUpdateMutation,
  type AdminWriteResult,
} from './admin-content.api';
import { EntryFormDialog } from './EntryFormDialog';
import { movePatches, type MoveDirection } from './ordering';
import type { ManagedEntry, ResourceSpec } from './resource';

// The screens' texts travel with these lazy screens, not with the shell or the remote's first chunk.
registerCatalogue(adminContentCatalogue);

export interface ContentListPageProps<E extends ManagedEntry> {
  spec: ResourceSpec<E>;
  /** shown above the heading (e.g. a back link) */
  before?: ReactNode;
  /** replaces the heading text (e.g. "Werkzeuge: Elektroinstallation") */
  heading?: string;
}

type Editing<E> = { entry: E | null } | null;

/** `?search=&status=&page=` of every content list. */
const LIST = { search: textField(100), status: oneOfField(ACTIVE_FILTERS, 'all'), page: pageField() };

/**
 * The admin list of one content kind: search (debounced, in the URL), status filter, paging, the sort
 * order shown and changeable, create/edit in a dialog, active toggle and delete with confirmation.
 */
export function ContentListPage<E extends ManagedEntry>({ spec, before, heading }: ContentListPageProps<E>) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { state: list, update, setPage } = useListUrlState(LIST);
  const [searchInput, setSearchInput] = useSearchInput(list.search, (search) => update({ search }));
  const result = useAdminContentListQuery({
    tag: spec.tag,
    path: spec.listPath,
    query: {
      search: list.search || undefined,
      status: list.status,
      page: list.page,
      limit: PAGE_LIMIT_DEFAULT,
    },
    language,
  });
  const [updateEntry] = useAdminContentUpdateMutation();
  const [deleteEntry] = useAdminContentDeleteMutation();
  const [editing, setEditing] = useState<Editing<E>>(null);
  const [deleting, setDeleting] = useState<E | null>(null);
  const { data, isFetching } = result;
  const items = (data?.items ?? []) as E[];
  const total = data?.total ?? 0;
  const noun = t(spec.nounKey);

  const toggleActive = useMutationAction(
    async (entry: E): Promise<MutationOutcome<E>> => {
      const outcome = await updateEntry({
        tag: spec.tag,
        path: spec.itemPath(entry._id),
        body: { isActive: !entry.isActive },
      });
      return 'error' in outcome ? { error: outcome.error } : { data: entry };
    },
    {
      success: (entry) =>
        t(entry.isActive ? 'adminContent.toast.deactivated' : 'adminContent.toast.activated', {
          name: spec.label(entry),
        }),
    },
  );

  // Moving swaps sort orders: one PATCH per entry whose place changes, stopping at the first refusal.
  const move = useMutationAction(
    async (entry: E, index: number, direction: MoveDirection): Promise<MutationOutcome<E | null>> => {
      const patches = movePatches(items, index, direction);
      for (const patch of patches) {
        const outcome = await updateEntry({
          tag: spec.tag,
          path: spec.itemPath(patch.id),
          body: { sortOrder: patch.sortOrder },
        });
        if ('error' in outcome) return { error: outcome.error };
      }
      return { data: patches.length > 0 ? entry : null };
    },
    { success: (moved) => (moved ? t('adminContent.toast.moved', { name: spec.label(moved) }) : '') },
  );

  const remove = useMutationAction<[E], AdminWriteResult>(
    (entry) => deleteEntry({ tag: spec.tag, path: spec.itemPath(entry._id) }),
    {
      success: (answer) => answer.message || t('adminContent.toast.deleted'),
      onSuccess: () => {
        setDeleting(null);
        if (items.length === 1 && list.page > 1) setPage(list.page - 1);
      },
    },
  );
  const busy = toggleActive.busy || move.busy || isFetching;

  return (
    <section className="fw-card" data-testid={`content-admin-${spec.tag}`} aria-busy={isFetching}>
      {before}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '1rem',
          flexWrap: 'wrap',
        }}
      >
        <h1>{heading ?? t(spec.titleKey)}</h1>
        <button type="button" className="fw-button" onClick={() => setEditing({ entry: null })}>
          {t('adminContent.list.create', { noun })}
        </button>
      </div>

      <FilterPanel label={t('listFilters.label')}>
        <div role="search" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <div className="fw-field">
            <label htmlFor={`${spec.tag}-search`}>{t('adminContent.list.search')}</label>
            <input
              id={`${spec.tag}-search`}
              type="search"
              value={searchInput}
              placeholder={t('adminContent.list.searchPlaceholder')}
              onChange={(e) => setSearchInput(e.target.value)}
            />
          </div>
          <div className="fw-field">
            <label htmlFor={`${spec.tag}-status`}>{t('adminContent.list.status')}</label>
            <select
              id={`${spec.tag}-status`}
              value={list.status}
              onChange={(e) => update({ status: e.target.value as ActiveFilter })}
            >
              {ACTIVE_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {t(`adminContent.status.${filter}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </FilterPanel>
      <p style={{ color: 'var(--fw-muted)' }}>{t('adminContent.list.sortedBy')}</p>

      {data && <p role="status">{t('adminContent.list.count', { count: total })}</p>}
      <ListResult
        result={result}
        page={list.page}
        onPage={setPage}
        errorMessage={t('adminContent.list.loadFailed')}
        emptyTestId="content-admin-empty"
        empty={
          list.search
            ? t('adminContent.list.emptySearch', { search: list.search })
            : t('adminContent.list.empty', { noun })
        }
      >
        {(rows) => (
          <DataTable
            caption={t(spec.titleKey)}
            rows={rows as E[]}
            rowKey={(entry) => entry._id}
            rowTestId={() => 'content-admin-row'}
            columns={[
              {
                key: 'sortOrder',
                header: t('adminContent.list.sortOrder'),
                sorted: 'ascending',
                numeric: true,
                cell: (entry) => entry.sortOrder,
              },
              {
                key: 'name',
                header: t('adminContent.list.name'),
                primary: true,
                cell: (entry) => (
                  <>
                    <strong>{spec.label(entry)}</strong>
                    {spec.details?.(entry)}
                  </>
                ),
              },
              {
                key: 'status',
                header: t('adminContent.list.status'),
                cell: (entry) =>
                  t(entry.isActive ? 'adminContent.status.active' : 'adminContent.status.inactive'),
              },
              {
                key: 'actions',
                header: t('adminContent.list.actions'),
                actions: true,
                cell: (entry) => {
                  const index = items.indexOf(entry);
                  const name = spec.label(entry);
                  const blocked = spec.deleteBlockedKey?.(entry) ?? null;
                  return (
                    <div style={{ display: 'flex', gap: '0.4rem', flexWrap: 'wrap', alignItems: 'center' }}>
                      <button
                        type="button"
                        className="fw-link-button"
                        onClick={() => setEditing({ entry })}
                        aria-label={t('adminContent.actions.editNamed', { name })}
                      >
                        {t('adminContent.actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="fw-link-button"
                        disabled={busy}
                        onClick={() => void toggleActive.run(entry)}
                        aria-label={t(
                          entry.isActive
                            ? 'adminContent.actions.deactivateNamed'
                            : 'adminContent.actions.activateNamed',
                          { name },
                        )}
                      >
                        {t(
                          entry.isActive
                            ? 'adminContent.actions.deactivate'
                            : 'adminContent.actions.activate',
                        )}
                      </button>
                      <button
                        type="button"
                        className="fw-icon-button"
                        disabled={busy || index === 0}
                        onClick={() => void move.run(entry, index, 'up')}
                        aria-label={t('adminContent.actions.moveUp', { name })}
                        title={t('adminContent.actions.moveUp', { name })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="fw-icon-button"
                        disabled={busy || index === items.length - 1}
                        onClick={() => void move.run(entry, index, 'down')}
                        aria-label={t('adminContent.actions.moveDown', { name })}
                        title={t('adminContent.actions.moveDown', { name })}
                      >
                        ↓
                      </button>
                      {blocked ? (
                        <span style={{ color: 'var(--fw-muted)' }} data-testid="content-admin-delete-blocked">
                          {t(blocked)}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="fw-link-button"
                          style={{ color: 'var(--fw-danger)' }}
                          onClick={() => setDeleting(entry)}
                          aria-label={t('adminContent.actions.deleteNamed', { name })}
                        >
                          {t('common.delete')}
                        </button>
                      )}
                    </div>
                  );
                },
              },
            ]}
          />
        )}
      </ListResult>

      {editing && (
        <EntryFormDialog
          spec={spec}
          entry={editing.entry}
          nextSortOrder={Math.max(total, ...items.map((i) => i.sortOrder)) + 1}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteConfirmDialog
          title={t('adminContent.delete.title', { noun, name: spec.label(deleting) })}
          loading={remove.busy}
          onCancel={() => setDeleting(null)}
          onDelete={() => void remove.run(deleting)}
        />
      )}
    </section>
  );
}
