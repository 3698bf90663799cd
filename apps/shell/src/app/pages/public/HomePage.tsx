import './catalogue';
import type { HomeResponse, HomeSlide } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HowItWorks } from './HowItWorks';
import { useHomeQuery } from './public-content.api';
import { ContentError, ContentSkeleton, fileUrl } from './PublicStates';
import { ServiceCards } from './ServiceCards';
import { useSeoMeta } from './use-page-meta';

const TOOLS_SHOWN = 4;

/** Slider: one slide at a time, previous/next buttons, the position announced politely. */
function Slider({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const slide = slides[Math.min(index, slides.length - 1)];
  if (!slide) return null;
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);
  return (
    <section className="fw-slider" aria-roledescription="carousel" aria-label={t('home.slidesLabel')} data-testid="home-slider">
      <div className="fw-slide" role="group" aria-roledescription="slide" aria-label={t('home.slideOf', { current: index + 1, total: slides.length })}>
        {slide.image && <img className="fw-slide__image" src={fileUrl(slide.image)} alt="" />}
        <div className="fw-slide__text">
          <h2>{slide.title}</h2>
          <p>{slide.subtitle}</p>
          <Link className="fw-button" to={slide.ctaLink}>
            {t('home.ctaStart')}
          </Link>
        </div>
      </div>
      {slides.length > 1 && (
        <div className="fw-slider__controls">
          <button type="button" className="fw-button fw-button--secondary" onClick={() => go(-1)} aria-label={t('home.previousSlide')}>
            ‹
          </button>
          <span aria-live="polite">{t('home.slideOf', { current: index + 1, total: slides.length })}</span>
          <button type="button" className="fw-button fw-button--secondary" onClick={() => go(1)} aria-label={t('home.nextSlide')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

function HomeContent({ home }: { home: HomeResponse }) {
  const { t } = useTranslation();
  return (
    <>
      <Slider slides={home.slides} />
      <section aria-labelledby="fw-home-services">
        <h2 id="fw-home-services">{t('home.servicesTitle')}</h2>
        <ServiceCards services={home.services} toolsShown={TOOLS_SHOWN} />
        <Link to="/category">{t('home.allServices')}</Link>
      </section>
      {home.testimonials.length > 0 && (
        <section aria-labelledby="fw-home-testimonials">
          <h2 id="fw-home-testimonials">{t('home.testimonialsTitle')}</h2>
          <ul className="fw-cards" data-testid="testimonials">
            {home.testimonials.map((item) => (
              <li key={item._id} className="fw-card fw-testimonial">
                <figure>
                  <blockquote>{item.quote}</blockquote>
                  <figcaption>
                    {item.photo && <img src={fileUrl(item.photo)} alt="" width={48} height={48} />}
                    <span>
                      {item.authorName}, {item.company}
                    </span>
                    <span className="fw-rating" role="img" aria-label={t('home.rating', { rating: item.rating })}>
                      {'★'.repeat(item.rating)}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {home.logos.length > 0 && (
        <section aria-labelledby="fw-home-logos">
          <h2 id="fw-home-logos">{t('home.logosTitle')}</h2>
          <ul className="fw-logos" data-testid="logos">
            {home.logos.map((logo) => {
              const image = <img src={fileUrl(logo.image)} alt={logo.name} height={48} />;
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

/** /: slider, services with tools, how it works for both sides, testimonials, logos, calls to action. */
export default function HomePage() {
  const { t } = useTranslation();
  useSeoMeta('home');
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, error, refetch } = useHomeQuery(language);
  return (
    <div className="fw-public-page fw-home" data-testid="home-page">
      <section className="fw-hero" aria-labelledby="fw-home-title">
        <h1 id="fw-home-title">{t('seo.home.title')}</h1>
        <p>{t('seo.home.description')}</p>
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
      </section>
      {isLoading ? <ContentSkeleton lines={8} /> : error || !data ? <ContentError onRetry={() => void refetch()} /> : <HomeContent home={data} />}
      <section aria-labelledby="fw-home-how">
        <h2 id="fw-home-how">{t('home.howItWorksTitle')}</h2>
        <div className="fw-columns">
          <HowItWorks audience="client" />
          <HowItWorks audience="supplier" />
        </div>
      </section>
    </div>
  );
}
