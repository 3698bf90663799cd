import { MINIMUM_WAGE_STEPS, isBelowMinimumWage, minimumWageCentsForPeriod, minimumWageCentsOn, minimumWageStepOn } from './milog';

describe('MiLoG minimum wage by date', () => {
  it.each([
    ['2025-12-31', 1282],
    ['2026-01-01', 1390],
    ['2026-12-31', 1390],
    ['2027-01-01', 1460],
    ['2030-06-15', 1460],
    ['2024-01-01', 1241],
    ['2023-12-31', 1200],
  ])('on %s it is %i cents per hour', (date, cents) => {
    expect(minimumWageCentsOn(date)).toBe(cents);
  });

  it('names the ordinance of each step', () => {
    expect(minimumWageStepOn('2026-01-01')?.source).toMatch(/MiLoV5/);
    expect(minimumWageStepOn('2027-01-01')?.source).toMatch(/MiLoV5/);
    expect(minimumWageStepOn('2022-01-01')).toBeNull();
  });

  it('keeps the table ascending', () => {
    const dates = MINIMUM_WAGE_STEPS.map((s) => s.from);
    expect([...dates].sort()).toEqual(dates);
  });

  it('bounds a period by its highest step', () => {
    expect(minimumWageCentsForPeriod('2026-06-01', '2026-12-31')).toBe(1390);
    expect(minimumWageCentsForPeriod('2026-06-01', '2027-01-01')).toBe(1460);
    // an open end runs into every enacted step
    expect(minimumWageCentsForPeriod('2026-06-01', null)).toBe(1460);
    expect(minimumWageCentsForPeriod('2027-03-01')).toBe(1460);
  });

  it('refuses 13.90 € for work on 1 January 2027 but not on 31 December 2026', () => {
    expect(isBelowMinimumWage(1390, '2026-12-31', '2026-12-31')).toBe(false);
    expect(isBelowMinimumWage(1390, '2027-01-01', '2027-01-01')).toBe(true);
    expect(isBelowMinimumWage(1389, '2026-12-31', '2026-12-31')).toBe(true);
    expect(isBelowMinimumWage(1460, '2027-01-01')).toBe(false);
    expect(isBelowMinimumWage(50, '2026-03-01', '2026-03-31')).toBe(true);
  });
});
