import { LANGUAGES, TEST_IDS, isLanguage } from '@fachwerk/shared/contracts';
import { languageChanged, selectFooterPages, selectLanguage, selectUserType, useAppDispatch, useAppSelector } from '@fachwerk/web/data-access';
import { ContentPageDialog } from '@fachwerk/web/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConsentSettingsLink } from '../pages/public/consent/ConsentBanner';

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
 * Footer (§2): CMS footer pages; job search for guests and suppliers; post a job for guests and clients;
 * app-store and social links; the language switch.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const role = useAppSelector(selectUserType);
  const footerPages = useAppSelector(selectFooterPages);
  const showJobSearch = role === null || role === 'supplier';
  const showPostJob = role === null || role === 'client';
  // footer CMS pages (imprint, privacy, terms …) open in the content-page dialog; the link stays a real URL
  const [dialogPageId, setDialogPageId] = useState<string | null>(null);
  return (
    <footer className="fw-footer">
      <nav aria-label={t('footer.pages')}>
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
            <ConsentSettingsLink />
          </li>
        </ul>
      </nav>
      <ul className="fw-footer__apps">
        {APP_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(link.key)}
            </a>
          </li>
        ))}
      </ul>
      <div className="fw-footer__social">
        <span>{t('footer.social')}</span>
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <LanguageSwitch />
      <p className="fw-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      {dialogPageId && <ContentPageDialog pageId={dialogPageId} onClose={() => setDialogPageId(null)} />}
    </footer>
  );
}
