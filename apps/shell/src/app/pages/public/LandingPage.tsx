import './catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HowItWorks } from './HowItWorks';
import './public-site.css';
import { useSeoMeta } from './use-page-meta';

const BENEFITS = ['one', 'two', 'three'] as const;

/** Landing page for clients (/company) or suppliers (/service-provider): benefits, steps, call to action. */
export function LandingPage({ audience }: { audience: 'company' | 'supplier' }) {
  const { t } = useTranslation();
  useSeoMeta(audience === 'company' ? 'company' : 'serviceProvider');
  const base = `publicPages.landing.${audience}`;
  return (
    <div className="fw-public-page" data-testid={`landing-${audience}`}>
      <section className="fw-hero" aria-labelledby="fw-landing-title">
        <h1 id="fw-landing-title">{t(`${base}.title`)}</h1>
        <p>{t(`${base}.intro`)}</p>
        <ul className="fw-benefits">
          {BENEFITS.map((b) => (
            <li key={b}>{t(`${base}.benefits.${b}`)}</li>
          ))}
        </ul>
        <Link className="fw-button" to="/get-started">
          {t(`${base}.cta`)}
        </Link>
      </section>
      <section className="fw-card" aria-labelledby="fw-landing-how">
        <h2 id="fw-landing-how">{t('publicPages.landing.howItWorks')}</h2>
        <HowItWorks audience={audience === 'company' ? 'client' : 'supplier'} />
      </section>
    </div>
  );
}
