import { claimLimitationEnd } from './bgb';

describe('claimLimitationEnd (§ 195, § 199 Abs. 1 BGB)', () => {
  it('runs three years from the end of the year the claim arose', () => {
    expect(claimLimitationEnd('2026-11-28')).toEqual({ lastDay: '2029-12-31', eraseFrom: '2030-01-01' });
  });

  it('counts a claim of 1 January and one of 31 December of the same year alike', () => {
    expect(claimLimitationEnd('2026-01-01').lastDay).toBe('2029-12-31');
    expect(claimLimitationEnd('2026-12-31').lastDay).toBe('2029-12-31');
    expect(claimLimitationEnd('2027-01-01').lastDay).toBe('2030-12-31');
  });

  it('refuses what is not a date', () => {
    expect(() => claimLimitationEnd('28.11.2026')).toThrow(RangeError);
  });
});
