import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { ACTIVE_FILTERS, PAGE_LIMIT_DEFAULT, type ActiveFilter } from '@fachwerk/shared/contracts';
import { registerCatalogue, selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { DeleteConfirmDialog } from '@fachwerk/web/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminContentDeleteMutation,
  useAdminContentListQuery,
  useAdminContentUpdateMutation,
} from './admin-content.api';
import { EntryFormDialog } from './EntryFormDialog';
import { notifySuccess } from './feedback';
import { movePatches, type MoveDirection } from './ordering';
import type { ManagedEntry, ResourceSpec } from './resource';
import { useListUrlState } from './useListUrlState';

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

/**
 * The admin list of one content kind: search (debounced, in the URL), status filter, paging, the sort
 * order shown and changeable, create/edit in a dialog, active toggle and delete with confirmation.
 */
export function ContentListPage<E extends ManagedEntry>({ spec, before, heading }: ContentListPageProps<E>) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const list = useListUrlState();
  const { data, isFetching, isLoading, isError, refetch } = useAdminContentListQuery({
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
  const [updateEntry, updateState] = useAdminContentUpdateMutation();
  const [deleteEntry, deleteState] = useAdminContentDeleteMutation();
  const [editing, setEditing] = useState<Editing<E>>(null);
  const [deleting, setDeleting] = useState<E | null>(null);
  const items = (data?.items ?? []) as E[];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_LIMIT_DEFAULT));
  const noun = t(spec.nounKey);
  const busy = updateState.isLoading || isFetching;

  const toggleActive = async (entry: E) => {
    const result = await updateEntry({
      tag: spec.tag,
      path: spec.itemPath(entry._id),
      body: { isActive: !entry.isActive },
    });
    if ('data' in result && result.data) {
      notifySuccess(
        t(entry.isActive ? 'adminContent.toast.deactivated' : 'adminContent.toast.activated', {
          name: spec.label(entry),
        }),
      );
    }
  };

  const move = async (entry: E, index: number, direction: MoveDirection) => {
    const patches = movePatches(items, index, direction);
    for (const patch of patches) {
      const result = await updateEntry({
        tag: spec.tag,
        path: spec.itemPath(patch.id),
        body: { sortOrder: patch.sortOrder },
      });
      if (!('data' in result)) return;
    }
    if (patches.length > 0) notifySuccess(t('adminContent.toast.moved', { name: spec.label(entry) }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteEntry({ tag: spec.tag, path: spec.itemPath(deleting._id) });
    if ('data' in result && result.data) {
      notifySuccess(result.data.message || t('adminContent.toast.deleted'));
      setDeleting(null);
      if (items.length === 1 && list.page > 1) list.setPage(list.page - 1);
    }
  };

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

      <div role="search" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <div className="fw-field">
          <label htmlFor={`${spec.tag}-search`}>{t('adminContent.list.search')}</label>
          <input
            id={`${spec.tag}-search`}
            type="search"
            value={list.searchInput}
            placeholder={t('adminContent.list.searchPlaceholder')}
            onChange={(e) => list.setSearchInput(e.target.value)}
          />
        </div>
        <div className="fw-field">
          <label htmlFor={`${spec.tag}-status`}>{t('adminContent.list.status')}</label>
          <select
            id={`${spec.tag}-status`}
            value={list.status}
            onChange={(e) => list.setStatus(e.target.value as ActiveFilter)}
          >
            {ACTIVE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`adminContent.status.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p style={{ color: 'var(--fw-muted)' }}>{t('adminContent.list.sortedBy')}</p>

      {isLoading ? (
        <div role="status" className="fw-loading">
          {t('common.loading')}
        </div>
      ) : isError ? (
        <div role="alert" className="fw-error">
          <p>{t('adminContent.list.loadFailed')}</p>
          <button type="button" className="fw-button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p data-testid="content-admin-empty">
          {list.search
            ? t('adminContent.list.emptySearch', { search: list.search })
            : t('adminContent.list.empty', { noun })}
        </p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', color: 'var(--fw-muted)' }}>
            {t('adminContent.list.count', { count: total })}
          </caption>
          <thead>
            <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--fw-line)' }}>
              <th scope="col" aria-sort="ascending">
                {t('adminContent.list.sortOrder')}
              </th>
              <th scope="col">{t('adminContent.list.name')}</th>
              <th scope="col">{t('adminContent.list.status')}</th>
              <th scope="col">{t('adminContent.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry, index) => {
              const name = spec.label(entry);
              const blocked = spec.deleteBlockedKey?.(entry) ?? null;
              return (
                <tr
                  key={entry._id}
                  data-testid="content-admin-row"
                  style={{ borderBottom: '1px solid var(--fw-line)', verticalAlign: 'top' }}
                >
                  <td>{entry.sortOrder}</td>
                  <td>
                    <strong>{name}</strong>
                    {spec.details?.(entry)}
                  </td>
                  <td>{t(entry.isActive ? 'adminContent.status.active' : 'adminContent.status.inactive')}</td>
                  <td>
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
                        onClick={() => void toggleActive(entry)}
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
                        onClick={() => void move(entry, index, 'up')}
                        aria-label={t('adminContent.actions.moveUp', { name })}
                        title={t('adminContent.actions.moveUp', { name })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="fw-icon-button"
                        disabled={busy || index === items.length - 1}
                        onClick={() => void move(entry, index, 'down')}
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {total > PAGE_LIMIT_DEFAULT && (
        <nav
          aria-label={t('adminContent.list.paging')}
          style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginTop: '1rem' }}
        >
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={list.page <= 1}
            onClick={() => list.setPage(list.page - 1)}
          >
            {t('adminContent.list.previous')}
          </button>
          <span>{t('adminContent.list.pageOf', { page: list.page, pages })}</span>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={list.page >= pages}
            onClick={() => list.setPage(list.page + 1)}
          >
            {t('adminContent.list.next')}
          </button>
        </nav>
      )}

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
          loading={deleteState.isLoading}
          onCancel={() => setDeleting(null)}
          onDelete={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
