import type { LendingClockView } from '@fachwerk/shared/contracts';
import { lendingClock, type LendingPeriod } from '@fachwerk/shared/contracts/rules';
import type { LendingBooking } from '@fachwerk/server/db';

/**
 * A booking as a lending period (§ 1 (1b) AÜG): an open end (no end date on the job) counts as
 * ongoing until today, or as its first day while it lies in the future.
 */
export const lendingPeriodOf = (booking: LendingBooking, today: string): LendingPeriod => ({
  from: booking.from,
  to: booking.to ?? (today > booking.from ? today : booking.from),
});

/** The bookings as lending periods grouped by `key` (a worker, or a worker at a client). */
export function lendingPeriodsBy(
  bookings: readonly LendingBooking[],
  key: (booking: LendingBooking) => string,
  today: string,
): Map<string, LendingPeriod[]> {
  const grouped = new Map<string, LendingPeriod[]>();
  for (const booking of bookings) {
    const periods = grouped.get(key(booking)) ?? [];
    periods.push(lendingPeriodOf(booking, today));
    grouped.set(key(booking), periods);
  }
  return grouped;
}

/** The lending clock as of today with its warning (from the 15th month on); null without periods. */
export function lendingClockView(periods: readonly LendingPeriod[], today: string): LendingClockView | null {
  const clock = lendingClock(periods, today);
  return clock && { ...clock, warning: today >= clock.warnFrom };
}

/** The key of a worker's lending at one client. */
export const workerAtClient = (booking: Pick<LendingBooking, 'workerId' | 'clientId'>): string =>
  `${booking.workerId}@${booking.clientId}`;
