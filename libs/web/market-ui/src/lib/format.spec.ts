import { centsToEuros, eurosToCents, formatDate, formatMoney } from './format';

describe('money and dates', () => {
  it('formats cents as German euros', () => {
    expect(formatMoney(123456).replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });

  it('reads euros typed in German or with a decimal point into cents', () => {
    expect(eurosToCents('45')).toBe(4500);
    expect(eurosToCents('45,5')).toBe(4550);
    expect(eurosToCents('1.234,56')).toBe(123456);
    expect(eurosToCents('12.50')).toBe(1250);
    expect(eurosToCents('2.500')).toBe(250000);
    expect(eurosToCents('1.234.567')).toBe(123456700);
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('zwölf')).toBeNull();
    expect(eurosToCents('1,234')).toBeNull();
    expect(centsToEuros(4550)).toBe('45,50');
    expect(centsToEuros(4500)).toBe('45');
  });

  it('shows wire dates as that calendar day and timestamps in Europe/Berlin', () => {
    expect(formatDate('2026-12-01', 'de')).toBe('01.12.2026');
    expect(formatDate('2026-06-30T22:30:00Z', 'de')).toBe('01.07.2026');
  });
});
