import {
  INVOICE_BUYER_REFERENCE_MAX,
  INVOICE_LINE_DESCRIPTION_MAX,
  INVOICE_NET_MAX_CENTS,
  INVOICE_QUANTITY_MAX,
  INVOICE_UNIT_PRICE_MAX_CENTS,
} from '@fachwerk/shared/contracts';
import { computeTotals, lineNetCents, payableOf, validateDraft, type DraftForm } from './totals';

describe('totals', () => {
  it('rounds each line half away from zero', () => {
    expect(lineNetCents({ quantity: 7.25, unitPriceCents: 4250 })).toBe(30813); // 308,125 → 308,13
    expect(lineNetCents({ quantity: 0.333, unitPriceCents: 100 })).toBe(33);
    expect(lineNetCents({ quantity: 1, unitPriceCents: 0 })).toBe(0);
  });

  it('groups VAT per rate with mixed 19 % and 7 % lines', () => {
    const totals = computeTotals(
      [
        { quantity: 10, unitPriceCents: 5000, vatRate: 19 },
        { quantity: 2, unitPriceCents: 1050, vatRate: 7 },
        { quantity: 1, unitPriceCents: 999, vatRate: 19 },
      ],
      'standard',
    );
    expect(totals.netCents).toBe(50000 + 2100 + 999);
    expect(totals.vat).toEqual([
      { category: 'S', rate: 19, taxableCents: 50999, taxCents: 9690 },
      { category: 'S', rate: 7, taxableCents: 2100, taxCents: 147 },
    ]);
    expect(totals.taxCents).toBe(9837);
    expect(totals.grossCents).toBe(53099 + 9837);
  });

  it('has one group without VAT for §13b, §19 and exemptions', () => {
    const lines = [{ quantity: 2, unitPriceCents: 10000, vatRate: 19 as const }];
    expect(computeTotals(lines, 'reverseCharge')).toEqual({
      netCents: 20000,
      taxCents: 0,
      grossCents: 20000,
      vat: [{ category: 'AE', rate: 0, taxableCents: 20000, taxCents: 0, reason: 'Steuerschuldnerschaft des Leistungsempfängers' }],
    });
    expect(computeTotals(lines, 'smallBusiness').vat[0]?.reason).toContain('§ 19 UStG');
    expect(computeTotals(lines, 'exempt', 'Steuerfrei nach § 4 Nr. 11 UStG').vat[0]).toMatchObject({ category: 'E', reason: 'Steuerfrei nach § 4 Nr. 11 UStG' });
  });

  it('leaves to pay the gross less the gross of each deducted partial invoice (§ 14 Abs. 5 UStG)', () => {
    const totals = computeTotals([{ quantity: 1, unitPriceCents: 1_000_000, vatRate: 19 }], 'standard');
    expect(payableOf(totals, [])).toBe(1_190_000);
    expect(payableOf(totals, [{ grossCents: 357_000 }, { grossCents: 238_000 }])).toBe(595_000);
  });

  it('is zero without lines', () => {
    expect(computeTotals([], 'standard')).toEqual({ netCents: 0, taxCents: 0, grossCents: 0, vat: [] });
  });
});

describe('draft validation', () => {
  const valid = (): DraftForm => ({
    lines: [{ description: 'Elektroarbeiten', quantity: 8, unit: 'HUR', unitPriceCents: 4200, vatRate: 19 }],
    paymentDays: 14,
    paymentTermsText: 'Zahlbar innerhalb von 14 Tagen.',
    servicePeriod: { start: '2026-11-02', end: '2026-11-06' },
    taxCategory: 'standard',
    taxExemptionReason: '',
    buyerReference: 'Auftrag 4711',
  });

  it('accepts a complete draft', () => {
    expect(validateDraft(valid())).toEqual({});
  });

  it('names each wrong line field', () => {
    const form = valid();
    form.lines.push({ description: ' ', quantity: 0, unit: 'C62', unitPriceCents: -1, vatRate: 7 });
    form.lines.push({ description: 'x'.repeat(301), quantity: 1.2345, unit: 'C62', unitPriceCents: null, vatRate: 7 });
    expect(validateDraft(form)).toEqual({
      'lines.1.description': 'required',
      'lines.1.quantity': 'positive',
      'lines.1.unitPriceCents': 'notNegative',
      'lines.2.description': 'tooLong',
      'lines.2.quantity': 'decimals',
      'lines.2.unitPriceCents': 'required',
    });
  });

  it('refuses what the API refuses, at the limits contracts hold', () => {
    const line = valid().lines[0];
    const withLine = (patch: Partial<typeof line>) => ({ ...valid(), lines: [{ ...line, ...patch }] });
    expect(validateDraft(withLine({ quantity: INVOICE_QUANTITY_MAX }))).toEqual({});
    expect(validateDraft(withLine({ quantity: INVOICE_QUANTITY_MAX + 1 }))).toEqual({ 'lines.0.quantity': 'quantityTooLarge' });
    expect(validateDraft(withLine({ unitPriceCents: INVOICE_UNIT_PRICE_MAX_CENTS }))).toEqual({});
    expect(validateDraft(withLine({ unitPriceCents: INVOICE_UNIT_PRICE_MAX_CENTS + 1 }))).toEqual({ 'lines.0.unitPriceCents': 'priceTooLarge' });
    expect(validateDraft(withLine({ description: 'x'.repeat(INVOICE_LINE_DESCRIPTION_MAX + 1) }))).toEqual({ 'lines.0.description': 'tooLong' });
    expect(validateDraft({ ...valid(), buyerReference: 'x'.repeat(INVOICE_BUYER_REFERENCE_MAX + 1) })).toEqual({ buyerReference: 'tooLong' });
  });

  it('bounds a unit price where the API does: 1.000.000,00 € passes, one cent more does not (not the 10 M € of a whole invoice)', () => {
    const line = valid().lines[0];
    const withPrice = (unitPriceCents: number) => validateDraft({ ...valid(), lines: [{ ...line, unitPriceCents }] });
    expect(INVOICE_UNIT_PRICE_MAX_CENTS).toBe(100_000_000);
    expect(withPrice(100_000_000)).toEqual({});
    expect(withPrice(100_000_001)).toEqual({ 'lines.0.unitPriceCents': 'priceTooLarge' });
    expect(withPrice(INVOICE_NET_MAX_CENTS)).toEqual({ 'lines.0.unitPriceCents': 'priceTooLarge' });
  });

  it('checks payment days, the period, the exemption reason and the buyer reference', () => {
    expect(validateDraft({ ...valid(), lines: [] })).toEqual({ lines: 'linesRequired' });
    expect(validateDraft({ ...valid(), paymentDays: 121 })).toEqual({ paymentDays: 'paymentDaysRange' });
    expect(validateDraft({ ...valid(), paymentDays: null })).toEqual({ paymentDays: 'required' });
    expect(validateDraft({ ...valid(), servicePeriod: { start: '2026-11-06', end: '2026-11-02' } })).toEqual({ 'servicePeriod.end': 'periodOrder' });
    expect(validateDraft({ ...valid(), taxCategory: 'exempt' })).toEqual({ taxExemptionReason: 'required' });
    expect(validateDraft({ ...valid(), buyerReference: '  ' })).toEqual({ buyerReference: 'required' });
  });
});
