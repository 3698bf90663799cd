import { formatDate, formatMoney } from './format';

describe('money and dates', () => {
  it('formats cents as German euros', () => {
    expect(formatMoney(123456).replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });

  it('shows wire dates as that calendar day and timestamps in Europe/Berlin', () => {
    expect(formatDate('2026-12-01', 'de')).toBe('01.12.2026');
    expect(formatDate('2026-06-30T22:30:00Z', 'de')).toBe('01.07.2026');
  });
});
