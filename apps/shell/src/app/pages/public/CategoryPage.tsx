import './catalogue';
import { selectLanguage, useAppSelector, useHomeQuery } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { ContentError, ContentSkeleton } from './PublicStates';
import { ServiceCards } from './ServiceCards';
import { useSeoMeta } from './use-page-meta';

/** /category: every active service with all its tools (the home call carries both). */
export default function CategoryPage() {
  const { t } = useTranslation();
  useSeoMeta('category');
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, error, refetch } = useHomeQuery(language);
  return (
    <div className="fw-public-page" data-testid="category-page">
      <h1>{t('publicPages.category.title')}</h1>
      <p>{t('publicPages.category.intro')}</p>
      {isLoading ? <ContentSkeleton lines={8} /> : error || !data ? <ContentError onRetry={() => void refetch()} /> : <ServiceCards services={data.services} />}
    </div>
  );
}
