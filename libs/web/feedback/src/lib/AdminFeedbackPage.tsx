import '@fachwerk/web/market-data-access/catalogue';
import type { FeedbackResponse } from '@fachwerk/shared/contracts';
import { showToast } from '@fachwerk/web/data-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdminFeedbackQuery, useSetFeedbackVisibilityMutation } from '@fachwerk/web/market-data-access';
import { formatDate } from '@fachwerk/web/market-ui';
import {
  feedbackApiQuery,
  feedbackStateToParams,
  parseFeedbackState,
  type AdminFeedbackState,
} from '@fachwerk/web/market-ui';
import { ReasonDialog } from '@fachwerk/web/market-ui';
import { Pager } from '@fachwerk/web/ui';

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
  const [params, setParams] = useSearchParams();
  const state = parseFeedbackState(params);
  const { data, isLoading, isFetching, isError, refetch } = useAdminFeedbackQuery(feedbackApiQuery(state));
  const [setVisibility, { isLoading: saving }] = useSetFeedbackVisibilityMutation();
  const [target, setTarget] = useState<FeedbackResponse | null>(null);

  const go = (next: AdminFeedbackState) => setParams(feedbackStateToParams(next));
  const filter = (patch: Partial<Omit<AdminFeedbackState, 'page'>>) => go({ ...state, ...patch, page: 1 });

  const hiding = target ? !target.hidden : true;
  const onSubmit = async (reason: string) => {
    if (!target) return;
    const result = await setVisibility({
      id: target._id,
      body: { hidden: !target.hidden, ...(reason ? { reason } : {}) },
    });
    if ('data' in result && result.data) {
      showToast('success', result.data.message);
      setTarget(null);
    }
  };

  return (
    <section className="fw-page" aria-labelledby="admin-feedback-title" data-testid="admin-feedback">
      <h1 id="admin-feedback-title">{t('jobsAdmin.feedback.title')}</h1>
      <div className="fw-toolbar">
        <label htmlFor="admin-feedback-hidden">{t('jobsAdmin.feedback.hiddenFilter')}</label>
        <select
          id="admin-feedback-hidden"
          value={state.hidden}
          onChange={(e) => filter({ hidden: e.target.value as AdminFeedbackState['hidden'] })}
        >
          <option value="">{t('jobsAdmin.feedback.all')}</option>
          <option value="false">{t('jobsAdmin.feedback.visibleOnly')}</option>
          <option value="true">{t('jobsAdmin.feedback.hiddenOnly')}</option>
        </select>
        <label htmlFor="admin-feedback-rating">{t('jobsAdmin.feedback.ratingFilter')}</label>
        <select
          id="admin-feedback-rating"
          value={state.rating}
          onChange={(e) => filter({ rating: Number(e.target.value) })}
        >
          <option value={0}>{t('jobsAdmin.feedback.anyRating')}</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {t('jobsAdmin.feedback.stars', { count: n })}
            </option>
          ))}
        </select>
      </div>

      {isLoading && (
        <p role="status" className="fw-loading">
          {t('jobsCommon.loading')}
        </p>
      )}
      {isError && (
        <div role="alert" className="fw-error">
          <p>{t('jobsAdmin.feedback.loadFailed')}</p>
          <button type="button" className="fw-button fw-button--secondary" onClick={() => void refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </div>
      )}
      {data && (
        <p role="status" aria-live="polite">
          {t('jobsAdmin.feedback.count', { count: data.total })}
        </p>
      )}
      {data && data.items.length === 0 && <p className="fw-empty">{t('jobsAdmin.feedback.empty')}</p>}
      {data && data.items.length > 0 && (
        <table className="fw-table" aria-busy={isFetching}>
          <caption className="fw-visually-hidden">{t('jobsAdmin.feedback.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('jobsAdmin.feedback.columns.rating')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.comment')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.author')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.job')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.date')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.state')}</th>
              <th scope="col">{t('jobsAdmin.feedback.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item._id} data-feedback-id={item._id} data-hidden={Boolean(item.hidden)}>
                <td>
                  <Stars rating={item.rating} />
                </td>
                <td>{item.comment}</td>
                <td>
                  {item.authorName} ({t(`jobsAdmin.feedback.authorRole.${item.authorRole}`)})
                </td>
                <td>{item.jobTitle}</td>
                <td>{formatDate(item.createdAt, i18n.language)}</td>
                <td>
                  {item.hidden
                    ? item.hiddenReason
                      ? t('jobsAdmin.feedback.hiddenBecause', { reason: item.hiddenReason })
                      : t('jobsAdmin.feedback.hidden')
                    : t('jobsAdmin.feedback.visible')}
                </td>
                <td>
                  <button
                    type="button"
                    className={item.hidden ? 'fw-button fw-button--secondary' : 'fw-button fw-button--danger'}
                    onClick={() => setTarget(item)}
                  >
                    {t(item.hidden ? 'jobsAdmin.feedback.unhide' : 'jobsAdmin.feedback.hide')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager
          page={state.page}
          total={data.total}
          limit={data.limit}
          onPage={(page) => go({ ...state, page })}
        />
      )}

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
          busy={saving}
          testId="feedback-visibility-dialog"
          onCancel={() => setTarget(null)}
          onSubmit={(reason) => void onSubmit(reason)}
        />
      )}
    </section>
  );
}
