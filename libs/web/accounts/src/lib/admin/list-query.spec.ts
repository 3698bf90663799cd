import { changeFilter, listStateToParams, parseListState, toApiQuery } from './list-query';

describe('admin account list URL state', () => {
  it('reads search, filters and page from the URL and ignores unknown values', () => {
    const state = parseListState(new URLSearchParams('search=Nowak&approval=pending&status=nonsense&page=3'));
    expect(state).toEqual({ search: 'Nowak', approval: 'pending', status: '', page: 3 });
    expect(parseListState(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the default, so the plain list has a plain URL', () => {
    expect(listStateToParams({ search: '', approval: '', status: '', page: 1 }).toString()).toBe('');
    expect(listStateToParams({ search: ' Nowak ', approval: 'pending', status: 'inactive', page: 2 }).toString()).toBe(
      'search=Nowak&approval=pending&status=inactive&page=2',
    );
  });

  it('starts at page 1 again when a filter changes', () => {
    expect(changeFilter({ search: '', approval: '', status: '', page: 4 }, { approval: 'rejected' })).toEqual({ search: '', approval: 'rejected', status: '', page: 1 });
  });

  it('turns the state into the API query of the account type', () => {
    expect(toApiQuery('supplier', { search: 'x', approval: '', status: 'active', page: 2 })).toEqual({ type: 'supplier', page: 2, limit: 20, search: 'x', status: 'active' });
  });
});
