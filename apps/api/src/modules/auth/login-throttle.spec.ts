import { LOGIN_THROTTLE, progressiveDelaySeconds } from './login-throttle';

describe('progressiveDelaySeconds', () => {
  it('is free within the free failures, then doubles from the first delay up to the cap', () => {
    const delays = Array.from({ length: 12 }, (_, i) => progressiveDelaySeconds(i + 1, 5, 1, 60));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60]);
    expect(progressiveDelaySeconds(10_000, 5, 1, 900)).toBe(900);
  });

  it('gives an office address a far higher bar than one account at one address', () => {
    expect(LOGIN_THROTTLE.ip.freeFailures).toBeGreaterThanOrEqual(20 * LOGIN_THROTTLE.pair.freeFailures);
    expect(LOGIN_THROTTLE.pair.underAttackFreeFailures).toBeLessThan(LOGIN_THROTTLE.pair.freeFailures);
  });
});
