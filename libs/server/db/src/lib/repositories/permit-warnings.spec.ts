import { PermitWarnings } from './permit-warnings';
import type { StaffingPermitRow } from '../schema/permits';

const permit = (validUntil: string, extra: Partial<StaffingPermitRow> = {}): StaffingPermitRow => ({
  id: `p-${validUntil}`,
  supplierId: `s-${validUntil}`,
  agency: 'BA',
  issuedOn: '2025-01-01',
  unlimited: false,
  validUntil,
  file: '/api/v1/files/x',
  status: 'verified',
  rejectionReason: null,
  verifiedAt: new Date(),
  verifiedBy: null,
  warnedDays: null,
  expiredNotifiedAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...extra,
});

/** A repository whose claims behave like the conditional updates (each threshold and the expiry once). */
function setup(rows: StaffingPermitRow[]) {
  const warned = new Map<string, number>();
  const expired = new Set<string>();
  const notes: { userId: string; type: string; params?: Record<string, unknown> }[] = [];
  const warnings = new PermitWarnings(
    {
      transaction: (work) => work({} as never),
      expiringBy: async (horizon) => rows.filter((r) => r.validUntil! <= horizon),
      claimWarning: async (_tx, id, days) => {
        const before = warned.get(id);
        if (before !== undefined && before <= days) return false;
        warned.set(id, days);
        return true;
      },
      claimExpired: async (_tx, id) => (expired.has(id) ? false : (expired.add(id), true)),
    },
    { notify: async (_tx, input) => void notes.push(input as never) },
  );
  return { warnings, notes };
}

describe('PermitWarnings (§ 1 (1) AÜG: 60 and 14 days ahead, then on expiry)', () => {
  it('warns at 60 days and at 14 days, each once, and says the permit expired the day after its last day', async () => {
    const { warnings, notes } = setup([permit('2027-03-31')]);
    expect(await warnings.run('2027-01-29')).toEqual({ warned: [], expired: [] }); // 61 days ahead
    expect((await warnings.run('2027-01-30')).warned).toEqual(['p-2027-03-31']); // 60 days
    expect((await warnings.run('2027-02-10')).warned).toEqual([]); // still within 60, already warned
    expect((await warnings.run('2027-03-17')).warned).toEqual(['p-2027-03-31']); // 14 days
    expect((await warnings.run('2027-03-31')).warned).toEqual([]); // the last valid day
    expect((await warnings.run('2027-04-01')).expired).toEqual(['p-2027-03-31']);
    expect((await warnings.run('2027-04-02')).expired).toEqual([]);
    expect(notes.map((n) => [n.type, n.params])).toEqual([
      ['permitExpiring', { date: '31.03.2027', days: 60 }],
      ['permitExpiring', { date: '31.03.2027', days: 14 }],
      ['permitExpired', { date: '31.03.2027' }],
    ]);
  });

  it('gives a permit first seen 10 days before expiry the 14-day warning only', async () => {
    const { warnings, notes } = setup([permit('2027-03-31')]);
    await warnings.run('2027-03-21');
    await warnings.run('2027-03-22');
    expect(notes.map((n) => n.params?.['days'])).toEqual([10]);
  });
});
