import type { ApplicationStatus, AwardStatus, JobStatus } from '@fachwerk/shared/contracts';
import { StatusBadge as KitStatusBadge, type StatusTone } from '@fachwerk/web/ui';
import { useTranslation } from 'react-i18next';

export type StatusBadgeProps =
  | { kind: 'job'; status: JobStatus }
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'award'; status: AwardStatus };

const GROUP = { job: 'jobStatus', application: 'applicationStatus', award: 'awardStatus' } as const;

/** The tone of each life-cycle state: waiting for the other side is info, running work amber, done green, ended grey. */
export const STATUS_TONES = {
  job: { draft: 'neutral', open: 'info', in_progress: 'warning', completed: 'success', closed: 'neutral' },
  application: { pending: 'info', awarded: 'success', rejected: 'neutral', withdrawn: 'neutral' },
  award: { awarded: 'info', in_progress: 'warning', completed: 'success', approved: 'success' },
} as const satisfies {
  job: Record<JobStatus, StatusTone>;
  application: Record<ApplicationStatus, StatusTone>;
  award: Record<AwardStatus, StatusTone>;
};

/** A job, application or award status as the kit's badge (texts from `jobsCommon`); `data-status` carries the raw value. */
export function StatusBadge({ kind, status }: StatusBadgeProps) {
  const { t } = useTranslation();
  const tones: Record<string, StatusTone> = STATUS_TONES[kind];
  return (
    <KitStatusBadge tone={tones[status]} status={status}>
      {t(`jobsCommon.${GROUP[kind]}.${status}`)}
    </KitStatusBadge>
  );
}
