import { API_PATHS, type CatalogueEntry, type CatalogueKind } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentListPage } from '../ContentListPage';
import { bilingual, EMPTY_MANAGED, MANAGED_FIELDS, managedForm, NAME_MAX, texts, restPaths } from '../fields';
import type { ResourceSpec } from '../resource';

const TITLES: Record<CatalogueKind, { titleKey: string; nounKey: string }> = {
  services: { titleKey: 'pages.services', nounKey: 'adminContent.nouns.service' },
  languages: { titleKey: 'pages.languages', nounKey: 'adminContent.nouns.language' },
  shifts: { titleKey: 'pages.shifts', nounKey: 'adminContent.nouns.shift' },
  skills: { titleKey: 'pages.skills', nounKey: 'adminContent.nouns.skill' },
};

function ToolLink({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation();
  return (
    <div>
      <Link to={`/add-Service/tools/${entry._id}`}>
        {t('adminContent.services.tools', { count: entry.toolCount ?? 0 })}
      </Link>
    </div>
  );
}

/** Spec of a catalogue (services, languages, shifts, skills): a name in both languages. */
export function catalogueSpec(kind: CatalogueKind): ResourceSpec<CatalogueEntry> {
  return {
    tag: kind,
    ...TITLES[kind],
    ...restPaths(API_PATHS.catalogue(kind)),
    fields: [...bilingual('name', 'text', NAME_MAX), ...MANAGED_FIELDS],
    label: (entry) => entry.name,
    details: kind === 'services' ? (entry) => <ToolLink entry={entry} /> : undefined,
    toForm: (entry) => ({ ...texts(entry, ['nameDe', 'nameEn']), ...managedForm(entry) }),
    emptyForm: () => ({ nameDe: '', nameEn: '', ...EMPTY_MANAGED }),
  };
}

const SPECS = Object.fromEntries(
  (['services', 'languages', 'shifts', 'skills'] as const).map((k) => [k, catalogueSpec(k)]),
) as Record<CatalogueKind, ResourceSpec<CatalogueEntry>>;

/** /add-Service, /add-language, /shift, /admin/skilllist */
export default function CataloguePage({ kind }: { kind: CatalogueKind }) {
  return <ContentListPage key={kind} spec={SPECS[kind]} />;
}
