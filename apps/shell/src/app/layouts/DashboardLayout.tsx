import { SIDE_MENU, TEST_IDS } from '@fachwerk/shared/contracts';
import { realtime, selectUserData, selectUserType, useAppSelector } from '@fachwerk/web/data-access';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ProfileRing } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { SiteFrame } from './PublicLayout';
import { useSessionEndDialog } from './SessionEndDialog';

const ChatUnreadBadge = lazy(() => import(/* webpackChunkName: "chat-badge" */ './ChatUnreadBadge'));

/** Whether the tab's socket is there: the unread-messages badge (a chunk of its own) loads with it. */
function useSocketLive(): boolean {
  const [live, setLive] = useState(realtime.connected);
  useEffect(() => realtime.onSocket((socket) => setLive(Boolean(socket))), []);
  return live;
}

/** The side menu of a role (§2), labels `menu.<key>`, plus the profile ring, Logout and Delete account. */
export function SideMenu() {
  const { t } = useTranslation();
  const role = useAppSelector(selectUserType);
  const user = useAppSelector(selectUserData);
  const { open, dialog } = useSessionEndDialog();
  const live = useSocketLive();
  const chatBadge = live && (role === 'client' || role === 'supplier');
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
                {item.key === 'messages' && chatBadge && (
                  <Suspense fallback={null}>
                    <ChatUnreadBadge />
                  </Suspense>
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
