import './catalogue';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The `<meta name="description">` of the document, created on first use. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the document title ("<title> | Fachwerk") and meta description of a public page. Callers pass
 * translated texts, so a language switch re-renders with new texts and the effect updates the head.
 * `null` (content still loading) leaves the head as it is.
 */
export function usePageMeta(title: string | null, description: string | null): void {
  const { t } = useTranslation();
  const suffix = t('seo.titleSuffix');
  useEffect(() => {
    if (title === null) return;
    document.title = title === suffix ? title : `${title} | ${suffix}`;
    if (description !== null) descriptionTag().content = description;
  }, [title, description, suffix]);
}

/** usePageMeta from the `seo.<page>` catalogue entry (title + description). */
export function useSeoMeta(page: 'home' | 'aboutUs' | 'contact' | 'faqs' | 'company' | 'serviceProvider' | 'category' | 'deleteAccount' | 'notFound'): void {
  const { t } = useTranslation();
  usePageMeta(t(`seo.${page}.title`), t(`seo.${page}.description`));
}
