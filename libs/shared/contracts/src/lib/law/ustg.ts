/**
 * Umsatzsteuergesetz (UStG) and the construction withholding tax of §§ 48–48b EStG as far as an
 * invoice on Fachwerk needs them: which tax treatment a supply gets, at which rate, and which notes
 * the invoice must carry. One place decides; services and documents call {@link decideTaxTreatment},
 * never repeat a rate or a note.
 *
 * Dates are civil dates `YYYY-MM-DD` (the date of the supply decides the rate, § 27 Abs. 1 UStG).
 * Every value carries the paragraph it comes from and the date it takes effect.
 */

/** A value of the law with where it stands and since when (and, for a temporary value, until when). */
export interface LawValue<T> {
  value: T;
  /** e.g. `§ 12 Abs. 1 UStG` */
  paragraph: string;
  /** first day the value applies, `YYYY-MM-DD` */
  effectiveFrom: string;
  /** last day it applies, when it was temporary */
  effectiveUntil?: string;
}

/** Pick the value in force on `date` from a list of dated values (later entries win on overlap). */
export function valueOn<T>(values: readonly LawValue<T>[], date: string): LawValue<T> {
  let found: LawValue<T> | undefined;
  for (const entry of values) {
    if (entry.effectiveFrom <= date && (!entry.effectiveUntil || date <= entry.effectiveUntil)) found = entry;
  }
  if (!found) throw new RangeError(`no value in force on ${date}`);
  return found;
}

/** Standard rate, § 12 Abs. 1 UStG (16 % for the second half of 2020, Zweites Corona-Steuerhilfegesetz, § 28 Abs. 1 UStG a. F.). */
export const VAT_STANDARD_RATE: readonly LawValue<number>[] = [
  { value: 19, paragraph: '§ 12 Abs. 1 UStG', effectiveFrom: '2007-01-01' },
  { value: 16, paragraph: '§ 28 Abs. 1 UStG (Zweites Corona-Steuerhilfegesetz)', effectiveFrom: '2020-07-01', effectiveUntil: '2020-12-31' },
];

/** Reduced rate, § 12 Abs. 2 UStG (5 % for the second half of 2020, § 28 Abs. 2 UStG a. F.). */
export const VAT_REDUCED_RATE: readonly LawValue<number>[] = [
  { value: 7, paragraph: '§ 12 Abs. 2 UStG', effectiveFrom: '1983-07-01' },
  { value: 5, paragraph: '§ 28 Abs. 2 UStG (Zweites Corona-Steuerhilfegesetz)', effectiveFrom: '2020-07-01', effectiveUntil: '2020-12-31' },
];

/**
 * § 19 UStG (Kleinunternehmer): turnover limits in euros of the previous and of the current year.
 * Jahressteuergesetz 2024: from 2025 25,000 € / 100,000 € (current year: a hard limit); before 22,000 € / 50,000 € (expected).
 */
export const SMALL_BUSINESS_LIMITS: readonly LawValue<{ previousYearEuros: number; currentYearEuros: number }>[] = [
  { value: { previousYearEuros: 22_000, currentYearEuros: 50_000 }, paragraph: '§ 19 Abs. 1 UStG', effectiveFrom: '2020-01-01' },
  { value: { previousYearEuros: 25_000, currentYearEuros: 100_000 }, paragraph: '§ 19 Abs. 1 UStG (JStG 2024)', effectiveFrom: '2025-01-01' },
];

/**
 * § 13b Abs. 2 Nr. 4, Abs. 5 Satz 2 UStG: the client owes the tax for construction services
 * (Bauleistungen) when it itself provides construction services sustainably, which it proves with
 * the tax office's certificate on form USt 1 TG (valid for at most three years).
 */
export const REVERSE_CHARGE_CONSTRUCTION: LawValue<{ evidenceForm: 'USt 1 TG'; maxValidityYears: number }> = {
  value: { evidenceForm: 'USt 1 TG', maxValidityYears: 3 },
  paragraph: '§ 13b Abs. 2 Nr. 4, Abs. 5 Satz 2 UStG',
  effectiveFrom: '2014-10-01',
};

/** § 48 Abs. 1 EStG: the client of a construction service withholds this share of the gross amount unless the supplier holds a § 48b certificate. */
export const CONSTRUCTION_WITHHOLDING_PERCENT: LawValue<number> = { value: 15, paragraph: '§ 48 Abs. 1 EStG', effectiveFrom: '2002-01-01' };

/** The notes an invoice carries, in German (the invoice's language) and English (for the screens). */
export const USTG_NOTES = {
  /** § 14a Abs. 5 UStG: the one wording the invoice must carry for § 13b. */
  reverseCharge: { de: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)', en: 'Reverse charge: the recipient owes the VAT (§ 13b UStG)', paragraph: '§ 14a Abs. 5 UStG' },
  smallBusiness: { de: 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', en: 'No VAT is charged under § 19 UStG (small business).', paragraph: '§ 19 Abs. 1 UStG' },
  constructionWithholding: {
    de: 'Für diese Bauleistung liegt keine gültige Freistellungsbescheinigung nach § 48b EStG vor: Der Leistungsempfänger hat 15 % des Rechnungsbetrags als Bauabzugsteuer einzubehalten und an das Finanzamt des Leistenden abzuführen (§ 48 EStG).',
    en: 'No valid exemption certificate under § 48b EStG is on file for this construction service: the recipient must withhold 15 % of the invoice amount as construction withholding tax and pay it to the supplier’s tax office (§ 48 EStG).',
    paragraph: '§ 48, § 48b EStG',
  },
} as const;

/**
 * § 14 Abs. 5 Satz 2 UStG: a final invoice (Endrechnung, Schlussrechnung) over a service for which
 * partial invoices were issued deducts the part payments invoiced and the tax on them. Abschn. 14.8
 * Abs. 7–10 UStAE: the deduction may be shown per partial invoice or as sums, in either case the net
 * amounts and the tax per rate. EN 16931 carries the deducted gross as the paid amount (BT-113); the
 * amount due (BT-115) is the final invoice's gross less it (BR-CO-16).
 */
export const FINAL_INVOICE_DEDUCTION: LawValue<{ perRate: true }> = { value: { perRate: true }, paragraph: '§ 14 Abs. 5 Satz 2 UStG', effectiveFrom: '2004-01-01' };

/** What is supplied: construction work (Werkvertrag on a building), staffing (Arbeitnehmerüberlassung), anything else. */
export type TaxSupplyKind = 'construction' | 'staffing' | 'other';

/** A dated piece of evidence: a certificate on file (uploaded) with its last valid day. */
export interface TaxEvidence {
  /** an uploaded file of the certificate */
  hasFile: boolean;
  /** last day of validity, `YYYY-MM-DD` */
  validUntil: string | null;
}

/** Evidence on file and valid on `date`. */
export const isEvidenceValid = (evidence: TaxEvidence | null | undefined, date: string): boolean =>
  !!evidence && evidence.hasFile && !!evidence.validUntil && evidence.validUntil >= date;

export interface TaxTreatmentInput {
  /** date of the supply (or of the invoice when the supply lasts): decides the rate and the evidence's validity */
  date: string;
  supply: TaxSupplyKind;
  /** the supply falls under § 12 Abs. 2 UStG (reduced rate) */
  reducedRate?: boolean;
  /** the supplier opted for § 19 UStG */
  supplierSmallBusiness: boolean;
  /** the client's USt 1 TG certificate (it provides construction services itself) */
  clientConstructionEvidence?: TaxEvidence | null;
  /** the supplier's § 48b EStG exemption certificate */
  supplierWithholdingExemption?: TaxEvidence | null;
}

/** EN 16931 categories: S standard, AE reverse charge, E exempt (§ 19 is reported as E with its note). */
export type TaxTreatmentCategory = 'standard' | 'reverseCharge' | 'smallBusiness';

export interface TaxTreatment {
  category: TaxTreatmentCategory;
  /** VAT rate in percent for every line (0 where the supplier charges none) */
  ratePercent: number;
  /** where the treatment comes from */
  paragraph: string;
  /** the one tax note the invoice prints (none for standard) */
  note: { de: string; en: string } | null;
  /** construction services without a valid § 48b certificate: the client must withhold this percentage */
  withholdingPercent: number | null;
  /** the withholding note the invoice and its view show, when it applies */
  withholdingNote: { de: string; en: string } | null;
}

/**
 * The tax treatment of one invoice. Order of the rules:
 * 1. § 19 UStG small business: no VAT, whatever is supplied (the recipient never owes it either, § 13b Abs. 5 Satz 8).
 * 2. § 13b reverse charge: only construction services, only to a client with a valid USt 1 TG on the supply date.
 *    Staffing is no construction service (Abschn. 13b.2 Abs. 5 UStAE: Arbeitnehmerüberlassung, even of construction workers) and never § 13b.
 * 3. Otherwise the standard or reduced rate in force on the date.
 * Independently: construction services need the supplier's § 48b certificate, or the client withholds 15 %.
 */
export function decideTaxTreatment(input: TaxTreatmentInput): TaxTreatment {
  const withholding =
    input.supply === 'construction' && !isEvidenceValid(input.supplierWithholdingExemption, input.date)
      ? { withholdingPercent: CONSTRUCTION_WITHHOLDING_PERCENT.value, withholdingNote: { de: USTG_NOTES.constructionWithholding.de, en: USTG_NOTES.constructionWithholding.en } }
      : { withholdingPercent: null, withholdingNote: null };
  if (input.supplierSmallBusiness) {
    return { category: 'smallBusiness', ratePercent: 0, paragraph: USTG_NOTES.smallBusiness.paragraph, note: pick(USTG_NOTES.smallBusiness), ...withholding };
  }
  if (
    input.supply === 'construction' &&
    input.date >= REVERSE_CHARGE_CONSTRUCTION.effectiveFrom &&
    isEvidenceValid(input.clientConstructionEvidence, input.date)
  ) {
    return { category: 'reverseCharge', ratePercent: 0, paragraph: REVERSE_CHARGE_CONSTRUCTION.paragraph, note: pick(USTG_NOTES.reverseCharge), ...withholding };
  }
  const rate = valueOn(input.reducedRate ? VAT_REDUCED_RATE : VAT_STANDARD_RATE, input.date);
  return { category: 'standard', ratePercent: rate.value, paragraph: rate.paragraph, note: null, ...withholding };
}

/** Whether § 19 may be used in a year, from the previous year's and the expected current turnover in euros. */
export function smallBusinessAllowed(date: string, previousYearEuros: number, currentYearEuros: number): boolean {
  const { value } = valueOn(SMALL_BUSINESS_LIMITS, date);
  return previousYearEuros <= value.previousYearEuros && currentYearEuros <= value.currentYearEuros;
}

const pick = (note: { de: string; en: string }) => ({ de: note.de, en: note.en });
