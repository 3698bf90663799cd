import '@fachwerk/web/market-data-access/engagement-catalogue';
import type { NotificationResponse } from '@fachwerk/shared/contracts';
import { selectLanguage, showToast, useAppSelector } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '@fachwerk/web/market-data-access';
import { formatDateTime } from '@fachwerk/web/market-ui';

/** Page size of /notification. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `?unread=1&page=n`: the list's state lives in the URL, so reload and back keep it. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const state = {
    unreadOnly: params.get('unread') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const go = (next: typeof state) => {
    const p = new URLSearchParams();
    if (next.unreadOnly) p.set('unread', '1');
    if (next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  return [state, go] as const;
}

function NotificationItem({
  item,
  onOpen,
}: {
  item: NotificationResponse;
  onOpen: (item: NotificationResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const unread = item.readAt === null;
  return (
    <li
      className={unread ? 'fw-notification fw-notification--unread' : 'fw-notification'}
      data-unread={unread}
    >
      <button type="button" className="fw-notification__open" onClick={() => onOpen(item)}>
        {unread && <span className="fw-badge">{t('engagement.notifications.unread')}</span>}
        <strong className="fw-notification__title">{item.title}</strong>
        <span className="fw-notification__body">{item.body}</span>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
      </button>
    </li>
  );
}

/**
 * `/notification` (every role): newest first with paging, unread ones highlighted, filter "unread
 * only"; opening one marks it read and goes to its link; "mark all as read". Marking read
 * invalidates the Notifications tag, so the header bell follows.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, go] = useListState();
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, isError, isFetching, refetch } = useNotificationsQuery({
    language,
    ...(state.unreadOnly ? { unread: true } : {}),
    page: state.page,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || NOTIFICATIONS_PAGE_SIZE))) : 1;

  const open = async (item: NotificationResponse) => {
    if (item.readAt === null) await markRead(item._id);
    if (item.link) navigate(item.link);
  };
  const onMarkAll = async () => {
    const result = await markAll();
    if ('data' in result && result.data)
      showToast('success', result.data.message || t('engagement.notifications.markedAll'));
  };

  return (
    <section className="fw-page" aria-labelledby="notifications-title" data-testid="notifications-page">
      <h1 id="notifications-title">{t('engagement.notifications.title')}</h1>
      <div className="fw-toolbar">
        <label>
          <input
            type="checkbox"
            checked={state.unreadOnly}
            onChange={(e) => go({ unreadOnly: e.target.checked, page: 1 })}
          />{' '}
          {t('engagement.notifications.unreadOnly')}
        </label>
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => void onMarkAll()}
          disabled={markingAll || !data || data.unread === 0}
          aria-busy={markingAll}
        >
          {t('engagement.notifications.markAll')}
        </button>
        {data && (
          <span role="status" aria-live="polite">
            {t('engagement.notifications.unreadCount', { count: data.unread })}
          </span>
        )}
      </div>

      {isLoading && (
        <p role="status" className="fw-loading">
          {t('jobsCommon.loading')}
        </p>
      )}
      {isError && (
        <div role="alert" className="fw-error">
          <p>{t('engagement.notifications.loadFailed')}</p>
          <button type="button" className="fw-button fw-button--secondary" onClick={() => void refetch()}>
            {t('engagement.notifications.retry')}
          </button>
        </div>
      )}
      {data && data.items.length === 0 && (
        <p className="fw-empty">
          {t(state.unreadOnly ? 'engagement.notifications.emptyUnread' : 'engagement.notifications.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul
          className="fw-notifications"
          aria-busy={isFetching}
          aria-label={t('engagement.notifications.title')}
        >
          {data.items.map((item) => (
            <NotificationItem key={item._id} item={item} onOpen={(n) => void open(n)} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav aria-label={t('engagement.notifications.paging')} className="fw-pager">
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={state.page <= 1}
            onClick={() => go({ ...state, page: state.page - 1 })}
          >
            {t('engagement.notifications.previous')}
          </button>
          <span>{t('engagement.notifications.page', { page: state.page, pages })}</span>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={state.page >= pages}
            onClick={() => go({ ...state, page: state.page + 1 })}
          >
            {t('engagement.notifications.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
