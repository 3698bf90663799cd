import { ADMIN_LIST_LIMIT, booleanField, integerField, type ListState, pageField } from '@fachwerk/web/ui';

/** Admin `/admin/feedback` as it lives in the URL: `?hidden=true|false&rating=1..5&page=` (rating: at most n stars). */
export const ADMIN_FEEDBACK_LIST = {
  hidden: booleanField(),
  rating: integerField(1, 5),
  page: pageField(),
};
export type AdminFeedbackState = ListState<typeof ADMIN_FEEDBACK_LIST>;

export function feedbackApiQuery(state: AdminFeedbackState) {
  return {
    page: state.page,
    limit: ADMIN_LIST_LIMIT,
    ...(state.hidden !== null ? { hidden: state.hidden } : {}),
    ...(state.rating !== null ? { rating: state.rating } : {}),
  };
}
