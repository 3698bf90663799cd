import { checkAwardAmount, checkFinalAmount, checkHoursLines, hoursOf, leftToBill } from './invoice-billing';
import type { ContentLine } from './invoice-content';

const money = (cents: number) => `${(cents / 100).toFixed(2)} €`;
const line = (quantity: number, unitPriceCents: number, workLogIds?: string[]): ContentLine => ({
  description: 'Elektriker: Emre Yılmaz',
  quantity,
  unit: 'HUR',
  unitPriceCents,
  vatRate: 19,
  ...(workLogIds ? { workLogIds } : {}),
});

describe('final invoice binding (§ 14 Abs. 5 UStG)', () => {
  it('bills at most the agreed value and at least what it deducts; a rest of zero is allowed', () => {
    expect(checkFinalAmount(100_000, 50_000, 100_000, money)).toBeNull();
    expect(checkFinalAmount(100_000, 50_000, 50_000, money)).toBeNull();
    expect(checkFinalAmount(100_000, 50_000, 49_999, money)).toEqual({ code: 'INVOICE_FINAL_BELOW_DEDUCTIONS', params: { amount: '499.99 €', deducted: '500.00 €' } });
    expect(checkFinalAmount(100_000, 50_000, 100_001, money)).toEqual({
      code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
      params: { amount: '1000.01 €', left: '500.00 €', agreed: '1000.00 €', billed: '500.00 €' },
    });
  });
});

describe('fixed-price binding', () => {
  const award = { agreedNetCents: 100_000, billedNetCents: 60_000 };

  it('bills up to exactly what is left', () => {
    expect(leftToBill(award)).toBe(40_000);
    expect(checkAwardAmount(award, 40_000, money)).toBeNull();
    expect(checkAwardAmount(award, 1, money)).toBeNull();
  });

  it('refuses one cent more, naming what is left, agreed and billed', () => {
    expect(checkAwardAmount(award, 40_001, money)).toEqual({
      code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
      params: { amount: '400.01 €', left: '400.00 €', agreed: '1000.00 €', billed: '600.00 €' },
    });
  });

  it('refuses anything once the award is fully billed, and a zero or negative invoice', () => {
    expect(checkAwardAmount({ agreedNetCents: 100_000, billedNetCents: 100_000 }, 1, money)?.params['left']).toBe('0.00 €');
    expect(checkAwardAmount(award, 0, money)?.code).toBe('INVOICE_AMOUNT_EXCEEDS_AWARD');
    expect(leftToBill({ agreedNetCents: 100, billedNetCents: 250 })).toBe(0);
  });
});

describe('hours binding', () => {
  const billable = [
    { id: 'a', netMinutes: 480 },
    { id: 'b', netMinutes: 450 },
    { id: 'c', netMinutes: 30 },
  ];

  it('bills approved, unbilled entries at up to their hours and the awarded rate', () => {
    expect(checkHoursLines([line(15.5, 4500, ['a', 'b']), line(0.5, 4500, ['c'])], billable, 4500, money)).toBeNull();
    expect(checkHoursLines([line(8, 4000, ['a'])], billable, 4500, money)).toBeNull();
  });

  it('refuses more hours than approved (100,000 h on 8 approved hours)', () => {
    expect(checkHoursLines([line(100_000, 4500, ['a'])], billable, 4500, money)).toEqual({
      code: 'INVOICE_HOURS_EXCEED_APPROVED',
      params: { line: 'Elektriker: Emre Yılmaz', billed: '100.000', price: '45.00 €', approved: '8', rate: '45.00 €' },
    });
  });

  it('refuses a unit price above the awarded hourly rate', () => {
    expect(checkHoursLines([line(8, 4501, ['a'])], billable, 4500, money)?.code).toBe('INVOICE_HOURS_EXCEED_APPROVED');
  });

  it('refuses a line without entries, an entry billed elsewhere, and one entry on two lines, saying how many hours are left', () => {
    expect(checkHoursLines([line(1, 4500)], billable, 4500, money)).toEqual({ code: 'INVOICE_HOURS_NOT_BILLABLE', params: { line: 'Elektriker: Emre Yılmaz', left: '16' } });
    expect(checkHoursLines([line(1, 4500, ['z'])], billable, 4500, money)?.code).toBe('INVOICE_HOURS_NOT_BILLABLE');
    expect(checkHoursLines([line(4, 4500, ['a']), line(4, 4500, ['a'])], billable, 4500, money)?.code).toBe('INVOICE_HOURS_NOT_BILLABLE');
  });

  it('writes hours with up to three decimals', () => {
    expect(hoursOf(435)).toBe(7.25);
    expect(hoursOf(20)).toBe(0.333);
  });
});
