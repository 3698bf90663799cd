import { berlinToday, excerptOf, uploadIdOf } from './job-mapping';

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

  it('reads the upload id of a file path only', () => {
    expect(uploadIdOf('/api/v1/files/5D7C1F9E-3A0B-4A49-9A55-8F1F5A3C1E21')).toBe(
      '5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21',
    );
    expect(uploadIdOf('/api/v1/files/../etc/passwd')).toBeNull();
    expect(uploadIdOf('https://evil.example/api/v1/files/5d7c1f9e-3a0b-4a49-9a55-8f1f5a3c1e21')).toBeNull();
  });
});
