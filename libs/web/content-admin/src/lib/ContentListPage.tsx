import { ACTIVE_FILTERS, type ActiveFilter } from '@fachwerk/shared/contracts';
import { DataTable, DeleteConfirmDialog, FilterPanel, ListResult } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryFormDialog } from './EntryFormDialog';
import type { ManagedEntry, ResourceSpec } from './resource';
import { useContentList } from './use-content-list';

export interface ContentListPageProps<E extends ManagedEntry> {
  spec: ResourceSpec<E>;
  /** shown above the heading (e.g. a back link) */
  before?: ReactNode;
  /** replaces the heading text (e.g. "Werkzeuge: Elektroinstallation") */
  heading?: string;
}

/**
 * The admin list of one content kind: search, status filter, paging, the sort order shown and
 * changeable, create/edit in a dialog, active toggle and delete with confirmation; its state and
 * actions are `useContentList`'s.
 */
export function ContentListPage<E extends ManagedEntry>({ spec, before, heading }: ContentListPageProps<E>) {
  const { t } = useTranslation();
  const content = useContentList(spec);
  const { list, result, total, busy, editing, deleting } = content;
  const noun = t(spec.nounKey);

  return (
    <section className="fw-card" data-testid={`content-admin-${spec.tag}`} aria-busy={result.isFetching}>
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
        <button type="button" className="fw-button" onClick={content.create}>
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
              value={content.searchInput}
              placeholder={t('adminContent.list.searchPlaceholder')}
              onChange={(e) => content.setSearchInput(e.target.value)}
            />
          </div>
          <div className="fw-field">
            <label htmlFor={`${spec.tag}-status`}>{t('adminContent.list.status')}</label>
            <select
              id={`${spec.tag}-status`}
              value={list.status}
              onChange={(e) => content.setStatus(e.target.value as ActiveFilter)}
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

      {result.data && <p role="status">{t('adminContent.list.count', { count: total })}</p>}
      <ListResult
        result={result}
        page={list.page}
        onPage={content.setPage}
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
                  const name = spec.label(entry);
                  const blocked = spec.deleteBlockedKey?.(entry) ?? null;
                  return (
                    <div style={{ display: 'flex', gap: '0.4rem', flexWrap: 'wrap', alignItems: 'center' }}>
                      <button
                        type="button"
                        className="fw-link-button"
                        onClick={() => content.edit(entry)}
                        aria-label={t('adminContent.actions.editNamed', { name })}
                      >
                        {t('adminContent.actions.edit')}
                      </button>
                      <button
                        type="button"
                        className="fw-link-button"
                        disabled={busy}
                        onClick={() => content.toggleActive(entry)}
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
                        disabled={busy || !content.canMove(entry, 'up')}
                        onClick={() => content.move(entry, 'up')}
                        aria-label={t('adminContent.actions.moveUp', { name })}
                        title={t('adminContent.actions.moveUp', { name })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="fw-icon-button"
                        disabled={busy || !content.canMove(entry, 'down')}
                        onClick={() => content.move(entry, 'down')}
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
                          onClick={() => content.askDelete(entry)}
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
          nextSortOrder={content.nextSortOrder}
          onClose={content.closeEditor}
        />
      )}
      {deleting && (
        <DeleteConfirmDialog
          title={t('adminContent.delete.title', { noun, name: spec.label(deleting) })}
          loading={content.deleteBusy}
          onCancel={content.cancelDelete}
          onDelete={content.confirmDelete}
        />
      )}
    </section>
  );
}
