import { API_PATHS, type CatalogueEntry, type ToolEntry } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector, useAdminContentEntryQuery } from '@fachwerk/web/data-access';
import { BackLink } from '@fachwerk/web/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContentListPage } from '../ContentListPage';
import { bilingual, EMPTY_MANAGED, MANAGED_FIELDS, managedForm, NAME_MAX, texts } from '../fields';
import type { ResourceSpec } from '../resource';

/** Tools of one service: listed and created under the service, edited and deleted under /tools. */
export function toolsSpec(serviceId: string): ResourceSpec<ToolEntry> {
  return {
    tag: `tools:${serviceId}`,
    titleKey: 'pages.serviceTools',
    nounKey: 'adminContent.nouns.tool',
    listPath: API_PATHS.serviceTools(serviceId),
    createPath: API_PATHS.serviceTools(serviceId),
    itemPath: (id) => `${API_PATHS.tools}/${id}`,
    fields: [...bilingual('name', 'text', NAME_MAX), ...MANAGED_FIELDS],
    label: (entry) => entry.name,
    toForm: (entry) => ({ ...texts(entry, ['nameDe', 'nameEn']), ...managedForm(entry) }),
    emptyForm: () => ({ nameDe: '', nameEn: '', ...EMPTY_MANAGED }),
  };
}

/** /add-Service/tools/:id */
export default function ToolsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = useAppSelector(selectLanguage);
  const service = useAdminContentEntryQuery({ path: `${API_PATHS.catalogue('services')}/${id}`, language })
    .data as CatalogueEntry | undefined;
  const spec = useMemo(() => toolsSpec(id), [id]);
  return (
    <ContentListPage
      spec={spec}
      before={<BackLink to="/add-Service" label={t('adminContent.services.back')} />}
      heading={service ? t('adminContent.services.toolsOf', { name: service.name }) : t('pages.serviceTools')}
    />
  );
}
