import { berlinToday, excerptOf } from './job-mapping';

describe('job mapping helpers', () => {
  it('today is the German calendar day', () => {
    expect(berlinToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
    expect(berlinToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(berlinToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it('cuts excerpts at a word boundary', () => {
    expect(excerptOf('  kurz \n text ')).toBe('kurz text');
    const long = 'Wort '.repeat(100);
    const excerpt = excerptOf(long, 22);
    expect(excerpt).toBe('Wort Wort Wort Wort …');
  });
});
