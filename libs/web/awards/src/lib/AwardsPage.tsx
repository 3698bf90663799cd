import '@fachwerk/web/data-access/catalogue/jobs-web';
import '@fachwerk/web/ui/screens-style';
import { AWARD_STATUSES, type AwardStatus, type UserType } from '@fachwerk/shared/contracts';
import { FilterPanel, ListResult, oneOfField, pageField, useListUrlState } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';
import { useAwardsQuery } from '@fachwerk/web/data-access/api/awards';
import { AwardCard } from './AwardCard';

export const AWARDS_PAGE_SIZE = 10;

/** Which awards a page lists: running work, approved work, or (admin) everything with a status filter. */
export type AwardsView = 'active' | 'completed' | 'admin';

/** running work, and work a deletion stopped (the other party's notice links here; an ended award's hours stay readable) */
const ACTIVE: AwardStatus[] = ['awarded', 'in_progress', 'completed', 'ended', 'cancelled'];
const LIST = { status: oneOfField(AWARD_STATUSES), page: pageField() };

/**
 * `/awarded-jobs` (awarded, in progress, reported done, and stopped by an account deletion: ended or
 * cancelled), `/completed-jobs` (approved) for every role,
 * and the admin's read-only list of all awards (`/admin/awarded-jobs`, also behind the admin's
 * "Awarded Jobs" menu entry at `/awarded-jobs`). The role decides the actions on each card.
 */
export function AwardsPage({ role, view }: { role: UserType; view: AwardsView }) {
  const { t } = useTranslation();
  const { state, update, setPage } = useListUrlState(LIST);
  const { page } = state;
  const filter = view === 'admin' && state.status ? state.status : undefined;
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
        <FilterPanel label={t('listFilters.label')}>
          <div className="fw-field">
            <label htmlFor="awards-status">{t('awardsWeb.statusFilter')}</label>
            <select
              id="awards-status"
              value={filter ?? ''}
              onChange={(e) => update({ status: e.target.value as AwardStatus | '' })}
            >
              <option value="">{t('awardsWeb.allStatuses')}</option>
              {AWARD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobsCommon.awardStatus.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </FilterPanel>
      )}
      <ListResult
        result={awards}
        page={page}
        onPage={setPage}
        errorMessage={t('jobsCommon.loadFailed')}
        empty={t(view === 'completed' ? 'awardsWeb.emptyCompleted' : 'awardsWeb.emptyActive')}
      >
        {(items) => (
          <ul className="fw-list" aria-label={title}>
            {items.map((award) => (
              <li key={award._id}>
                <AwardCard award={award} role={role} />
              </li>
            ))}
          </ul>
        )}
      </ListResult>
    </section>
  );
}
