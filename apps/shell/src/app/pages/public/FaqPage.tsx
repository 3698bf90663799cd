import './catalogue';
import { selectLanguage, useAppSelector, usePublicFaqsQuery } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FaqAccordion } from './FaqAccordion';
import { ContentEmpty, ContentError, ContentSkeleton } from './PublicStates';
import { useSeoMeta } from './use-page-meta';

function FaqGroup({ audience }: { audience: 'client' | 'supplier' }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { data, isLoading, error, refetch } = usePublicFaqsQuery({ audience, language });
  const headingId = `fw-faq-${audience}`;
  return (
    <section className="fw-card fw-faq-group" aria-labelledby={headingId} data-testid={`faq-${audience}`}>
      <h2 id={headingId}>{t(audience === 'client' ? 'publicPages.faq.clients' : 'publicPages.faq.suppliers')}</h2>
      {isLoading ? (
        <ContentSkeleton />
      ) : error || !data ? (
        <ContentError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <ContentEmpty />
      ) : (
        <FaqAccordion items={data.map((faq) => ({ id: faq._id, question: faq.question, answer: faq.answer }))} />
      )}
    </section>
  );
}

/** /faqs: accordion, grouped for clients and for suppliers (entries for both appear in each group). */
export default function FaqPage() {
  const { t } = useTranslation();
  useSeoMeta('faqs');
  return (
    <div className="fw-public-page">
      <h1>{t('publicPages.faq.title')}</h1>
      <p>{t('publicPages.faq.intro')}</p>
      <div className="fw-columns">
        <FaqGroup audience="client" />
        <FaqGroup audience="supplier" />
      </div>
      <p>
        <Link to="/contact-us">{t('publicPages.faq.contactLink')}</Link>
      </p>
    </div>
  );
}
