import { parseListState, writeListState } from '@fachwerk/web/ui';
import { ACCOUNT_LIST, toApiQuery } from './list-query';

describe('admin account list URL state', () => {
  it('reads search, filters and page from the URL and ignores unknown values', () => {
    const state = parseListState(
      ACCOUNT_LIST,
      new URLSearchParams('search=Nowak&approval=pending&status=nonsense&page=3'),
    );
    expect(state).toEqual({ search: 'Nowak', approval: 'pending', status: '', page: 3 });
    expect(parseListState(ACCOUNT_LIST, new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what differs from the default, so the plain list has a plain URL', () => {
    expect(writeListState(ACCOUNT_LIST, { search: '', approval: '', status: '', page: 1 }).toString()).toBe(
      '',
    );
    expect(
      writeListState(ACCOUNT_LIST, {
        search: ' Nowak ',
        approval: 'pending',
        status: 'inactive',
        page: 2,
      }).toString(),
    ).toBe('search=Nowak&approval=pending&status=inactive&page=2');
  });

  it('turns the state into the API query of the account type', () => {
    expect(toApiQuery('supplier', { search: 'x', approval: '', status: 'active', page: 2 })).toEqual({
      type: 'supplier',
      page: 2,
      limit: 20,
      search: 'x',
      status: 'active',
    });
  });
});
