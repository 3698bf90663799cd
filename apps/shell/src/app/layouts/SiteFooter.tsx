import { LANGUAGES, TEST_IDS, isLanguage } from '@fachwerk/shared/contracts';
import { languageChanged, selectFooterPages, selectLanguage, selectUserType, useAppDispatch, useAppSelector } from '@fachwerk/web/data-access';
import { ChunkBoundary, lazyChunk } from '@fachwerk/web/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsentSettingsLink } from '../pages/public/consent/ConsentBanner';
import { BrandLink } from './SiteHeader';

/** On the first click of a CMS link: the kit Dialog brings react-aria's FocusScope, which the first page does not need. */
const FooterPageDialog = lazyChunk('footer-page-dialog', () => import(/* webpackChunkName: "footer-page-dialog" */ './FooterPageDialog'));

const APP_LINKS = [
  { key: 'footer.appStore', href: 'https://apps.apple.com/' },
  { key: 'footer.googlePlay', href: 'https://play.google.com/store' },
] as const;

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
] as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <div className="fw-language">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        data-testid={TEST_IDS.languageSwitch}
        value={language}
        onChange={(e) => isLanguage(e.target.value) && dispatch(languageChanged(e.target.value))}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Footer (§2) in columns: the brand; the platform links (job search for guests and suppliers, post a
 * job for guests and clients); the CMS footer pages and the consent settings; app-store and social
 * links; then the language switch and the rights line.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const role = useAppSelector(selectUserType);
  const footerPages = useAppSelector(selectFooterPages);
  const showJobSearch = role === null || role === 'supplier';
  const showPostJob = role === null || role === 'client';
  // footer CMS pages (imprint, privacy, terms …) open in the content-page dialog; the link stays a real URL
  const [dialogPageId, setDialogPageId] = useState<string | null>(null);
  const platformId = useId();
  const pagesId = useId();
  const appsId = useId();
  return (
    <footer className="fw-footer">
      <div className="fw-footer__columns">
        <div className="fw-footer__brand">
          <BrandLink />
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby={platformId}>
          <h2 className="fw-footer__heading" id={platformId}>
            {t('footer.platform')}
          </h2>
          <ul>
            {showJobSearch && (
              <li>
                <Link to="/job-list">{t('footer.jobSearch')}</Link>
              </li>
            )}
            {showPostJob && (
              <li>
                <Link to="/jobs-post">{t('footer.postJob')}</Link>
              </li>
            )}
            <li>
              <Link to="/company">{t('footer.forCompanies')}</Link>
            </li>
            <li>
              <Link to="/service-provider">{t('footer.forSuppliers')}</Link>
            </li>
            <li>
              <Link to="/about-us">{t('footer.aboutUs')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby={pagesId}>
          <h2 className="fw-footer__heading" id={pagesId}>
            {t('footer.pages')}
          </h2>
          <ul className="fw-footer__links">
            {footerPages.map((page) => (
              <li key={page._id}>
                <Link
                  to={`/cms-page/${page.slug}`}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                    e.preventDefault();
                    setDialogPageId(page._id);
                  }}
                >
                  {page.title}
                </Link>
              </li>
            ))}
            <li>
              <ConsentSettingsLink />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="fw-footer__heading" id={appsId}>
            {t('footer.apps')}
          </h2>
          <ul className="fw-footer__apps" aria-labelledby={appsId}>
            {APP_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
          <p className="fw-footer__heading fw-footer__social-title">{t('footer.social')}</p>
          <ul className="fw-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="fw-footer__bottom">
        <p className="fw-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <LanguageSwitch />
      </div>
      {dialogPageId && (
        <ChunkBoundary fallback={null}>
          <FooterPageDialog pageId={dialogPageId} onClose={() => setDialogPageId(null)} />
        </ChunkBoundary>
      )}
    </footer>
  );
}
