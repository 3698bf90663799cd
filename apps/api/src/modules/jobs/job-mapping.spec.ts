import { berlinToday } from './job-mapping';

describe('job mapping helpers', () => {
  it('today is the German calendar day', () => {
    expect(berlinToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
    expect(berlinToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(berlinToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});
