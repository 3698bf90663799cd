import { SIDE_MENU, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { selectUserData, useAppSelector } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The dashboard page of a role's remote: greeting, role title and quick links from its side menu. */
export function DashboardPage({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserData);
  const links = SIDE_MENU[role].filter((item) => item.path !== '/dashboard');
  return (
    <section className="fw-dashboard" data-testid={TEST_IDS.dashboard(role)} aria-labelledby="fw-dashboard-title">
      <h1 id="fw-dashboard-title">{t('dashboard.greeting', { name: user?.firstName ?? '' })}</h1>
      <p className="fw-dashboard__role">{t('dashboard.roleTitle', { role: t(`roles.${role}`) })}</p>
      <h2>{t('dashboard.quickLinks')}</h2>
      <ul className="fw-quick-links">
        {links.map((item) => (
          <li key={item.key}>
            <Link to={item.path}>{t(`menu.${item.key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
