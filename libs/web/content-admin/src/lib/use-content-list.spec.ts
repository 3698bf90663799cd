import type { CatalogueEntry } from '@fachwerk/shared/contracts';
import { languageChanged } from '@fachwerk/web/data-access';
import { jsonResponse, mockFetch, recordApiEffects, renderHookWithApp, type FetchCall, type RecordedEffects } from '@fachwerk/web/data-access/testing';
import { act, configure, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { catalogueSpec } from './screens/CataloguePage';
import { useContentList } from './use-content-list';

configure({ asyncUtilTimeout: 5000 });

const language = (i: number, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  ...{ _id: `l${i}`, name: `Sprache ${i}`, nameDe: `Sprache ${i}`, nameEn: `Language ${i}`, sortOrder: i, isActive: true },
  ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  ...overrides,
});

/**
 * An API for /languages: `entries` 20 a page (the same entries on every page); writes answer as
 * `write` says, by default with a message.
 */
function languagesApi(entries: CatalogueEntry[], write: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.method !== 'GET') return write(call) ?? jsonResponse(200, { status: true, message: 'Gespeichert.', data: {} });
    const page = Number(new URL(call.url).searchParams.get('page') ?? 1);
    return jsonResponse(200, { status: true, message: 'ok', data: { items: entries, total: entries.length, page, limit: 20 } });
  });
}

const spec = catalogueSpec('languages');

function renderList(path = '/add-language') {
  return renderHookWithApp(() => ({ content: useContentList(spec), search: useLocation().search }), { role: 'admin', path });
}

const lists = (calls: FetchCall[]) => calls.filter((c) => c.method === 'GET').map((c) => Object.fromEntries(new URL(c.url).searchParams));
const writes = (calls: FetchCall[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, new URL(c.url).pathname, c.body && JSON.parse(c.body)]);

let effects: RecordedEffects;
beforeEach(() => {
  localStorage.clear();
  effects = recordApiEffects();
});

describe('useContentList: the list asked for', () => {
  it('asks for the URL’s search, status and page, 20 a page, in the UI language', async () => {
    const calls = languagesApi([language(1), language(2)]);
    const { result, store } = renderList('/add-language?search=Pol&status=inactive&page=2');
    expect(result.current.content.list).toEqual({ search: 'Pol', status: 'inactive', page: 2 });
    await waitFor(() => expect(result.current.content.items).toHaveLength(2));
    expect(lists(calls)).toEqual([{ search: 'Pol', status: 'inactive', page: '2', limit: '20' }]);
    expect(calls[0]!.headers.get('accept-language')).toBe('de');
    expect(result.current.content.total).toBe(2);

    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await waitFor(() => expect(calls.at(-1)!.headers.get('accept-language')).toBe('en'));
  });

  it('starts with every entry on page 1 and no search', async () => {
    const calls = languagesApi([]);
    const { result } = renderList();
    expect(result.current.content.list).toEqual({ search: '', status: 'all', page: 1 });
    await waitFor(() => expect(lists(calls)).toHaveLength(1));
    expect(lists(calls)[0]).toEqual({ status: 'all', page: '1', limit: '20' });
    expect(result.current.content.items).toEqual([]);
    expect(result.current.content.total).toBe(0);
  });

  it('writes the search into the URL once typing stops, back on page 1', async () => {
    const calls = languagesApi([language(1)]);
    const { result } = renderList('/add-language?page=3');
    act(() => result.current.content.setSearchInput('Pol'));
    act(() => result.current.content.setSearchInput('Polnisch'));
    expect(result.current.content.searchInput).toBe('Polnisch');
    expect(result.current.search).toBe('?page=3');
    await waitFor(() => expect(result.current.search).toBe('?search=Polnisch'));
    await waitFor(() => expect(lists(calls).at(-1)).toMatchObject({ search: 'Polnisch', page: '1' }));
    expect(lists(calls).filter((query) => query['search'] === 'Pol')).toEqual([]);
  });

  it('filters by status and pages, with both in the URL', async () => {
    languagesApi([language(1)]);
    const { result } = renderList('/add-language?search=Pol&page=2');
    act(() => result.current.content.setStatus('active'));
    expect(result.current.search).toBe('?search=Pol&status=active');
    act(() => result.current.content.setPage(3));
    expect(result.current.search).toBe('?search=Pol&status=active&page=3');
    expect(result.current.content.list).toEqual({ search: 'Pol', status: 'active', page: 3 });
  });
});

describe('useContentList: writes', () => {
  it('switches an entry’s active flag and says which way', async () => {
    const calls = languagesApi([language(1), language(2, { isActive: false })]);
    const { result } = renderList();
    await waitFor(() => expect(result.current.content.items).toHaveLength(2));
    const [active, inactive] = result.current.content.items;
    act(() => result.current.content.toggleActive(active!));
    await waitFor(() => expect(effects.successes).toEqual(['„Sprache 1“ ist jetzt inaktiv.']));
    act(() => result.current.content.toggleActive(inactive!));
    await waitFor(() => expect(effects.successes).toHaveLength(2));
    expect(effects.successes[1]).toBe('„Sprache 2“ ist jetzt aktiv.');
    expect(writes(calls)).toEqual([
      ['PATCH', '/api/v1/languages/l1', { isActive: false }],
      ['PATCH', '/api/v1/languages/l2', { isActive: true }],
    ]);
  });

  it('moves an entry by swapping sort orders with its neighbour; the first cannot go up, the last not down', async () => {
    const calls = languagesApi([language(1, { sortOrder: 10 }), language(2, { sortOrder: 20 }), language(3, { sortOrder: 30 })]);
    const { result } = renderList();
    await waitFor(() => expect(result.current.content.items).toHaveLength(3));
    const [first, second, last] = result.current.content.items;
    expect([first, second, last].map((entry) => [result.current.content.canMove(entry!, 'up'), result.current.content.canMove(entry!, 'down')])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    act(() => result.current.content.move(last!, 'up'));
    await waitFor(() => expect(effects.successes).toEqual(['Die Reihenfolge von „Sprache 3“ wurde geändert.']));
    expect(writes(calls)).toEqual([
      ['PATCH', '/api/v1/languages/l3', { sortOrder: 20 }],
      ['PATCH', '/api/v1/languages/l2', { sortOrder: 30 }],
    ]);
  });

  it('stops moving at the first refusal and says nothing of a move', async () => {
    const calls = languagesApi([language(1), language(2)], (call) =>
      call.method === 'PATCH' ? jsonResponse(409, { status: false, message: 'Der Eintrag wurde gerade geändert.', code: 'CONFLICT' }) : undefined,
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current.content.items).toHaveLength(2));
    act(() => result.current.content.move(result.current.content.items[0]!, 'down'));
    await waitFor(() => expect(effects.errors).toEqual(['Der Eintrag wurde gerade geändert.']));
    expect(writes(calls)).toHaveLength(1);
    expect(effects.successes).toEqual([]);
    await waitFor(() => expect(result.current.content.busy).toBe(false));
  });

  it('deletes only after confirmation, with the API’s message or its own', async () => {
    const calls = languagesApi([language(1), language(2)], (call) =>
      call.method === 'DELETE' ? jsonResponse(200, { status: true, message: new URL(call.url).pathname.endsWith('/l1') ? 'Sprache gelöscht.' : '' }) : undefined,
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current.content.items).toHaveLength(2));
    const [one, two] = result.current.content.items;
    act(() => result.current.content.askDelete(one!));
    expect(result.current.content.deleting).toBe(one);
    act(() => result.current.content.cancelDelete());
    expect(result.current.content.deleting).toBeNull();
    expect(writes(calls)).toEqual([]);

    act(() => result.current.content.askDelete(one!));
    act(() => result.current.content.confirmDelete());
    await waitFor(() => expect(result.current.content.deleting).toBeNull());
    act(() => result.current.content.askDelete(two!));
    act(() => result.current.content.confirmDelete());
    await waitFor(() => expect(result.current.content.deleting).toBeNull());
    expect(writes(calls).map(([method, path]) => `${method} ${path}`)).toEqual(['DELETE /api/v1/languages/l1', 'DELETE /api/v1/languages/l2']);
    expect(effects.successes).toEqual(['Sprache gelöscht.', 'Der Eintrag wurde gelöscht.']);
  });

  it('goes a page back when the last entry of a later page is deleted, and stays on page 1', async () => {
    languagesApi([language(21)]);
    const later = renderList('/add-language?status=active&page=2');
    await waitFor(() => expect(later.result.current.content.items).toHaveLength(1));
    act(() => later.result.current.content.askDelete(later.result.current.content.items[0]!));
    act(() => later.result.current.content.confirmDelete());
    await waitFor(() => expect(later.result.current.search).toBe('?status=active'));

    const first = renderList('/add-language');
    await waitFor(() => expect(first.result.current.content.items).toHaveLength(1));
    act(() => first.result.current.content.askDelete(first.result.current.content.items[0]!));
    act(() => first.result.current.content.confirmDelete());
    await waitFor(() => expect(first.result.current.content.deleting).toBeNull());
    expect(first.result.current.search).toBe('');
  });
});

describe('useContentList: the entry dialog', () => {
  it('opens for a new entry or an existing one and closes', async () => {
    languagesApi([language(1)]);
    const { result } = renderList();
    await waitFor(() => expect(result.current.content.items).toHaveLength(1));
    expect(result.current.content.editing).toBeNull();
    act(() => result.current.content.create());
    expect(result.current.content.editing).toEqual({ entry: null });
    act(() => result.current.content.edit(result.current.content.items[0]!));
    expect(result.current.content.editing).toEqual({ entry: result.current.content.items[0] });
    act(() => result.current.content.closeEditor());
    expect(result.current.content.editing).toBeNull();
  });

  it('gives a new entry the sort order after every entry there is (the total, or a higher sort order shown)', async () => {
    languagesApi([language(1, { sortOrder: 1 }), language(2, { sortOrder: 2 })]);
    const counted = renderList();
    await waitFor(() => expect(counted.result.current.content.nextSortOrder).toBe(3));

    languagesApi([language(1, { sortOrder: 7 }), language(2, { sortOrder: 40 })]);
    const spread = renderList('/add-language?search=x');
    await waitFor(() => expect(spread.result.current.content.nextSortOrder).toBe(41));
  });
});
