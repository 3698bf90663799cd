import type { ApplicationStatus, AwardStatus, JobStatus } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';

export type StatusBadgeProps =
  | { kind: 'job'; status: JobStatus }
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'award'; status: AwardStatus };

const GROUP = { job: 'jobStatus', application: 'applicationStatus', award: 'awardStatus' } as const;

/** A status as a labelled badge (texts from `jobsCommon`); `data-status` carries the raw value. */
export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <span className={`fw-badge fw-badge--${status}`} data-status={status}>
      {t(`jobsCommon.${GROUP[kind]}.${status}`)}
    </span>
  );
}
