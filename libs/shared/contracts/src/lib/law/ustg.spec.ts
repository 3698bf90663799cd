import {
  CONSTRUCTION_WITHHOLDING_PERCENT,
  decideTaxTreatment,
  isEvidenceValid,
  smallBusinessAllowed,
  USTG_NOTES,
  valueOn,
  VAT_STANDARD_RATE,
  type TaxTreatmentInput,
} from './ustg';

const valid = (validUntil: string) => ({ hasFile: true, validUntil });
const base: TaxTreatmentInput = { date: '2026-11-27', supply: 'other', supplierSmallBusiness: false };

describe('UStG tax treatment', () => {
  it('standard: 19 % for a service on 27 Nov 2026, no note', () => {
    expect(decideTaxTreatment(base)).toEqual({
      category: 'standard',
      ratePercent: 19,
      paragraph: '§ 12 Abs. 1 UStG',
      note: null,
      withholdingPercent: null,
      withholdingNote: null,
    });
  });

  it('standard in the second half of 2020: 16 % on 15 Aug 2020, 19 % again on 1 Jan 2021', () => {
    expect(decideTaxTreatment({ ...base, date: '2020-08-15' }).ratePercent).toBe(16);
    expect(decideTaxTreatment({ ...base, date: '2020-06-30' }).ratePercent).toBe(19);
    expect(decideTaxTreatment({ ...base, date: '2021-01-01' }).ratePercent).toBe(19);
  });

  it('reduced: 7 % on 27 Nov 2026, 5 % on 1 Oct 2020', () => {
    const reduced = decideTaxTreatment({ ...base, reducedRate: true });
    expect(reduced).toMatchObject({ category: 'standard', ratePercent: 7, paragraph: '§ 12 Abs. 2 UStG', note: null });
    expect(decideTaxTreatment({ ...base, reducedRate: true, date: '2020-10-01' }).ratePercent).toBe(5);
  });

  it('§ 13b: construction to a construction client with a USt 1 TG valid on the supply date', () => {
    const treatment = decideTaxTreatment({
      ...base,
      supply: 'construction',
      clientConstructionEvidence: valid('2027-03-31'),
      supplierWithholdingExemption: valid('2027-12-31'),
    });
    expect(treatment).toEqual({
      category: 'reverseCharge',
      ratePercent: 0,
      paragraph: '§ 13b Abs. 2 Nr. 4, Abs. 5 Satz 2 UStG',
      note: { de: USTG_NOTES.reverseCharge.de, en: USTG_NOTES.reverseCharge.en },
      withholdingPercent: null,
      withholdingNote: null,
    });
    expect(treatment.note?.de).toBe('Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)');
  });

  it('§ 13b needs the evidence valid on the supply date and uploaded: expired, missing file, no date → 19 %', () => {
    const construction = { ...base, supply: 'construction' as const };
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: valid('2026-11-27') }).category).toBe('reverseCharge');
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: valid('2026-11-26') }).category).toBe('standard');
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: { hasFile: false, validUntil: '2030-01-01' } }).category).toBe('standard');
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: { hasFile: true, validUntil: null } }).category).toBe('standard');
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: null }).ratePercent).toBe(19);
  });

  it('staffing is never § 13b, even to a client with a valid USt 1 TG; no § 48 withholding either', () => {
    const treatment = decideTaxTreatment({ ...base, supply: 'staffing', clientConstructionEvidence: valid('2028-01-01') });
    expect(treatment).toMatchObject({ category: 'standard', ratePercent: 19, note: null, withholdingPercent: null });
  });

  it('other services are never § 13b under the construction rule', () => {
    expect(decideTaxTreatment({ ...base, clientConstructionEvidence: valid('2028-01-01') }).category).toBe('standard');
  });

  it('§ 19 small business: no VAT and the § 19 note, even for construction to a certified client', () => {
    const treatment = decideTaxTreatment({
      ...base,
      supply: 'construction',
      supplierSmallBusiness: true,
      clientConstructionEvidence: valid('2028-01-01'),
      supplierWithholdingExemption: valid('2028-01-01'),
    });
    expect(treatment).toMatchObject({ category: 'smallBusiness', ratePercent: 0, note: { de: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.' } });
  });

  it('§ 48 EStG: construction without a § 48b certificate valid on the date → 15 % withholding note, whatever the VAT treatment', () => {
    const construction = { ...base, supply: 'construction' as const };
    expect(decideTaxTreatment(construction)).toMatchObject({ category: 'standard', withholdingPercent: 15 });
    expect(decideTaxTreatment({ ...construction, clientConstructionEvidence: valid('2028-01-01') })).toMatchObject({ category: 'reverseCharge', withholdingPercent: 15 });
    expect(decideTaxTreatment({ ...construction, supplierWithholdingExemption: valid('2026-11-26') }).withholdingNote?.de).toContain('§ 48b EStG');
    expect(decideTaxTreatment({ ...construction, supplierWithholdingExemption: valid('2026-11-27') }).withholdingPercent).toBeNull();
    expect(CONSTRUCTION_WITHHOLDING_PERCENT.value).toBe(15);
  });

  it('evidence is valid through its last day', () => {
    expect(isEvidenceValid(valid('2026-12-31'), '2026-12-31')).toBe(true);
    expect(isEvidenceValid(valid('2026-12-31'), '2027-01-01')).toBe(false);
    expect(isEvidenceValid(undefined, '2026-01-01')).toBe(false);
  });

  it('§ 19 limits: 22,000/50,000 € in 2024, 25,000/100,000 € from 2025', () => {
    expect(smallBusinessAllowed('2024-06-01', 22_000, 50_000)).toBe(true);
    expect(smallBusinessAllowed('2024-06-01', 24_000, 40_000)).toBe(false);
    expect(smallBusinessAllowed('2025-06-01', 24_000, 90_000)).toBe(true);
    expect(smallBusinessAllowed('2025-06-01', 24_000, 100_001)).toBe(false);
  });

  it('refuses a date before any rate was in force', () => {
    expect(() => valueOn(VAT_STANDARD_RATE, '1990-01-01')).toThrow(RangeError);
  });
});
