import { parseListState, writeListState } from '@fachwerk/web/ui';
import { ADMIN_FEEDBACK_LIST, feedbackApiQuery } from './admin-feedback-list';

describe('admin feedback list state in the URL', () => {
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
