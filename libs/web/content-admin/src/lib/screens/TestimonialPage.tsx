import { API_PATHS, type TestimonialEntry } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../ContentListPage';
import {
  bilingual,
  EMPTY_MANAGED,
  MANAGED_FIELDS,
  managedForm,
  NAME_MAX,
  TEXT_MAX,
  texts,
  restPaths,
} from '../fields';
import type { ResourceSpec } from '../resource';
import { fileUrl } from '../upload';

function Details({ entry }: { entry: TestimonialEntry }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', color: 'var(--fw-muted)' }}>
      {entry.photo && (
        <img
          src={fileUrl(entry.photo)}
          alt={t('adminContent.testimonials.photoOf', { name: entry.authorName })}
          style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: '50%' }}
        />
      )}
      <span>
        {entry.company} · {t('adminContent.testimonials.stars', { count: entry.rating })}
      </span>
    </div>
  );
}

const TESTIMONIAL_SPEC: ResourceSpec<TestimonialEntry> = {
  tag: 'testimonials',
  titleKey: 'pages.testimonials',
  nounKey: 'adminContent.nouns.testimonial',
  ...restPaths(API_PATHS.testimonials),
  fields: [
    {
      name: 'authorName',
      labelKey: 'adminContent.fields.authorName',
      kind: 'text',
      required: true,
      max: NAME_MAX,
    },
    { name: 'company', labelKey: 'adminContent.fields.company', kind: 'text', required: true, max: NAME_MAX },
    ...bilingual('quote', 'textarea', TEXT_MAX * 2),
    {
      name: 'rating',
      labelKey: 'adminContent.fields.rating',
      kind: 'number',
      required: true,
      min: 1,
      max: 5,
    },
    { name: 'photo', labelKey: 'adminContent.fields.photo', kind: 'image', nullable: true },
    ...MANAGED_FIELDS,
  ],
  label: (entry) => entry.authorName,
  details: (entry) => <Details entry={entry} />,
  toForm: (entry) => ({
    ...texts(entry, ['authorName', 'company', 'quoteDe', 'quoteEn']),
    rating: String(entry.rating),
    photo: entry.photo,
    ...managedForm(entry),
  }),
  emptyForm: () => ({
    authorName: '',
    company: '',
    quoteDe: '',
    quoteEn: '',
    rating: '5',
    photo: null,
    ...EMPTY_MANAGED,
  }),
};

/** /testimonial */
export default function TestimonialPage() {
  return <ContentListPage spec={TESTIMONIAL_SPEC} />;
}
