import { API_PATHS, type CmsPageEntry } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../ContentListPage';
import {
  EMPTY_MANAGED,
  HTML_MAX,
  MANAGED_FIELDS,
  managedForm,
  NAME_MAX,
  TEXT_MAX,
  texts,
  restPaths,
} from '../fields';
import type { ResourceSpec } from '../resource';

/** The three fixed pages (imprint, privacy, terms) are linked from forms and footer: no delete. */
export const cmsDeleteBlockedKey = (entry: Pick<CmsPageEntry, 'fixedKey'>): string | null =>
  entry.fixedKey ? 'adminContent.cms.fixedNoDelete' : null;

function CmsDetails({ entry }: { entry: CmsPageEntry }) {
  const { t } = useTranslation();
  const flags = [
    entry.isHeader && t('adminContent.cms.inHeader'),
    entry.isFooter && t('adminContent.cms.inFooter'),
    entry.fixedKey && t('adminContent.cms.fixed'),
  ].filter(Boolean);
  return (
    <div style={{ color: 'var(--fw-muted)' }}>
      <code>/cms-page/{entry.slug}</code>
      {flags.length > 0 && <span> · {flags.join(' · ')}</span>}
    </div>
  );
}

export const CMS_SPEC: ResourceSpec<CmsPageEntry> = {
  tag: 'cms-pages',
  titleKey: 'pages.cms',
  nounKey: 'adminContent.nouns.cmsPage',
  ...restPaths(API_PATHS.cmsPages),
  fields: [
    { name: 'titleDe', labelKey: 'adminContent.fields.titleDe', kind: 'text', required: true, max: NAME_MAX },
    { name: 'titleEn', labelKey: 'adminContent.fields.titleEn', kind: 'text', required: true, max: NAME_MAX },
    {
      name: 'slug',
      labelKey: 'adminContent.fields.slug',
      kind: 'slug',
      required: true,
      max: NAME_MAX,
      slugSource: 'titleDe',
    },
    {
      name: 'descriptionDe',
      labelKey: 'adminContent.fields.descriptionDe',
      kind: 'html',
      required: true,
      max: HTML_MAX,
    },
    {
      name: 'descriptionEn',
      labelKey: 'adminContent.fields.descriptionEn',
      kind: 'html',
      required: true,
      max: HTML_MAX,
    },
    {
      name: 'metaDescriptionDe',
      labelKey: 'adminContent.fields.metaDescriptionDe',
      kind: 'textarea',
      max: TEXT_MAX,
    },
    {
      name: 'metaDescriptionEn',
      labelKey: 'adminContent.fields.metaDescriptionEn',
      kind: 'textarea',
      max: TEXT_MAX,
    },
    { name: 'isHeader', labelKey: 'adminContent.fields.isHeader', kind: 'checkbox' },
    { name: 'isFooter', labelKey: 'adminContent.fields.isFooter', kind: 'checkbox' },
    ...MANAGED_FIELDS,
  ],
  label: (entry) => entry.title,
  details: (entry) => <CmsDetails entry={entry} />,
  deleteBlockedKey: cmsDeleteBlockedKey,
  toForm: (entry) => ({
    ...texts(entry, [
      'titleDe',
      'titleEn',
      'slug',
      'descriptionDe',
      'descriptionEn',
      'metaDescriptionDe',
      'metaDescriptionEn',
    ]),
    isHeader: entry.isHeader,
    isFooter: entry.isFooter,
    ...managedForm(entry),
  }),
  emptyForm: () => ({
    titleDe: '',
    titleEn: '',
    slug: '',
    descriptionDe: '',
    descriptionEn: '',
    metaDescriptionDe: '',
    metaDescriptionEn: '',
    isHeader: false,
    isFooter: false,
    ...EMPTY_MANAGED,
  }),
};

/** /cms */
export default function CmsPage() {
  return <ContentListPage spec={CMS_SPEC} />;
}
