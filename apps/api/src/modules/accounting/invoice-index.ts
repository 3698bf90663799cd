// What the exports know about an issued invoice: read from its frozen content and documents (issued
// data never changes, so the exports always say what the invoice said).
import { createHash } from 'node:crypto';
import { invoiceFileName, type InvoiceDocument } from '@fachwerk/server/documents';
import type { InvoiceKindValue, InvoiceStatusValue, InvoiceTaxCategory, InvoiceTotals, InvoiceVatGroup } from '@fachwerk/shared/contracts';
import { invoicesWebCatalogue } from '@fachwerk/shared/i18n/invoices-web';
import { csvAmount, germanCsv } from './german-csv';

export const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/** One issued invoice or Storno of the supplier, amounts signed (a Storno is negative). */
export interface IndexedInvoice {
  id: string;
  number: string;
  kind: InvoiceKindValue;
  status: InvoiceStatusValue;
  issueDate: string;
  dueDate: string;
  serviceDate: string;
  clientId: string;
  clientName: string;
  clientVatId: string | null;
  taxCategory: InvoiceTaxCategory;
  netCents: number;
  taxCents: number;
  grossCents: number;
  /** unsigned VAT groups of the frozen totals */
  vat: InvoiceVatGroup[];
  /** a Storno: the number of the invoice it cancels */
  cancels: string | null;
  buyerReference: string;
  files: { path: string; sha256: string; bytes: number }[];
}

interface FrozenContent {
  taxCategory: InvoiceTaxCategory;
  totals?: InvoiceTotals;
  document?: InvoiceDocument;
}

/** The index entry of an issued invoice row (its frozen document) and its stored files. */
export function indexInvoice(
  row: { id: string; number: string | null; kind: InvoiceKindValue; status: InvoiceStatusValue; recipientId: string; content: Record<string, unknown> },
  files: { format: 'pdf' | 'xml'; content: Buffer }[],
): IndexedInvoice {
  const content = row.content as unknown as FrozenContent;
  const document = content.document;
  const totals = content.totals;
  if (!document || !totals || !row.number) throw new Error(`invoice ${row.id} is not issued`);
  const sign = row.kind === 'cancellation' ? -1 : 1;
  const base = invoiceFileName(row.number);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    issueDate: document.issueDate,
    dueDate: document.dueDate,
    serviceDate: document.servicePeriod.end,
    clientId: row.recipientId,
    clientName: document.buyer.name,
    clientVatId: document.buyer.vatId ?? null,
    taxCategory: content.taxCategory,
    netCents: sign * totals.netCents,
    taxCents: sign * totals.taxCents,
    grossCents: sign * totals.grossCents,
    vat: totals.vat,
    cancels: row.kind === 'cancellation' ? (document.precedingInvoice?.number ?? null) : null,
    buyerReference: document.buyer.reference,
    files: [...files]
      .sort((a, b) => a.format.localeCompare(b.format))
      .map((file) => ({ path: `rechnungen/${base}.${file.format}`, sha256: sha256(file.content), bytes: file.content.length })),
  };
}

// the names the web and the PDF use (one term per kind)
const KIND_LABEL: Record<InvoiceKindValue, string> = invoicesWebCatalogue.de.invoicesWeb.kind;
const STATUS_LABEL: Record<InvoiceStatusValue, string> = { draft: 'Entwurf', issued: 'ausgestellt', cancelled: 'storniert' };
const TAX_LABEL: Record<InvoiceTaxCategory, string> = {
  standard: 'steuerpflichtig',
  exempt: 'steuerfrei',
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)',
  smallBusiness: 'Kleinunternehmer (§ 19 UStG)',
};

export const INVOICE_INDEX_COLUMNS = [
  'Rechnungsnummer', 'Art', 'Status', 'Rechnungsdatum', 'Leistungsdatum', 'Fällig am', 'Kunde', 'USt-IdNr. Kunde', 'Käuferreferenz',
  'Storno zu', 'Besteuerung', 'Netto', 'USt', 'Brutto', 'Datei PDF', 'SHA-256 PDF', 'Datei XML', 'SHA-256 XML',
] as const;

/** The index as CSV: one row per invoice and Storno (the Storno's amounts negative). */
export function invoiceIndexCsv(invoices: readonly IndexedInvoice[]): string {
  return germanCsv(
    INVOICE_INDEX_COLUMNS,
    invoices.map((invoice) => {
      const pdf = invoice.files.find((f) => f.path.endsWith('.pdf'));
      const xml = invoice.files.find((f) => f.path.endsWith('.xml'));
      return [
        invoice.number, KIND_LABEL[invoice.kind], STATUS_LABEL[invoice.status], invoice.issueDate, invoice.serviceDate, invoice.dueDate,
        invoice.clientName, invoice.clientVatId, invoice.buyerReference, invoice.cancels, TAX_LABEL[invoice.taxCategory],
        csvAmount(invoice.netCents), csvAmount(invoice.taxCents), csvAmount(invoice.grossCents),
        pdf?.path ?? null, pdf?.sha256 ?? null, xml?.path ?? null, xml?.sha256 ?? null,
      ];
    }),
  );
}
