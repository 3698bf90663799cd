import {
  feedbackApiQuery,
  feedbackStateToParams,
  jobsApiQuery,
  jobsStateToParams,
  parseFeedbackState,
  parseJobsState,
} from './admin-list-state';

describe('admin list state in the URL', () => {
  it('jobs: keeps known values, drops unknown ones, and round-trips', () => {
    const state = parseJobsState(
      new URLSearchParams('status=open&type=resource&q=%20Elektriker%20&clientId=c1&page=3'),
    );
    expect(state).toEqual({ status: 'open', type: 'resource', q: ' Elektriker ', clientId: 'c1', page: 3 });
    expect(jobsStateToParams(state).toString()).toBe(
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
    expect(parseJobsState(new URLSearchParams('status=gone&type=x&page=-1'))).toEqual({
      status: '',
      type: '',
      q: '',
      clientId: '',
      page: 1,
    });
    expect(jobsStateToParams(parseJobsState(new URLSearchParams(''))).toString()).toBe('');
  });

  it('feedback: hidden true/false, rating 1–5, page', () => {
    const state = parseFeedbackState(new URLSearchParams('hidden=false&rating=2&page=2'));
    expect(state).toEqual({ hidden: 'false', rating: 2, page: 2 });
    expect(feedbackStateToParams(state).toString()).toBe('hidden=false&rating=2&page=2');
    expect(feedbackApiQuery(state)).toEqual({ page: 2, limit: 20, hidden: false, rating: 2 });
    expect(parseFeedbackState(new URLSearchParams('hidden=maybe&rating=9'))).toEqual({
      hidden: '',
      rating: 0,
      page: 1,
    });
    expect(feedbackApiQuery(parseFeedbackState(new URLSearchParams('hidden=true')))).toEqual({
      page: 1,
      limit: 20,
      hidden: true,
    });
  });
});
