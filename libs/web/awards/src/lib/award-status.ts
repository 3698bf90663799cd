import type { AwardStatus } from '@fachwerk/shared/contracts';

/**
 * An award stopped because a party deleted its account: `cancelled` before the work began, `ended`
 * while it ran (account deletion is the only way into these states). Nothing can be done with it any
 * more; the hours of an ended one stay readable.
 */
export const stoppedByDeletion = (status: AwardStatus): status is 'cancelled' | 'ended' =>
  status === 'cancelled' || status === 'ended';
