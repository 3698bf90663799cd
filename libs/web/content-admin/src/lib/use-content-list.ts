import { adminContentCatalogue } from '@fachwerk/shared/i18n/features';
import { ACTIVE_FILTERS, PAGE_LIMIT_DEFAULT, type ActiveFilter } from '@fachwerk/shared/contracts';
import {
  registerCatalogue,
  selectLanguage,
  useAppSelector,
  useAdminContentDeleteMutation,
  useAdminContentListQuery,
  useAdminContentUpdateMutation,
  type AdminWriteResult,
} from '@fachwerk/web/data-access';
import { oneOfField, pageField, textField, useListUrlState, useMutationAction, useSearchInput, type MutationOutcome } from '@fachwerk/web/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { movePatches, type MoveDirection } from './ordering';
import type { ManagedEntry, ResourceSpec } from './resource';

// The screens' texts travel with these lazy screens, not with the shell or the remote's first chunk.
registerCatalogue(adminContentCatalogue);

/** `?search=&status=&page=` of every content list. */
const LIST = { search: textField(100), status: oneOfField(ACTIVE_FILTERS, 'all'), page: pageField() };

/** The entry in the create/edit dialog: `entry: null` creates one; null: the dialog is closed. */
type Editing<E> = { entry: E | null } | null;

/**
 * The admin list of one content kind: search (debounced, in the URL), status filter and paging (in
 * the URL too), the page asked of the API in the UI language, the create/edit dialog, the active
 * toggle, moving an entry one place (swapping sort orders), and delete after confirmation (going a
 * page back when the last entry of a later page goes). Each write says what it did as a toast.
 */
export function useContentList<E extends ManagedEntry>(spec: ResourceSpec<E>) {
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

  return {
    /** the list's search, status and page as the URL holds them */
    list,
    setStatus: (status: ActiveFilter) => update({ status }),
    setPage,
    /** the search box: every key stroke; the list's search follows when typing stops */
    searchInput,
    setSearchInput,
    result,
    items,
    total,
    /** a write or a load is under way: the row actions wait */
    busy: toggleActive.busy || move.busy || isFetching,
    toggleActive: (entry: E) => void toggleActive.run(entry),
    /** whether the entry has a neighbour on this page to swap places with */
    canMove: (entry: E, direction: MoveDirection) => (direction === 'up' ? items.indexOf(entry) !== 0 : items.indexOf(entry) !== items.length - 1),
    move: (entry: E, direction: MoveDirection) => void move.run(entry, items.indexOf(entry), direction),
    /** the create/edit dialog's entry (`{ entry: null }`: a new one), or null while it is closed */
    editing,
    create: () => setEditing({ entry: null }),
    edit: (entry: E) => setEditing({ entry }),
    closeEditor: () => setEditing(null),
    /** the sort order a new entry gets: after every entry there is */
    nextSortOrder: Math.max(total, ...items.map((i) => i.sortOrder)) + 1,
    /** the entry whose deletion waits for confirmation */
    deleting,
    askDelete: (entry: E) => setDeleting(entry),
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (deleting) void remove.run(deleting);
    },
    deleteBusy: remove.busy,
  };
}
