import '@fachwerk/web/data-access/catalogue/notifications-web';
import type { NotificationResponse } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useNotificationsQuery } from '@fachwerk/web/data-access';
import { flagField, formatDateTime, ListResult, pageField, StatusBadge, useListUrlState, useMutationAction } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Page size of /notification. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `?unread=1&page=n`: the list's state lives in the URL, so reload and back keep it. */
const LIST = { unread: flagField(), page: pageField() };

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
        {unread && (
          <StatusBadge tone="info" status="unread">
            {t('notificationsWeb.unread')}
          </StatusBadge>
        )}
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
  const { state, update, setPage } = useListUrlState(LIST);
  const language = useAppSelector(selectLanguage);
  const result = useNotificationsQuery({
    language,
    ...(state.unread ? { unread: true } : {}),
    page: state.page,
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const { data } = result;
  const markAll = useMutationAction(useMarkAllNotificationsReadMutation()[0], {
    success: (done) => done?.message || t('notificationsWeb.markedAll'),
  });

  const open = async (item: NotificationResponse) => {
    if (item.readAt === null) await markRead(item._id);
    if (item.link) navigate(item.link);
  };

  return (
    <section className="fw-page" aria-labelledby="notifications-title" data-testid="notifications-page">
      <h1 id="notifications-title">{t('notificationsWeb.title')}</h1>
      <div className="fw-toolbar">
        <label>
          <input
            type="checkbox"
            checked={state.unread}
            onChange={(e) => update({ unread: e.target.checked })}
          />{' '}
          {t('notificationsWeb.unreadOnly')}
        </label>
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => void markAll.run()}
          disabled={markAll.busy || !data || data.unread === 0}
          aria-busy={markAll.busy}
        >
          {t('notificationsWeb.markAll')}
        </button>
        {data && (
          <span role="status" aria-live="polite">
            {t('notificationsWeb.unreadCount', { count: data.unread })}
          </span>
        )}
      </div>

      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('notificationsWeb.loadFailed')}
        empty={t(state.unread ? 'notificationsWeb.emptyUnread' : 'notificationsWeb.empty')}
      >
        {(items) => (
          <ul className="fw-notifications" aria-label={t('notificationsWeb.title')}>
            {items.map((item) => (
              <NotificationItem key={item._id} item={item} onOpen={(n) => void open(n)} />
            ))}
          </ul>
        )}
      </ListResult>
    </section>
  );
}
