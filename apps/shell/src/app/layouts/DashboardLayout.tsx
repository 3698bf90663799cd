import { CHAT_TEST_IDS, SIDE_MENU, TEST_IDS } from '@fachwerk/shared/contracts';
import { realtime, selectUserData, selectUserType, useAppSelector, useChatUnreadCountQuery } from '@fachwerk/web/data-access';
import { useEffect, useState } from 'react';
import { ProfileRing } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SiteFrame } from './PublicLayout';
import { useSessionEndDialog } from './SessionEndDialog';

/**
 * The unread-messages badge of "Messages" (clients and suppliers): fetched once the tab's socket is
 * there (after the first render, like the bell's socket), kept live by its `chat:unread` and fetched
 * again on every reconnect.
 */
function useChatUnreadBadge(party: boolean): number {
  const [live, setLive] = useState(realtime.connected);
  useEffect(() => {
    const offs = [realtime.onSocket((socket) => setLive(Boolean(socket))), realtime.on('connect', () => setLive(true))];
    return () => offs.forEach((off) => off());
  }, []);
  const query = useChatUnreadCountQuery(undefined, { skip: !party || !live });
  useEffect(() => {
    if (!party || !live) return;
    return realtime.on('connect', () => void query.refetch());
  }, [party, live, query]);
  return query.data?.total ?? 0;
}

/** The side menu of a role (§2), labels `menu.<key>`, plus the profile ring, Logout and Delete account. */
export function SideMenu() {
  const { t } = useTranslation();
  const role = useAppSelector(selectUserType);
  const user = useAppSelector(selectUserData);
  const { open, dialog } = useSessionEndDialog();
  const chatUnread = useChatUnreadBadge(role === 'client' || role === 'supplier');
  if (!role) return null;
  return (
    <div className="fw-side-menu">
      {role !== 'admin' && <ProfileRing percent={user?.profilePercentage ?? 0} />}
      <nav aria-label={t('sidebar.nav')} data-testid={TEST_IDS.sideMenu}>
        <ul>
          {SIDE_MENU[role].map((item) => (
            <li key={item.key}>
              <NavLink to={item.path} end>
                {t(`menu.${item.key}`)}
                {item.key === 'messages' && chatUnread > 0 && (
                  <span className="fw-menu__badge" data-testid={CHAT_TEST_IDS.menuBadge} data-unread={chatUnread}>
                    {chatUnread > 99 ? '99+' : chatUnread}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fw-sidebar__actions">
        <button type="button" className="fw-button fw-button--secondary" data-testid={TEST_IDS.logoutButton} onClick={() => open('logout')}>
          {t('sidebar.logout')}
        </button>
        {role !== 'admin' && (
          <button type="button" className="fw-button fw-button--danger" data-testid={TEST_IDS.deleteAccountButton} onClick={() => open('deleteAccount')}>
            {t('sidebar.deleteAccount')}
          </button>
        )}
      </div>
      {dialog}
    </div>
  );
}

/**
 * Dashboard layout: header, side menu and page, footer. From 900 px the side menu is a column beside
 * the page; below, it lives in the header's menu drawer and the page starts right under the header.
 */
export function DashboardLayout() {
  return (
    <SiteFrame
      sidebar={
        <aside className="fw-sidebar">
          <SideMenu />
        </aside>
      }
      drawerMenu={<SideMenu />}
    />
  );
}
