import { parseListState, writeListState } from '@fachwerk/web/ui';
import { ADMIN_JOBS_LIST, jobsApiQuery } from './admin-jobs-list';

describe('admin list state in the URL', () => {
  it('jobs: keeps known values, drops unknown ones, and round-trips', () => {
    const state = parseListState(
      ADMIN_JOBS_LIST,
      new URLSearchParams('status=open&type=resource&q=%20Elektriker%20&clientId=c1&page=3'),
    );
    expect(state).toEqual({ status: 'open', type: 'resource', q: 'Elektriker', clientId: 'c1', page: 3 });
    expect(writeListState(ADMIN_JOBS_LIST, state).toString()).toBe(
      'status=open&type=resource&q=Elektriker&clientId=c1&page=3',
    );
    expect(jobsApiQuery(state)).toEqual({
      page: 3,
      limit: 20,
      status: 'open',
      type: 'resource',
      q: 'Elektriker',
      clientId: 'c1',
    });
    const empty = parseListState(ADMIN_JOBS_LIST, new URLSearchParams('status=gone&type=x&page=-1'));
    expect(empty).toEqual({ status: '', type: '', q: '', clientId: '', page: 1 });
    expect(writeListState(ADMIN_JOBS_LIST, empty).toString()).toBe('');
  });
});
