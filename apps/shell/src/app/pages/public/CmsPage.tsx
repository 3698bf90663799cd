import './catalogue';
import { hasErrorCode, selectLanguage, useAppSelector, useCmsPageBySlugQuery } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CmsHtml, ContentError, ContentSkeleton } from './PublicStates';
import { usePageMeta } from './use-page-meta';

/** The CMS entry with `slug`: title and sanitised HTML; a not-found state for unknown or inactive slugs. */
export function CmsPageView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useCmsPageBySlugQuery({ slug, language });
  const notFound = hasErrorCode(error, 'NOT_FOUND');
  usePageMeta(
    notFound ? t('seo.notFound.title') : (data?.title ?? null),
    notFound ? t('seo.notFound.description') : data ? data.metaDescription || t('seo.cmsPage.description', { title: data.title }) : null,
  );

  if (isLoading) return <ContentSkeleton lines={6} />;
  if (notFound)
    return (
      <section className="fw-card" data-testid="cms-not-found" aria-labelledby="fw-cms-title">
        <h1 id="fw-cms-title">{t('publicPages.cms.notFoundTitle')}</h1>
        <p>{t('publicPages.cms.notFoundText', { slug })}</p>
        <Link to="/">{t('publicPages.cms.toHome')}</Link>
      </section>
    );
  if (error || !data) return <ContentError onRetry={() => void refetch()} />;
  return (
    <article className="fw-card fw-cms-page" data-testid="cms-page" aria-labelledby="fw-cms-title">
      <h1 id="fw-cms-title">{data.title}</h1>
      <CmsHtml html={data.description} />
    </article>
  );
}

/** /cms-page/:slug */
export default function CmsPage() {
  const { slug = '' } = useParams();
  return <CmsPageView key={slug} slug={slug} />;
}
