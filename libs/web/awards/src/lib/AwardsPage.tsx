import '@fachwerk/web/market-data-access/catalogue';
import '@fachwerk/web/market-ui/job-screens-style';
import { AWARD_STATUSES, type AwardStatus, type UserType } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAwardsQuery } from '@fachwerk/web/market-data-access';
import { AwardCard } from './AwardCard';
import { Pager, Skeleton } from '@fachwerk/web/ui';

export const AWARDS_PAGE_SIZE = 10;

/** Which awards a page lists: running work, approved work, or (admin) everything with a status filter. */
export type AwardsView = 'active' | 'completed' | 'admin';

const ACTIVE: AwardStatus[] = ['awarded', 'in_progress', 'completed'];
const isStatus = (value: string | null): value is AwardStatus =>
  (AWARD_STATUSES as readonly string[]).includes(value ?? '');

/**
 * `/awarded-jobs` (awarded, in progress, reported done), `/completed-jobs` (approved) for every role,
 * and the admin's read-only list of all awards (`/admin/awarded-jobs`, also behind the admin's
 * "Awarded Jobs" menu entry at `/awarded-jobs`). The role decides the actions on each card.
 */
export function AwardsPage({ role, view }: { role: UserType; view: AwardsView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter =
    view === 'admin' && isStatus(params.get('status')) ? (params.get('status') as AwardStatus) : undefined;
  const status =
    view === 'completed' ? ['approved' as const] : view === 'active' ? ACTIVE : filter ? [filter] : undefined;
  const awards = useAwardsQuery({ status, page, limit: AWARDS_PAGE_SIZE });
  const title = t(
    view === 'completed'
      ? 'awardsWeb.completedTitle'
      : view === 'admin'
        ? 'awardsWeb.adminTitle'
        : 'awardsWeb.activeTitle',
  );

  return (
    <section className="fw-page fw-awards">
      <h1>{title}</h1>
      {view === 'admin' && (
        <div className="fw-field">
          <label htmlFor="awards-status">{t('awardsWeb.statusFilter')}</label>
          <select
            id="awards-status"
            value={filter ?? ''}
            onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
          >
            <option value="">{t('awardsWeb.allStatuses')}</option>
            {AWARD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`jobsCommon.awardStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {awards.isLoading && <Skeleton />}
      {awards.isError && (
        <p role="alert">
          {t('jobsCommon.loadFailed')}{' '}
          <button type="button" className="fw-link-button" onClick={() => void awards.refetch()}>
            {t('jobsCommon.retry')}
          </button>
        </p>
      )}
      {awards.data && awards.data.items.length === 0 && (
        <p className="fw-empty">
          {t(view === 'completed' ? 'awardsWeb.emptyCompleted' : 'awardsWeb.emptyActive')}
        </p>
      )}
      {awards.data && awards.data.items.length > 0 && (
        <ul className="fw-list" aria-label={title}>
          {awards.data.items.map((award) => (
            <li key={award._id}>
              <AwardCard award={award} role={role} />
            </li>
          ))}
        </ul>
      )}
      {awards.data && (
        <Pager
          page={page}
          limit={AWARDS_PAGE_SIZE}
          total={awards.data.total}
          onPage={(p) => setParams({ ...(filter ? { status: filter } : {}), page: String(p) })}
        />
      )}
    </section>
  );
}
