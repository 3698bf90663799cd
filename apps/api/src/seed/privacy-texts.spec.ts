import { loadWebCatalogue, type CatalogueLanguage } from '@fachwerk/shared/i18n';
import { CMS_PAGES, FAQS } from './seed-data';

/**
 * What deleting an account does is said in three places: the deletion dialog (`sessionEnd.consequences`),
 * the privacy page and the FAQ. Each sentence of the dialog stands word for word on the privacy page
 * and in the FAQ answer, in German and English, so the three cannot drift apart (Art. 12, 17 DSGVO).
 */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each<CatalogueLanguage>(['de', 'en'])('deletion texts agree (%s)', (language) => {
  const suffix = language === 'de' ? 'De' : 'En';
  const privacy = CMS_PAGES.find((page) => page.fixedKey === 'privacy');
  const faq = FAQS.find((entry) => entry.key === 'all-delete-account');

  it.each(['privacy page', 'FAQ'])('the %s carries every sentence of the deletion dialog', async (where) => {
    const consequences = (await loadWebCatalogue(language)).sessionEnd.consequences as Record<string, string>;
    expect(Object.keys(consequences)).toEqual(expect.arrayContaining(['dataSupplier', 'dataClient', 'invoices', 'billing']));
    const html = where === 'FAQ' ? (faq?.[`answer${suffix}`] ?? '') : (privacy?.[`description${suffix}`] ?? '');
    const missing = Object.entries(consequences).filter(([, sentence]) => !text(html).includes(sentence));
    expect(missing).toEqual([]);
  });
});
