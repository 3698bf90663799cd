import './catalogue';
import type { HomeResponse } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ContentEmpty } from './PublicStates';

/** Services (trades) with their tools; `toolsShown` limits the tools listed per service ("+ n more"). */
export function ServiceCards({ services, toolsShown }: { services: HomeResponse['services']; toolsShown?: number }) {
  const { t } = useTranslation();
  if (services.length === 0) return <ContentEmpty text={t('home.emptyServices')} />;
  return (
    <ul className="fw-cards fw-service-cards" data-testid="service-list">
      {services.map((service) => {
        const tools = toolsShown === undefined ? service.tools : service.tools.slice(0, toolsShown);
        const more = service.tools.length - tools.length;
        return (
          <li key={service._id} className="fw-card">
            <h3>{service.name}</h3>
            {service.tools.length === 0 ? (
              <p className="fw-muted">{t('publicPages.category.noTools')}</p>
            ) : (
              <ul className="fw-tags" aria-label={t('publicPages.category.tools')}>
                {tools.map((tool) => (
                  <li key={tool._id}>{tool.name}</li>
                ))}
                {more > 0 && <li>{t('home.moreTools', { count: more })}</li>}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
