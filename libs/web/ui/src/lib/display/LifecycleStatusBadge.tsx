import type { ApplicationStatus, AwardStatus, JobStatus } from '@fachwerk/shared/contracts';
import { StatusBadge, type StatusTone } from './StatusBadge';
import { useTranslation } from 'react-i18next';

export type LifecycleStatusBadgeProps =
  | { kind: 'job'; status: JobStatus }
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'award'; status: AwardStatus };

const GROUP = { job: 'jobStatus', application: 'applicationStatus', award: 'awardStatus' } as const;

/** The tone of each life-cycle state: waiting for the other side is info, running work amber, done green, ended grey. */
export const LIFECYCLE_STATUS_TONES = {
  job: { draft: 'neutral', open: 'info', in_progress: 'warning', completed: 'success', closed: 'neutral' },
  application: { pending: 'info', awarded: 'success', rejected: 'neutral', withdrawn: 'neutral' },
  award: { awarded: 'info', in_progress: 'warning', completed: 'success', approved: 'success', cancelled: 'neutral', ended: 'neutral' },
} as const satisfies {
  job: Record<JobStatus, StatusTone>;
  application: Record<ApplicationStatus, StatusTone>;
  award: Record<AwardStatus, StatusTone>;
};

/** A job, application or award status (their life cycles) as the kit's badge (texts from `jobsCommon`); `data-status` carries the raw value. */
export function LifecycleStatusBadge({ kind, status }: LifecycleStatusBadgeProps) {
  const { t } = useTranslation();
  const tones: Record<string, StatusTone> = LIFECYCLE_STATUS_TONES[kind];
  return (
    <StatusBadge tone={tones[status]} status={status}>
      {t(`jobsCommon.${GROUP[kind]}.${status}`)}
    </StatusBadge>
  );
}
