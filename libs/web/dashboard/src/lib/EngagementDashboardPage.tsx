import '@fachwerk/web/data-access/catalogue/dashboard-web';
import './dashboard.css';
import { SIDE_MENU, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { selectUserData, useAppSelector } from '@fachwerk/web/data-access';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDashboardQuery } from '@fachwerk/web/data-access/api/dashboard';
import { dashboardCards, placeholderDashboard, type CardLabel, type DashboardCard } from './dashboard-cards';
import { ErrorNotice, formatNumber } from '@fachwerk/web/ui';

const labelText = (t: TFunction, label: CardLabel) =>
  t(
    label.key,
    Object.fromEntries(
      Object.entries(label.params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : t(value.key),
      ]),
    ),
  );

/** `pending`: the figure is still loading; the card keeps its size and shows a dash instead of a value. */
function FigureCard({ card, pending = false }: { card: DashboardCard; pending?: boolean }) {
  const { t, i18n } = useTranslation();
  const label = labelText(t, card.label);
  const value = pending
    ? '–'
    : card.rating
    ? card.rating.average === null
      ? t('dashboardWeb.supplier.ratingNone')
      : t('dashboardWeb.supplier.ratingValue', {
          average: formatNumber(card.rating.average, i18n.language, 1),
        })
    : formatNumber(card.value, i18n.language);
  return (
    <li className="fw-card fw-figure" data-card={card.id}>
      {/* the name reads "label: value" and contains the visible text (the value is shown first by CSS order) */}
      <Link to={card.to}>
        <span className="fw-figure__label">
          {label}
          <span className="fw-visually-hidden">: </span>
        </span>
        <span className="fw-figure__value">{value}</span>
        {card.rating && (
          <span className="fw-figure__note">
            {t('dashboardWeb.supplier.ratingCount', { count: card.rating.count })}
          </span>
        )}
      </Link>
    </li>
  );
}

function Figures({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch, isFetching } = useDashboardQuery();
  if (isLoading) {
    return (
      <>
        <p role="status" className="fw-visually-hidden">
          {t('jobsCommon.loading')}
        </p>
        <ul className="fw-cards fw-dashboard-figures" aria-busy="true" data-testid="dashboard-figures-loading">
          {dashboardCards(placeholderDashboard(role)).map((card) => (
            <FigureCard key={card.id} card={card} pending />
          ))}
        </ul>
      </>
    );
  }
  if (isError || !data) {
    return (
      <ErrorNotice>
        <p>{t('dashboardWeb.loadFailed')}</p>
        <button
          type="button"
          className="fw-button fw-button--secondary"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          {t('dashboardWeb.retry')}
        </button>
      </ErrorNotice>
    );
  }
  return (
    <ul className="fw-cards fw-dashboard-figures" aria-busy={isFetching} data-testid="dashboard-figures">
      {dashboardCards(data).map((card) => (
        <FigureCard key={card.id} card={card} />
      ))}
    </ul>
  );
}

/**
 * `/dashboard` of every role: greeting, the role's figures (GET /dashboard) as cards linking to the
 * screens that list them, and the quick links of the side menu. An unapproved account gets the API
 * layer's not-approved handling (toast, then /profile) from the figures' request.
 */
export function EngagementDashboardPage({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectUserData);
  const links = SIDE_MENU[role].filter((item) => item.path !== '/dashboard');
  return (
    <section
      className="fw-dashboard"
      data-testid={TEST_IDS.dashboard(role)}
      aria-labelledby="fw-dashboard-title"
    >
      <h1 id="fw-dashboard-title">{t('dashboard.greeting', { name: user?.firstName ?? '' })}</h1>
      <p className="fw-dashboard__role">{t('dashboard.roleTitle', { role: t(`roles.${role}`) })}</p>
      <h2>{t('dashboardWeb.figures')}</h2>
      <Figures role={role} />
      <nav aria-labelledby="fw-dashboard-quick-links">
        <h2 id="fw-dashboard-quick-links">{t('dashboard.quickLinks')}</h2>
        <ul className="fw-quick-links">
          {links.map((item) => (
            <li key={item.key}>
              <Link to={item.path}>{t(`menu.${item.key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
