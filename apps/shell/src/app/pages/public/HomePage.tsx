import './catalogue';
import type { HomeResponse, HomeSlide } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector, useHomeQuery } from '@fachwerk/web/data-access';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HowItWorks } from './HowItWorks';
import { ContentError, ContentSkeleton, fileUrl } from './PublicStates';
import { ServiceCards } from './ServiceCards';
import { useSeoMeta } from './use-page-meta';

const TOOLS_SHOWN = 4;

// keep in step with hero-preload.js and the phone rule in public-site.css (16rem below 600 px)
const HERO_SIZES = '(min-width: 900px) 560px, (max-width: 599.98px) 16rem, calc(100vw - 2rem)';
const HERO_SRCSET = [480, 800, 1200].map((w) => `/assets/hero/hero-${w}.webp ${w}w`).join(', ');

/** The hero's illustration (drawn for Fachwerk, see apps/shell/src/assets/NOTICE.md): sized up front, no layout shift. */
function HeroImage() {
  const { t } = useTranslation();
  return (
    <img
      className="fw-hero__image"
      src="/assets/hero/hero-800.webp"
      srcSet={HERO_SRCSET}
      sizes={HERO_SIZES}
      width={1200}
      height={800}
      alt={t('home.heroAlt')}
      fetchPriority="high"
    />
  );
}

const HIGHLIGHT_ICONS = [
  'M4 20h16M6 20V9l6-5 6 5v11M10 20v-6h4v6',
  'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
];

/** The editorial highlights (admin home slides) side by side: every one visible at once, no carousel to operate. */
function Highlights({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  if (slides.length === 0) return null;
  return (
    <section aria-labelledby="fw-home-highlights" data-testid="home-slider">
      <h2 id="fw-home-highlights">{t('home.slidesLabel')}</h2>
      <ul className="fw-highlights">
        {slides.map((slide, index) => (
          <li key={slide._id} className="fw-card fw-highlight">
            {slide.image ? (
              <img className="fw-highlight__image" src={fileUrl(slide.image)} alt="" width={320} height={180} loading="lazy" />
            ) : (
              <svg className="fw-highlight__icon" aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
                <path d={HIGHLIGHT_ICONS[index % HIGHLIGHT_ICONS.length]} />
              </svg>
            )}
            <h3>{slide.title}</h3>
            <p>{slide.subtitle}</p>
            <Link to={slide.ctaLink} className="fw-highlight__link">
              {t('home.highlightMore', { title: slide.title })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="fw-stars" role="img" aria-label={t('home.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" className={n <= rating ? 'fw-stars__on' : 'fw-stars__off'}>
          <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

function HomeContent({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <Highlights slides={home.slides} />
      <section aria-labelledby="fw-home-services">
        <h2 id="fw-home-services">{t('home.servicesTitle')}</h2>
        <ServiceCards services={home.services} toolsShown={TOOLS_SHOWN} />
        <Link to="/category">{t('home.allServices')}</Link>
      </section>
      {home.testimonials.length > 0 && (
        <section aria-labelledby="fw-home-testimonials">
          <h2 id="fw-home-testimonials">{t('home.testimonialsTitle')}</h2>
          <ul className="fw-testimonials" data-testid="testimonials">
            {home.testimonials.map((item) => (
              <li key={item._id} className="fw-card fw-testimonial">
                <figure>
                  <Stars rating={item.rating} />
                  <blockquote>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption>
                    {item.photo && <img src={fileUrl(item.photo)} alt="" width={48} height={48} loading="lazy" />}
                    <span>
                      <strong>{item.authorName}</strong>
                      <span className="fw-testimonial__company">{item.company}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {home.logos.length > 0 && (
        <section aria-labelledby="fw-home-logos" className="fw-logo-wall">
          <h2 id="fw-home-logos">{t('home.logosTitle')}</h2>
          <ul className="fw-logos" data-testid="logos">
            {home.logos.map((logo) => {
              const image = <img src={fileUrl(logo.image)} alt={logo.name} width={200} height={80} loading="lazy" />;
              return (
                <li key={logo._id}>
                  {logo.link ? (
                    <a href={logo.link} target="_blank" rel="noopener noreferrer">
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * /: the hero (illustration, title, calls to action) and how it works, both without waiting for data;
 * then the loaded content: highlights, services with tools, testimonials and the logo wall.
 */
export default function HomePage() {
  const { t } = useTranslation();
  useSeoMeta('home');
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, error, refetch } = useHomeQuery(language);
  // the loaded sections render as a transition (in slices), not inside the store update's long task
  const home = useDeferredValue(data);
  return (
    <div className="fw-public-page fw-home" data-testid="home-page">
      <section className="fw-hero fw-home-hero" aria-labelledby="fw-home-title">
        <div className="fw-home-hero__text">
          <h1 id="fw-home-title">{t('seo.home.title')}</h1>
          <p className="fw-home-hero__lead">{t('seo.home.description')}</p>
          <div className="fw-cta-row">
            <Link className="fw-button" to="/get-started">
              {t('home.ctaStart')}
            </Link>
            <Link className="fw-button fw-button--secondary" to="/company">
              {t('home.ctaCompany')}
            </Link>
            <Link className="fw-button fw-button--secondary" to="/service-provider">
              {t('home.ctaSupplier')}
            </Link>
          </div>
        </div>
        <HeroImage />
      </section>
      <section aria-labelledby="fw-home-how">
        <h2 id="fw-home-how">{t('home.howItWorksTitle')}</h2>
        <div className="fw-columns">
          <HowItWorks audience="client" />
          <HowItWorks audience="supplier" />
        </div>
      </section>
      {isLoading ? (
        <ContentSkeleton lines={8} />
      ) : error || !data ? (
        <ContentError onRetry={() => void refetch()} />
      ) : home ? (
        <HomeContent home={home} />
      ) : (
        <ContentSkeleton lines={8} />
      )}
    </div>
  );
}
