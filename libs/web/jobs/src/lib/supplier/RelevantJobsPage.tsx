import '@fachwerk/web/data-access/catalogue/jobs-web';
import { PAGE_LIMIT_DEFAULT, type RelevanceReason } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRelevantJobsQuery } from '@fachwerk/web/data-access/api/jobs';
import { JobResultCard } from './JobResultCard';
import { useCatalogueNames } from './names';
import './supplier-jobs-style';
import { ListResult, pageField, useListUrlState } from '@fachwerk/web/ui';

const LIST = { page: pageField() };

/** One reason as a chip: "Passt zu Ihrem Gewerk: Elektroinstallation", "Region: Bayern", … */
export function ReasonChips({ reasons }: { reasons: RelevanceReason[] }) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const label = (reason: RelevanceReason): string => {
    const name =
      reason.kind === 'service'
        ? names.service
        : reason.kind === 'skills'
          ? names.skill
          : reason.kind === 'languages'
            ? names.language
            : (value: string) => value;
    const matched = reason.matched.map(name).join(', ');
    return matched
      ? t(`jobsSupplier.relevant.reasons.${reason.kind}`, { matched })
      : t(`jobsSupplier.relevant.reasonsPlain.${reason.kind}`);
  };
  return (
    <ul className="fw-chips" aria-label={t('jobsSupplier.relevant.why')}>
      {reasons.map((reason) => (
        <li key={reason.kind} className="fw-chip" data-reason={reason.kind}>
          {label(reason)}
        </li>
      ))}
    </ul>
  );
}

/** `/relevant-jobs`: open jobs ranked by fit with the supplier's profile, with the score and the reasons. */
export function RelevantJobsPage() {
  const { t } = useTranslation();
  const { state, setPage } = useListUrlState(LIST);
  const result = useRelevantJobsQuery({ page: state.page, limit: PAGE_LIMIT_DEFAULT });

  return (
    <section className="fw-page fw-sj" aria-labelledby="relevant-jobs-title" data-testid="relevant-jobs">
      <h1 id="relevant-jobs-title">{t('jobsSupplier.relevant.title')}</h1>
      <p className="fw-hint">{t('jobsSupplier.relevant.intro')}</p>
      <ListResult
        result={result}
        page={state.page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t('jobsSupplier.relevant.empty')}
        emptyAction={
          <p>
            <Link to="/profile">{t('jobsSupplier.relevant.toProfile')}</Link> ·{' '}
            <Link to="/job-list">{t('jobsSupplier.saved.toSearch')}</Link>
          </p>
        }
      >
        {(items) => (
          <ol className="fw-card-list">
            {items.map((job) => (
              <li key={job._id}>
                <JobResultCard job={job} to={`/jobs-view/${job._id}`}>
                  <p className="fw-score">
                    <meter
                      min={0}
                      max={100}
                      value={job.score}
                      aria-label={t('jobsSupplier.relevant.scoreLabel')}
                    />{' '}
                    {t('jobsSupplier.relevant.score', { score: Math.round(job.score) })}
                  </p>
                  <ReasonChips reasons={job.reasons} />
                </JobResultCard>
              </li>
            ))}
          </ol>
        )}
      </ListResult>
    </section>
  );
}
