import { parseListState, writeListState } from '@fachwerk/web/ui';
import { ADMIN_FEEDBACK_LIST, ADMIN_JOBS_LIST, feedbackApiQuery, jobsApiQuery } from './admin-list-state';

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

  it('feedback: hidden true/false, rating 1–5, page', () => {
    const state = parseListState(ADMIN_FEEDBACK_LIST, new URLSearchParams('hidden=false&rating=2&page=2'));
    expect(state).toEqual({ hidden: false, rating: 2, page: 2 });
    expect(writeListState(ADMIN_FEEDBACK_LIST, state).toString()).toBe('hidden=false&rating=2&page=2');
    expect(feedbackApiQuery(state)).toEqual({ page: 2, limit: 20, hidden: false, rating: 2 });
    expect(parseListState(ADMIN_FEEDBACK_LIST, new URLSearchParams('hidden=maybe&rating=9'))).toEqual({
      hidden: null,
      rating: null,
      page: 1,
    });
    expect(feedbackApiQuery(parseListState(ADMIN_FEEDBACK_LIST, new URLSearchParams('hidden=true')))).toEqual(
      {
        page: 1,
        limit: 20,
        hidden: true,
      },
    );
  });
});
