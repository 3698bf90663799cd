import type { PermitStatusResponse } from '@fachwerk/shared/contracts';
import { selectLanguage, useAppSelector } from '@fachwerk/web/data-access';
import { formatDate, StatusBadge, type StatusTone } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';

export type PermitBadgeState = 'verified' | 'unlimited' | 'expiring' | 'expired' | 'pending' | 'missing';

/**
 * What the client reads of a supplier's AÜG permit (§ 1 (1) AÜG): a rejected permit is as good as none,
 * expiry wins over the verification state, and a verified one says until when it is valid.
 */
export function permitBadgeState(permit: PermitStatusResponse): PermitBadgeState {
  if (permit.status === 'none' || permit.status === 'rejected') return 'missing';
  if (permit.validity === 'expired') return 'expired';
  if (permit.status === 'pending') return 'pending';
  if (permit.validity === 'expiring') return 'expiring';
  return permit.unlimited ? 'unlimited' : 'verified';
}

const TONE: Record<PermitBadgeState, StatusTone> = {
  verified: 'success',
  unlimited: 'success',
  expiring: 'warning',
  expired: 'danger',
  pending: 'warning',
  missing: 'danger',
};

/** The applying supplier's permit status as the kit's badge (texts from `jobsShared.permit`); `data-status` carries the state. */
export function PermitStatusBadge({ permit }: { permit: PermitStatusResponse }) {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const state = permitBadgeState(permit);
  const date = permit.validUntil ? formatDate(permit.validUntil, language) : '';
  return (
    <StatusBadge tone={TONE[state]} status={state} data-testid="supplier-permit">
      {t(`jobsShared.permit.${state}`, { date })}
    </StatusBadge>
  );
}

/** The permit as one fact (`dt`/`dd`) of a supplier's facts list; nothing for fixed-price work (null). */
export function SupplierPermitFact({ permit }: { permit: PermitStatusResponse | null }) {
  const { t } = useTranslation();
  if (!permit) return null;
  return (
    <div>
      <dt>{t('jobsShared.permit.label')}</dt>
      <dd>
        <PermitStatusBadge permit={permit} />
      </dd>
    </div>
  );
}
