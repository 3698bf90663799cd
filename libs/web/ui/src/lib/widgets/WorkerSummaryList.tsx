import type { WorkerSummary } from '@fachwerk/shared/contracts';
import { useCommonContent } from '@fachwerk/web/data-access';
import { useTranslation } from 'react-i18next';

/** Catalogue ids → names (unknown ids are shown as they are). */
export function useCatalogueNames() {
  const content = useCommonContent();
  const lookup = (list: { _id: string; name: string }[]) => (ids: readonly string[]) =>
    ids.map((id) => list.find((item) => item._id === id)?.name ?? id);
  return {
    services: lookup(content.serviceList),
    skills: lookup(content.skills),
    languages: lookup(content.languageList),
  };
}

/** Workers as a client sees them (no contact data, no documents). */
export function WorkerSummaryList({ workers, label }: { workers: readonly WorkerSummary[]; label: string }) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  if (workers.length === 0) return <p className="fw-empty">{t('jobsShared.workers.none')}</p>;
  return (
    <ul className="fw-worker-list" aria-label={label}>
      {workers.map((worker) => (
        <li key={worker._id} className="fw-worker-summary">
          <strong>{worker.fullName}</strong>
          <span>
            {' '}
            · {t(`jobsShared.workers.proficiency.${worker.proficiency}`)} ·{' '}
            {t(`jobsShared.workers.jobType.${worker.jobType}`)}
          </span>
          {worker.serviceType.length > 0 && (
            <div>
              {t('jobsShared.workers.services', { list: names.services(worker.serviceType).join(', ') })}
            </div>
          )}
          {worker.languageSpoken.length > 0 && (
            <div>
              {t('jobsShared.workers.languages', { list: names.languages(worker.languageSpoken).join(', ') })}
            </div>
          )}
          {worker.highestQualification && (
            <div>{t('jobsShared.workers.qualification', { value: worker.highestQualification })}</div>
          )}
          <div>{t('jobsShared.workers.experience', { count: worker.experienceCount })}</div>
        </li>
      ))}
    </ul>
  );
}
