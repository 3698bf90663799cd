import type { ApprovalStatus } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';

/** Approval status of the own account: pending, rejected with the reason, or approved. */
export function StatusBanner({ status, reason }: { status: ApprovalStatus; reason: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={`fw-card fw-status fw-status--${status}`} role="status" data-testid="approval-status" data-status={status}>
      <strong>{t(`profile.status.${status}.title`)}</strong>
      <p>{t(`profile.status.${status}.text`)}</p>
      {status === 'rejected' && reason && <p>{t('profile.status.reason', { reason })}</p>}
    </div>
  );
}
