/**
 * The typed input of every invoice document (visible PDF, XRechnung CII, ZUGFeRD/Factur-X). Amounts are
 * integer cents; quantities are decimals with at most three places (hours like 7.5 or 7.25).
 * EN 16931 rounding: each line net amount, each VAT category's tax and every total is rounded to
 * two decimals (half away from zero) once, and totals are sums of already rounded amounts.
 */

/**
 * 380 commercial invoice, 326 partial invoice, 381 credit note used as Stornorechnung, and the final
 * invoice (Schlussrechnung) after partial invoices: a commercial invoice (380) over the whole service
 * that deducts the partial invoices (§ 14 Abs. 5 UStG; XRechnung's 877 is the construction variant).
 */
export type InvoiceKind = 'invoice' | 'partial' | 'final' | 'cancellation';

export const INVOICE_TYPE_CODE: Record<InvoiceKind, '380' | '326' | '381'> = {
  invoice: '380',
  partial: '326',
  final: '380',
  cancellation: '381',
};

/**
 * A partial invoice a final invoice deducts (§ 14 Abs. 5 Satz 2 UStG): its number and date and its
 * VAT breakdown (net and tax per category and rate) as it was issued.
 */
export interface InvoiceDeduction {
  number: string;
  issueDate: string;
  vat: { code: 'S' | 'AE' | 'E' | 'Z'; rate: number; taxableCents: number; taxCents: number }[];
}

/**
 * VAT treatment of a line.
 * - `standard`: category S with 19 % or 7 %.
 * - `reverse-charge`: category AE (§13b UStG), no VAT, the recipient owes it.
 * - `exempt`: category E with its legal reason (e.g. §4 Nr. 11 UStG).
 * - `zero-rated`: category Z (0 %).
 * - `small-business`: §19 UStG, mapped to category E with the statutory reason.
 */
export type VatTreatment =
  | { category: 'standard'; rate: 19 | 7 }
  | { category: 'reverse-charge' }
  | { category: 'exempt'; reason: string }
  | { category: 'zero-rated' }
  | { category: 'small-business' };

export const REVERSE_CHARGE_TEXT = 'Steuerschuldnerschaft des Leistungsempfängers';
export const SMALL_BUSINESS_TEXT = 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG';

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. `DE`. */
  countryCode: string;
}

export interface InvoiceParty {
  name: string;
  address: PostalAddress;
  /** USt-IdNr., e.g. `DE123456789`. */
  vatId?: string;
  /** Steuernummer, e.g. `12/345/67890`. */
  taxNumber?: string;
  /** Commercial register number (BT-30/BT-47), e.g. `HRB 12345 B`. */
  registrationId?: string;
  /** Electronic address (BT-34/BT-49); an e-mail address. */
  email: string;
}

export interface InvoiceSeller extends InvoiceParty {
  contact: { name: string; phone: string; email: string };
  bank: { iban: string; bic?: string; accountHolder?: string };
}

export interface InvoiceBuyer extends InvoiceParty {
  /** Buyer reference (BT-10); a Leitweg-ID for public buyers. XRechnung requires one. */
  reference: string;
}

export interface InvoiceLine {
  description: string;
  /** Up to three decimals. */
  quantity: number;
  /** UN/ECE Rec. 20 unit code: `HUR` hour, `DAY` day, `C62` piece, `LS` lump sum. */
  unitCode: 'HUR' | 'DAY' | 'C62' | 'LS';
  unitPriceCents: number;
  vat: VatTreatment;
}

/** The ZUGFeRD profile the hybrid PDF declares: `XRECHNUNG` for public buyers, else `EN 16931`. */
export type ZugferdProfile = 'EN 16931' | 'XRECHNUNG';

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** ISO dates `YYYY-MM-DD`. */
  issueDate: string;
  dueDate: string;
  servicePeriod: { start: string; end: string };
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** Required for a cancellation: the invoice it cancels (BT-25/BT-26). Allowed on a partial invoice. */
  precedingInvoice?: { number: string; issueDate: string };
  /**
   * A final invoice: the partial invoices it deducts, oldest first. Their gross is the paid amount
   * (BT-113); the last one is the preceding invoice reference (BG-3, which CII carries once), all of
   * them with net and tax per rate in a note (BT-22) and on the visible invoice.
   */
  deductions?: InvoiceDeduction[];
  lines: InvoiceLine[];
  /** Payment days for the default §9 text; `paymentTermsText` overrides the whole text. */
  paymentDays: number;
  paymentTermsText?: string;
  /** Free notes printed and carried as BT-22. */
  notes?: string[];
  /** The hybrid PDF's ZUGFeRD profile; absent = `EN 16931`. */
  zugferdProfile?: ZugferdProfile;
}

/** EN 16931 VAT category code (UNCL 5305) and rate of a treatment. */
export function vatCategoryOf(vat: VatTreatment): { code: 'S' | 'AE' | 'E' | 'Z'; rate: number; reason?: string; reasonCode?: string } {
  switch (vat.category) {
    case 'standard':
      return { code: 'S', rate: vat.rate };
    case 'reverse-charge':
      return { code: 'AE', rate: 0, reason: REVERSE_CHARGE_TEXT, reasonCode: 'VATEX-EU-AE' };
    case 'exempt':
      return { code: 'E', rate: 0, reason: vat.reason };
    case 'zero-rated':
      return { code: 'Z', rate: 0 };
    case 'small-business':
      return { code: 'E', rate: 0, reason: SMALL_BUSINESS_TEXT };
  }
}

export interface VatBreakdown {
  code: 'S' | 'AE' | 'E' | 'Z';
  rate: number;
  reason?: string;
  reasonCode?: string;
  taxableCents: number;
  taxCents: number;
}

export interface InvoiceTotals {
  /** Each input line with its rounded net amount, in input order. */
  lines: { line: InvoiceLine; netCents: number }[];
  vat: VatBreakdown[];
  netCents: number;
  taxCents: number;
  grossCents: number;
  /** A final invoice: what its deducted partial invoices came to, net and tax per category and rate, in the order first met. */
  deducted: { code: 'S' | 'AE' | 'E' | 'Z'; rate: number; taxableCents: number; taxCents: number }[];
  /** The gross of the deducted partial invoices (BT-113), 0 without. */
  prepaidCents: number;
  /** What is left to pay: gross less the deducted partial invoices (BT-115). */
  payableCents: number;
}

/** Net, tax and gross of one deducted partial invoice. */
export function deductionTotals(deduction: InvoiceDeduction): { netCents: number; taxCents: number; grossCents: number } {
  const netCents = deduction.vat.reduce((sum, group) => sum + group.taxableCents, 0);
  const taxCents = deduction.vat.reduce((sum, group) => sum + group.taxCents, 0);
  return { netCents, taxCents, grossCents: netCents + taxCents };
}

/** Rounds half away from zero, as EN 16931 and German commercial practice do. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Quantity as integer thousandths; throws on more than three decimals. */
export function quantityThousandths(quantity: number): number {
  const thousandths = Math.round(quantity * 1000);
  if (!Number.isFinite(quantity) || Math.abs(thousandths - quantity * 1000) > 1e-6) {
    throw new InvoiceDocumentError('line.quantity', `quantity ${quantity} has more than three decimals`);
  }
  return thousandths;
}

export function computeTotals(doc: InvoiceDocument): InvoiceTotals {
  const lines = doc.lines.map((line) => ({
    line,
    netCents: roundHalfAwayFromZero((quantityThousandths(line.quantity) * line.unitPriceCents) / 1000),
  }));
  const groups = new Map<string, VatBreakdown>();
  for (const { line, netCents } of lines) {
    const category = vatCategoryOf(line.vat);
    const key = `${category.code}:${category.rate}:${category.reason ?? ''}`;
    const group = groups.get(key) ?? { ...category, taxableCents: 0, taxCents: 0 };
    group.taxableCents += netCents;
    groups.set(key, group);
  }
  const vat = [...groups.values()].map((group) => ({
    ...group,
    taxCents: roundHalfAwayFromZero((group.taxableCents * group.rate) / 100),
  }));
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = vat.reduce((sum, group) => sum + group.taxCents, 0);
  const deducted = new Map<string, InvoiceTotals['deducted'][number]>();
  for (const group of (doc.deductions ?? []).flatMap((deduction) => deduction.vat)) {
    const key = `${group.code}:${group.rate}`;
    const sum = deducted.get(key) ?? { code: group.code, rate: group.rate, taxableCents: 0, taxCents: 0 };
    sum.taxableCents += group.taxableCents;
    sum.taxCents += group.taxCents;
    deducted.set(key, sum);
  }
  const prepaidCents = [...deducted.values()].reduce((sum, group) => sum + group.taxableCents + group.taxCents, 0);
  const grossCents = netCents + taxCents;
  return { lines, vat, netCents, taxCents, grossCents, deducted: [...deducted.values()], prepaidCents, payableCents: grossCents - prepaidCents };
}

/** A document that cannot be rendered as a lawful e-invoice; `field` names what to fix. */
export class InvoiceDocumentError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceDocumentError';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks what the renderers rely on and what §14 UStG demands beyond the types. */
export function assertRenderable(doc: InvoiceDocument): void {
  const fail = (field: string, message: string): never => {
    throw new InvoiceDocumentError(field, message);
  };
  if (!doc.number.trim()) fail('number', 'the invoice number is missing');
  for (const [field, value] of [
    ['issueDate', doc.issueDate],
    ['dueDate', doc.dueDate],
    ['servicePeriod.start', doc.servicePeriod.start],
    ['servicePeriod.end', doc.servicePeriod.end],
  ] as const) {
    if (!ISO_DATE.test(value)) fail(field, `${value} is not a date YYYY-MM-DD`);
  }
  if (doc.servicePeriod.end < doc.servicePeriod.start) fail('servicePeriod.end', 'the service period ends before it starts');
  if (doc.lines.length === 0) fail('lines', 'an invoice needs at least one line');
  if (!doc.seller.vatId && !doc.seller.taxNumber) fail('seller.vatId', 'the seller needs a VAT id or a tax number');
  // BR-CO-26: the buyer identifies the seller by VAT id or commercial register number; a tax number is not enough.
  if (!doc.seller.vatId && !doc.seller.registrationId) fail('seller.registrationId', 'without a VAT id the seller needs a commercial register number');
  if (doc.kind === 'cancellation' && !doc.precedingInvoice) fail('precedingInvoice', 'a cancellation must reference the invoice it cancels');
  if (doc.deductions?.length) {
    if (doc.kind !== 'final' && doc.kind !== 'cancellation') fail('deductions', 'only a final invoice deducts partial invoices');
    const totals = computeTotals(doc);
    if (totals.payableCents < 0) fail('deductions', 'the partial invoices deducted exceed the final invoice');
  }
  doc.lines.forEach((line, index) => {
    if (!line.description.trim()) fail(`lines.${index}.description`, 'the kind of service is missing');
    if (!(line.quantity > 0)) fail(`lines.${index}.quantity`, 'the quantity must be positive');
    if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0) fail(`lines.${index}.unitPriceCents`, 'the net price must be whole cents, not negative');
    quantityThousandths(line.quantity);
    if (line.vat.category === 'reverse-charge') {
      if (!doc.seller.vatId) fail('seller.vatId', 'reverse charge requires the seller VAT id');
      if (!doc.buyer.vatId) fail('buyer.vatId', 'reverse charge requires the buyer VAT id');
    }
    if (line.vat.category === 'exempt' && !line.vat.reason.trim()) fail(`lines.${index}.vat.reason`, 'an exemption needs its reason');
  });
  const smallBusiness = doc.lines.some((line) => line.vat.category === 'small-business');
  if (smallBusiness && doc.lines.some((line) => line.vat.category !== 'small-business')) {
    fail('lines', 'a small business (§19 UStG) invoices no line with VAT');
  }
}
