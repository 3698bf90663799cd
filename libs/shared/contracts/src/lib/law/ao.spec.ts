import { RETENTION_PERIODS, retentionEnd, retentionOver } from './ao';

describe('retention periods (§ 147 AO, § 14b UStG)', () => {
  it('keeps an invoice issued in 2026 for 8 years after the end of 2026', () => {
    const end = retentionEnd('invoice', '2026-03-15');
    expect(end.keepUntil).toBe('2034-12-31');
    expect(end.eraseFrom).toBe('2035-01-01');
    expect(end.period.years).toBe(8);
    expect(end.period.paragraph).toContain('§ 147');
  });

  it('starts the period at the end of the calendar year: 1 January and 31 December end alike', () => {
    expect(retentionEnd('invoice', '2027-01-01').keepUntil).toBe('2035-12-31');
    expect(retentionEnd('invoice', '2027-12-31').keepUntil).toBe('2035-12-31');
  });

  it('applies the 8 years to an older invoice whose 10 years had not ended on 2025-01-01', () => {
    // 2018: 10 years would end 2028-12-31, so the shorter period applies: kept until 2026-12-31.
    expect(retentionEnd('invoice', '2018-06-30')).toMatchObject({ keepUntil: '2026-12-31', eraseFrom: '2027-01-01' });
    // 2015: 10 years would end 2025-12-31 (still running on 2025-01-01); 8 years ended 2023, so erasable from 2025-01-01.
    expect(retentionEnd('invoice', '2015-05-01')).toMatchObject({ keepUntil: '2023-12-31', eraseFrom: '2025-01-01' });
  });

  it('keeps the 10 years for an invoice whose period ended before the change', () => {
    const end = retentionEnd('invoice', '2013-11-11');
    expect(end.period.years).toBe(10);
    expect(end.keepUntil).toBe('2023-12-31');
    expect(end.eraseFrom).toBe('2024-01-01');
  });

  it('keeps business letters 6 and books 10 years', () => {
    expect(retentionEnd('businessLetter', '2026-02-01').keepUntil).toBe('2032-12-31');
    expect(retentionEnd('books', '2026-02-01').keepUntil).toBe('2036-12-31');
  });

  it('answers whether a record may be erased on a day', () => {
    expect(retentionOver('invoice', '2026-03-15', '2034-12-31')).toBe(false);
    expect(retentionOver('invoice', '2026-03-15', '2035-01-01')).toBe(true);
  });

  it('names a paragraph and an effective date for every period', () => {
    for (const periods of Object.values(RETENTION_PERIODS)) {
      for (const period of periods) {
        expect(period.paragraph).toMatch(/§ \d+/);
        expect(period.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('refuses what is not a date', () => {
    expect(() => retentionEnd('invoice', '15.03.2026')).toThrow(RangeError);
  });
});
