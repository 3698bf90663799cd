import { TEST_IDS } from '@fachwerk/shared/contracts';
import {
  baseApi,
  getRuntimeConfig,
  selectAccessToken,
  selectHeaderPages,
  selectIsLoggedIn,
  selectUnreadCount,
  unreadCountChanged,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useUnreadCountQuery,
} from '@fachwerk/web/data-access';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { connectNotificationSocket, whenIdle } from './notification-socket';
import { useSessionEndDialog } from './SessionEndDialog';

/**
 * Keeps the bell's count live: the unread count query, refetched when the window regains focus, and
 * the user's socket (connected after login once the page is idle, again when the token changes):
 * `notification:unread` sets the count; `notification:new` and every (re)connect invalidate the
 * Notifications tag, so the count and open notification lists refetch.
 */
function useLiveUnreadCount() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const token = useAppSelector(selectAccessToken);
  const { refetch } = useUnreadCountQuery();

  useEffect(() => {
    const onFocus = () => void refetch();
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  useEffect(() => {
    if (!token) return;
    let disconnect: (() => void) | undefined;
    let stopped = false;
    const refresh = () => dispatch(baseApi.util.invalidateTags(['Notifications']));
    // the socket client is a chunk of its own, fetched once the page is idle after the first render
    const cancelIdle = whenIdle(() => {
      connectNotificationSocket(getRuntimeConfig().apiUrl, () => selectAccessToken(store.getState()), {
        onUnread: (count) => dispatch(unreadCountChanged(count)),
        onNew: refresh,
        onConnect: refresh,
      }).then(
        (stop) => {
          if (stopped) stop();
          else disconnect = stop;
        },
        (error: unknown) => console.warn('notification socket unavailable', error),
      );
    });
    return () => {
      stopped = true;
      cancelIdle();
      disconnect?.();
    };
  }, [token, dispatch, store]);
}

function NotificationBell() {
  const { t } = useTranslation();
  useLiveUnreadCount();
  const count = useAppSelector(selectUnreadCount);
  return (
    <Link
      to="/notification"
      className="fw-bell"
      data-testid={TEST_IDS.notificationBell}
      aria-label={t('header.notifications', { count })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      <span className="fw-bell__count" data-testid={TEST_IDS.notificationCount}>
        {count}
      </span>
    </Link>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { open: openDialog, dialog } = useSessionEndDialog();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="fw-user-menu" ref={root} data-testid={TEST_IDS.userMenu} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {t('header.userMenu')}
      </button>
      {open && (
        <ul className="fw-user-menu__list">
          <li>
            <Link to="/dashboard" onClick={() => setOpen(false)}>
              {t('header.dashboard')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                openDialog('logout');
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
      {dialog}
    </div>
  );
}

/** Header (§2): Home, CMS header pages, FAQs, Contact; Login/Register for guests, bell and user menu when logged in. */
export function SiteHeader() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const headerPages = useAppSelector(selectHeaderPages);
  return (
    <header className="fw-header">
      <Link to="/" className="fw-brand">
        {t('common.appName')}
      </Link>
      <nav aria-label={t('header.nav')}>
        <ul className="fw-nav">
          <li>
            <NavLink to="/" end>
              {t('header.home')}
            </NavLink>
          </li>
          {headerPages.map((page) => (
            <li key={page._id}>
              <NavLink to={`/cms-page/${page.slug}`}>{page.title}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/faqs">{t('header.faqs')}</NavLink>
          </li>
          <li>
            <NavLink to="/contact-us">{t('header.contact')}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="fw-header__actions">
        {loggedIn ? (
          <>
            <NotificationBell />
            <UserMenu />
          </>
        ) : (
          <Link to="/get-started" className="fw-button">
            {t('header.loginRegister')}
          </Link>
        )}
      </div>
    </header>
  );
}
