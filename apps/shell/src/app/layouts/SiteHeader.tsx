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
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { whenIdle } from './when-idle';
import { UserMenu } from './UserMenu';

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
      // the socket code and socket.io-client: chunks of their own, not part of the first page
      import(/* webpackChunkName: "notification-socket" */ './notification-socket')
        .then(({ connectNotificationSocket }) =>
          connectNotificationSocket(getRuntimeConfig().apiUrl, () => selectAccessToken(store.getState()), {
            onUnread: (count) => dispatch(unreadCountChanged(count)),
            onNew: refresh,
            onConnect: refresh,
          }),
        )
        .then(
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
      data-unread={count}
      aria-label={t('header.notifications', { count })}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {/* no badge at zero; the link's name always says the count */}
      {count > 0 && (
        <span className="fw-bell__count" aria-hidden="true" data-testid={TEST_IDS.notificationCount}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The header's links (§2): Home, CMS header pages, FAQs, Contact; in the header on wide screens, in the menu drawer below 900 px. */
export function MainNavLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const headerPages = useAppSelector(selectHeaderPages);
  return (
    <ul className={className}>
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
  );
}

/** The logo (a timber-frame house) and the product name, linking home; header and footer. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="fw-brand">
      <BrandMark />
      <span>{t('common.appName')}</span>
    </Link>
  );
}

function BrandMark() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64" className="fw-brand__mark">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 30 32 14l18 16v20H14z" fill="#fff" />
      <path d="M20 50V32h24v18M20 32l24 18M44 32 20 50M32 32v18" stroke="currentColor" strokeWidth="3" fill="none" />
    </svg>
  );
}

export interface SiteHeaderProps {
  /** Opens the menu drawer (the menu button shows below 900 px). */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
}

/**
 * Header (§2): Home, CMS header pages, FAQs, Contact; Login/Register for guests, the bell and the user
 * menu when logged in. Below 900 px the links move into the menu drawer behind the menu button.
 */
export function SiteHeader({ onOpenMenu, menuOpen = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className="fw-header">
      {onOpenMenu && (
        <button
          type="button"
          className="fw-menu-button"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          data-testid={TEST_IDS.menuButton}
          onClick={onOpenMenu}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          <span className="fw-menu-button__label">{t('header.menu')}</span>
        </button>
      )}
      <BrandLink />
      <nav aria-label={t('header.nav')} className="fw-header__nav">
        <MainNavLinks className="fw-nav" />
      </nav>
      <div className="fw-header__actions">
        {loggedIn ? (
          <>
            <NotificationBell />
            <UserMenu />
          </>
        ) : (
          <Link to="/get-started" className="fw-button fw-header__login">
            <span className="fw-header__login-long">{t('header.loginRegister')}</span>
            <span className="fw-header__login-short">{t('header.login')}</span>
          </Link>
        )}
      </div>
    </header>
  );
}
