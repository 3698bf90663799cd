import './catalogue';
import { getRuntimeConfig } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import './public-site.css';
import { ErrorNotice } from '@fachwerk/web/ui';

/** Grey placeholder blocks while content loads; announced once to screen readers. */
export function ContentSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="fw-skeleton" role="status" aria-live="polite" data-testid="content-loading">
      <span className="fw-visually-hidden">{t('publicPages.loading')}</span>
      <div className="fw-skeleton__title" aria-hidden="true" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="fw-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: what happened and a retry. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorNotice testId="content-error">
      <p>{t('publicPages.loadError')}</p>
      <button type="button" className="fw-button" onClick={onRetry}>
        {t('publicPages.retry')}
      </button>
    </ErrorNotice>
  );
}

export function ContentEmpty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="fw-empty" data-testid="content-empty">
      {text ?? t('publicPages.empty')}
    </p>
  );
}

/** An upload path from the API (`/api/v1/files/<id>`) as a URL on the API's origin. */
export function fileUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`;
}

/** Sanitised HTML from the API (the server strips scripts and event handlers). */
export function CmsHtml({ html }: { html: string }) {
  return <div className="fw-cms" dangerouslySetInnerHTML={{ __html: html }} />;
}
