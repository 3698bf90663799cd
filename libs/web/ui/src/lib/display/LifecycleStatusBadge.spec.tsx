import '@fachwerk/web/data-access/catalogue/jobs-web';
import { APPLICATION_STATUSES, AWARD_STATUSES, JOB_STATUSES } from '@fachwerk/shared/contracts';
import { initI18n } from '@fachwerk/web/data-access';
import { render, screen } from '@testing-library/react';
import { LifecycleStatusBadge, LIFECYCLE_STATUS_TONES, type LifecycleStatusBadgeProps } from './LifecycleStatusBadge';

beforeAll(() => {
  initI18n('de');
});

describe('LifecycleStatusBadge (job, application, award)', () => {
  it.each([
    ['job', 'open', 'Offen', 'info'],
    ['job', 'in_progress', 'In Arbeit', 'warning'],
    ['job', 'closed', 'Geschlossen', 'neutral'],
    ['application', 'pending', 'Offen', 'info'],
    ['application', 'awarded', 'Zuschlag erteilt', 'success'],
    ['application', 'withdrawn', 'Zurückgezogen', 'neutral'],
    ['award', 'approved', 'Abgenommen', 'success'],
  ] as const)('shows %s status %s as text in the kit badge with its tone', (kind, status, text, tone) => {
    render(<LifecycleStatusBadge {...({ kind, status } as LifecycleStatusBadgeProps)} />);
    const badge = screen.getByText(text);
    expect(badge.className).toBe(`fw-status-badge fw-status-badge--${tone}`);
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(badge.getAttribute('data-tone')).toBe(tone);
  });

  it('has a tone for every status of the life cycles', () => {
    expect(Object.keys(LIFECYCLE_STATUS_TONES.job).sort()).toEqual([...JOB_STATUSES].sort());
    expect(Object.keys(LIFECYCLE_STATUS_TONES.application).sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(Object.keys(LIFECYCLE_STATUS_TONES.award).sort()).toEqual([...AWARD_STATUSES].sort());
  });
});
