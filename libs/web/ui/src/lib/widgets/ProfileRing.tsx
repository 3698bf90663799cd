import { TEST_IDS } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';

/** Profile-completion ring (§2) for non-admins. */
export function ProfileRing({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const value = Math.round(Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)));
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  const label = t('sidebar.profileCompletion', { percent: value });
  return (
    <div className="fw-ring" data-testid={TEST_IDS.profileRing} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r={radius} className="fw-ring__track" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          className="fw-ring__value"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - value / 100)}
          transform="rotate(-90 32 32)"
        />
        <text x="32" y="37" textAnchor="middle">{`${value}%`}</text>
      </svg>
      <span className="fw-ring__label">{label}</span>
    </div>
  );
}
