import { API_PATHS, type LogoEntry } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../ContentListPage';
import { EMPTY_MANAGED, MANAGED_FIELDS, managedForm, NAME_MAX, TEXT_MAX, restPaths } from '../fields';
import type { ResourceSpec } from '../resource';
import { fileUrl } from '../upload';

function Details({ entry }: { entry: LogoEntry }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', color: 'var(--fw-muted)' }}>
      <img
        src={fileUrl(entry.image)}
        alt={t('adminContent.logos.imageOf', { name: entry.name })}
        style={{ maxWidth: 96, maxHeight: 40 }}
      />
      {entry.link && <span>{entry.link}</span>}
    </div>
  );
}

export const LOGO_SPEC: ResourceSpec<LogoEntry> = {
  tag: 'logos',
  titleKey: 'pages.logos',
  nounKey: 'adminContent.nouns.logo',
  ...restPaths(API_PATHS.logos),
  fields: [
    { name: 'name', labelKey: 'adminContent.fields.logoName', kind: 'text', required: true, max: NAME_MAX },
    { name: 'image', labelKey: 'adminContent.fields.image', kind: 'image', required: true },
    {
      name: 'link',
      labelKey: 'adminContent.fields.link',
      kind: 'text',
      max: TEXT_MAX,
      url: true,
      nullable: true,
    },
    ...MANAGED_FIELDS,
  ],
  label: (entry) => entry.name,
  details: (entry) => <Details entry={entry} />,
  toForm: (entry) => ({
    name: entry.name,
    image: entry.image,
    link: entry.link ?? '',
    ...managedForm(entry),
  }),
  emptyForm: () => ({ name: '', image: null, link: '', ...EMPTY_MANAGED }),
};

/** /add-logo */
export default function LogoPage() {
  return <ContentListPage spec={LOGO_SPEC} />;
}
