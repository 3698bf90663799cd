import '@fachwerk/web/data-access/catalogue/jobs-web';
import type { FeedbackResponse } from '@fachwerk/shared/contracts';
import {
  DataTable,
  FilterPanel,
  formatDate,
  ListResult,
  ReasonDialog,
  useListUrlState,
  useMutationAction,
} from '@fachwerk/web/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedbackQuery, useSetFeedbackVisibilityMutation } from '@fachwerk/web/data-access/api/feedback';
import { ADMIN_FEEDBACK_LIST, feedbackApiQuery } from './admin-feedback-list';

const Stars = ({ rating }: { rating: number }) => {
  const { t } = useTranslation();
  return (
    <span
      className="fw-stars"
      aria-label={t('jobsAdmin.feedback.stars', { count: rating })}
      title={t('jobsAdmin.feedback.stars', { count: rating })}
    >
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
};

/**
 * Admin `/admin/feedback`: every feedback with rating, comment, author, job and hidden state; filters
 * (hidden, rating ≤ n) and paging in the URL; hide with a reason (required) or show again.
 */
export function AdminFeedbackPage() {
  const { t, i18n } = useTranslation();
  const { state, update, setPage } = useListUrlState(ADMIN_FEEDBACK_LIST);
  const result = useAdminFeedbackQuery(feedbackApiQuery(state));
  const { data } = result;
  const [target, setTarget] = useState<FeedbackResponse | null>(null);
  const visibility = useMutationAction(useSetFeedbackVisibilityMutation()[0], {
    onSuccess: useCallback(() => setTarget(null), []),
  });
  const hiding = target ? !target.hidden : true;

  return (
    <section className="fw-page" aria-labelledby="admin-feedback-title" data-testid="admin-feedback">
      <h1 id="admin-feedback-title">{t('jobsAdmin.feedback.title')}</h1>
      <FilterPanel label={t('listFilters.label')}>
        <div className="fw-toolbar">
          <label htmlFor="admin-feedback-hidden">{t('jobsAdmin.feedback.hiddenFilter')}</label>
          <select
            id="admin-feedback-hidden"
            value={state.hidden === null ? '' : String(state.hidden)}
            onChange={(e) => update({ hidden: e.target.value === '' ? null : e.target.value === 'true' })}
          >
            <option value="">{t('jobsAdmin.feedback.all')}</option>
            <option value="false">{t('jobsAdmin.feedback.visibleOnly')}</option>
            <option value="true">{t('jobsAdmin.feedback.hiddenOnly')}</option>
          </select>
          <label htmlFor="admin-feedback-rating">{t('jobsAdmin.feedback.ratingFilter')}</label>
          <select
            id="admin-feedback-rating"
            value={state.rating ?? 0}
            onChange={(e) => update({ rating: Number(e.target.value) || null })}
          >
            <option value={0}>{t('jobsAdmin.feedback.anyRating')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('jobsAdmin.feedback.stars', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </FilterPanel>

      {data && (
        <p role="status" aria-live="polite">
          {t('jobsAdmin.feedback.count', { count: data.total })}
        </p>
      )}
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('jobsAdmin.feedback.loadFailed')}
        empty={t('jobsAdmin.feedback.empty')}
      >
        {(items) => (
          <DataTable
            caption={t('jobsAdmin.feedback.title')}
            rows={items}
            rowKey={(item) => item._id}
            rowAttributes={(item) => ({
              'data-feedback-id': item._id,
              'data-hidden': String(Boolean(item.hidden)),
            })}
            columns={[
              {
                key: 'rating',
                header: t('jobsAdmin.feedback.columns.rating'),
                cell: (item) => <Stars rating={item.rating} />,
              },
              {
                key: 'comment',
                header: t('jobsAdmin.feedback.columns.comment'),
                cell: (item) => item.comment,
              },
              {
                key: 'author',
                header: t('jobsAdmin.feedback.columns.author'),
                cell: (item) =>
                  `${item.authorName} (${t(`jobsAdmin.feedback.authorRole.${item.authorRole}`)})`,
              },
              {
                key: 'job',
                header: t('jobsAdmin.feedback.columns.job'),
                primary: true,
                cell: (item) => item.jobTitle,
              },
              {
                key: 'date',
                header: t('jobsAdmin.feedback.columns.date'),
                cell: (item) => formatDate(item.createdAt, i18n.language),
              },
              {
                key: 'state',
                header: t('jobsAdmin.feedback.columns.state'),
                cell: (item) =>
                  item.hidden
                    ? item.hiddenReason
                      ? t('jobsAdmin.feedback.hiddenBecause', { reason: item.hiddenReason })
                      : t('jobsAdmin.feedback.hidden')
                    : t('jobsAdmin.feedback.visible'),
              },
              {
                key: 'actions',
                header: t('jobsAdmin.feedback.columns.actions'),
                actions: true,
                cell: (item) => (
                  <button
                    type="button"
                    className={item.hidden ? 'fw-button fw-button--secondary' : 'fw-button fw-button--danger'}
                    onClick={() => setTarget(item)}
                  >
                    {t(item.hidden ? 'jobsAdmin.feedback.unhide' : 'jobsAdmin.feedback.hide')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </ListResult>

      {target && (
        <ReasonDialog
          title={t(hiding ? 'jobsAdmin.feedback.hideDialog.title' : 'jobsAdmin.feedback.unhideDialog.title')}
          text={t(hiding ? 'jobsAdmin.feedback.hideDialog.text' : 'jobsAdmin.feedback.unhideDialog.text', {
            author: target.authorName,
            job: target.jobTitle,
          })}
          submitLabel={t(
            hiding ? 'jobsAdmin.feedback.hideDialog.submit' : 'jobsAdmin.feedback.unhideDialog.submit',
          )}
          optional={!hiding}
          busy={visibility.busy}
          error={visibility.error?.message}
          testId="feedback-visibility-dialog"
          onCancel={() => setTarget(null)}
          onSubmit={(reason) =>
            void visibility.run({
              id: target._id,
              body: { hidden: !target.hidden, ...(reason ? { reason } : {}) },
            })
          }
        />
      )}
    </section>
  );
}
