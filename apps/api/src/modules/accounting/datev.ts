// DATEV-Format "Buchungsstapel" (EXTF, header version 700, format category 21, format version 13):
// one file per period with the header record, the column names and one booking per invoice and tax
// rate. Written with csv-stringify (`;`, CRLF, text in double quotes, numbers and amounts bare) and
// encoded as Windows-1252, the character set DATEV's import expects.
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { AccountingRevenueAccounts, ChartOfAccounts, InvoiceKindValue, InvoiceTaxCategory, InvoiceVatGroup } from '@fachwerk/shared/contracts';

/** The 125 columns of a booking record, format version 13, in DATEV's order (positions are what the import reads). */
export const DATEV_BOOKING_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto',
  'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext',
  'Postensperre', 'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge', 'EU-Land u. UStID (Bestimmung)', 'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart', 'Sachverhalt L+L', 'Funktionsergänzung L+L', 'BU 49 Hauptfunktionstyp', 'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation- Inhalt ${i + 1}`]).flat(),
  'Stück', 'Gewicht', 'Zahlweise', 'Forderungsart', 'Veranlagungsjahr', 'Zugeordnete Fälligkeit', 'Skontotyp', 'Auftragsnummer',
  'Buchungstyp', 'USt-Schlüssel (Anzahlungen)', 'EU-Land (Anzahlungen)', 'Sachverhalt L+L (Anzahlungen)', 'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)', 'Herkunft-Kz', 'Buchungs GUID', 'KOST-Datum', 'SEPA-Mandatsreferenz', 'Skontosperre',
  'Gesellschaftername', 'Beteiligtennummer', 'Identifikationsnummer', 'Zeichnernummer', 'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt', 'Kennzeichen SoBil-Buchung', 'Festschreibung', 'Leistungsdatum', 'Datum Zuord. Steuerperiode',
  'Fälligkeit', 'Generalumkehr (GU)', 'Steuersatz', 'Land', 'Abrechnungsreferenz', 'BVV-Position', 'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)', 'Abw. Skontokonto',
] as const;
export type DatevColumn = (typeof DATEV_BOOKING_COLUMNS)[number];

/** An issued invoice or Storno as the export books it. */
export interface DatevInvoice {
  number: string;
  kind: InvoiceKindValue;
  /** `YYYY-MM-DD` */
  issueDate: string;
  dueDate: string;
  /** last day of the service period (Leistungsdatum) */
  serviceDate: string;
  clientName: string;
  debtorNumber: number;
  taxCategory: InvoiceTaxCategory;
  /** one group per tax category and rate (the frozen totals) */
  vat: InvoiceVatGroup[];
  /** a Storno: the number of the invoice it cancels */
  cancels?: string;
}

export interface DatevBatch {
  consultantNumber: number;
  clientNumber: number;
  chart: ChartOfAccounts;
  /** the accounts in use, and which of them are the supplier's own (not the chart's automatic ones) */
  accounts: AccountingRevenueAccounts;
  ownAccounts: ReadonlySet<keyof AccountingRevenueAccounts>;
  /** period, `YYYY-MM-DD`, within one calendar year (the fiscal year) */
  from: string;
  to: string;
  createdAt: Date;
  label: string;
}

/** The revenue account of a VAT group by tax treatment. */
export function revenueAccountKey(group: Pick<InvoiceVatGroup, 'category' | 'rate'>, taxCategory: InvoiceTaxCategory): keyof AccountingRevenueAccounts {
  switch (group.category) {
    case 'S':
      return group.rate === 7 ? 'standard7' : 'standard19';
    case 'AE':
      return 'reverseCharge';
    default:
      return taxCategory === 'smallBusiness' ? 'smallBusiness' : 'exempt';
  }
}

/**
 * The DATEV tax key (BU-Schlüssel) of a booking: the chart's revenue accounts for 19 % and 7 % are
 * automatic accounts (DATEV derives the VAT from the account; a key there is an error), so only a
 * supplier's own account for a taxed rate carries the key: 3 (19 % USt), 2 (7 % USt).
 */
export function taxKey(key: keyof AccountingRevenueAccounts, own: boolean): string | null {
  if (!own) return null;
  if (key === 'standard19') return '3';
  if (key === 'standard7') return '2';
  return null;
}

/** A value written without quotes (DATEV's number, amount and date fields). */
class Bare {
  constructor(readonly text: string) {}
}
/** An amount in cents, written the German way without the sign: `1190,00`. */
const amount = (cents: number): Bare => {
  const abs = Math.abs(cents);
  return new Bare(`${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`);
};
type Cell = string | number | Bare | null;

const [year, month, day] = [(iso: string) => iso.slice(0, 4), (iso: string) => iso.slice(5, 7), (iso: string) => iso.slice(8, 10)];
const ddmm = (iso: string) => new Bare(`${day(iso)}${month(iso)}`);
const ddmmyyyy = (iso: string) => new Bare(`${day(iso)}${month(iso)}${year(iso)}`);
const yyyymmdd = (iso: string) => new Bare(iso.replace(/-/g, ''));
/** Belegfeld 1: at most 36 characters of digits, letters and `$ & % * + - /`. */
const documentField = (value: string) => value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '-').slice(0, 36);
/** Text fields: one line, at most `max` characters. */
const text = (value: string, max: number) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);
const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** `YYYYMMDDHHMMSSFFF` in UTC. */
function timestamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}${pad(at.getUTCMilliseconds(), 3)}`;
}

/** The header record (31 fields, "Metadaten" of DATEV-Format version 700). */
export function datevHeader(batch: DatevBatch): Cell[] {
  return [
    'EXTF', 700, 21, 'Buchungsstapel', 13, new Bare(timestamp(batch.createdAt)), null, 'RE', 'Fachwerk', '',
    batch.consultantNumber, batch.clientNumber, new Bare(`${year(batch.from)}0101`), 4,
    yyyymmdd(batch.from), yyyymmdd(batch.to), text(batch.label, 30), '', 1, 0, 0, 'EUR', null, '', null, null,
    batch.chart === 'SKR03' ? '03' : '04', null, null, '', '',
  ];
}

/** The booking records of one invoice: one per VAT group; a Storno books on the credit side (Haben). */
export function datevBookings(invoice: DatevInvoice, batch: DatevBatch): Cell[][] {
  return invoice.vat.map((group) => {
    const key = revenueAccountKey(group, invoice.taxCategory);
    const cells = new Map<DatevColumn, Cell>([
      ['Umsatz (ohne Soll/Haben-Kz)', amount(group.taxableCents + group.taxCents)],
      ['Soll/Haben-Kennzeichen', invoice.kind === 'cancellation' ? 'H' : 'S'],
      ['WKZ Umsatz', 'EUR'],
      ['Konto', invoice.debtorNumber],
      ['Gegenkonto (ohne BU-Schlüssel)', batch.accounts[key]],
      ['BU-Schlüssel', taxKey(key, batch.ownAccounts.has(key))],
      ['Belegdatum', ddmm(invoice.issueDate)],
      ['Belegfeld 1', documentField(invoice.number)],
      ['Buchungstext', text(invoice.cancels ? `Storno ${invoice.cancels} ${invoice.clientName}` : invoice.clientName, 60)],
      ['Leistungsdatum', ddmmyyyy(invoice.serviceDate)],
      ['Fälligkeit', invoice.kind === 'cancellation' ? null : ddmmyyyy(invoice.dueDate)],
    ]);
    return DATEV_BOOKING_COLUMNS.map((column) => cells.get(column) ?? null);
  });
}

/** The whole Buchungsstapel file, Windows-1252 encoded. */
export function datevBuchungsstapel(batch: DatevBatch, invoices: DatevInvoice[]): Buffer {
  const options = { delimiter: ';', record_delimiter: '\r\n' } as const;
  const quoted = (records: unknown[][]) =>
    stringify(records, { ...options, quoted_string: true, cast: { object: (value) => (value instanceof Bare ? value.text : JSON.stringify(value)) } });
  // The column names stand bare, as in DATEV's own files; text values are quoted, numbers and amounts bare.
  const csv = quoted([datevHeader(batch)]) + stringify([[...DATEV_BOOKING_COLUMNS]], options) + quoted(invoices.flatMap((invoice) => datevBookings(invoice, batch)));
  return iconv.encode(csv, 'win1252');
}

/** DATEV's file name for a booking batch. */
export const datevFileName = (from: string, to: string) => `EXTF_Buchungsstapel_${yyyymmdd(from).text}_${yyyymmdd(to).text}.csv`;
