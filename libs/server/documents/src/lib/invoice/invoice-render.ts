import { InvoiceService, type Invoice, type Logger } from '@e-invoice-eu/core';
import { assertRenderable, type InvoiceDocument } from './invoice-document';
import type { InvoiceLanguage } from './invoice-format';
import { renderInvoicePdf } from './invoice-pdf';
import { toEInvoiceData } from './invoice-ubl';

/** The library logs format warnings to its logger; the caller validates the result, so keep it quiet. */
const silentLogger: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

type CiiTree = Record<string, unknown>;
interface CiiFormatService {
  postProcess(cii: CiiTree): void;
}
interface FormatFactory {
  createFormatService(format: string, logger: Logger): CiiFormatService;
}

/**
 * @e-invoice-eu/core 2.3.4 maps the preceding invoice reference (BG-3, `cac:BillingReference`) to CII
 * from the wrong source path, so it never reaches the XML; a Storno must carry it (BT-25/BT-26). Until
 * the library writes it, we add it to the library's CII tree (not to the XML string) right after the
 * monetary summation, where the CII schema wants it, and only when the library left it out.
 */
function addPrecedingInvoiceReference(cii: CiiTree, data: Invoice): void {
  const reference = data['ubl:Invoice']['cac:BillingReference']?.[0]?.['cac:InvoiceDocumentReference'];
  const transaction = (cii['rsm:CrossIndustryInvoice'] as CiiTree | undefined)?.['rsm:SupplyChainTradeTransaction'] as CiiTree | undefined;
  const settlement = transaction?.['ram:ApplicableHeaderTradeSettlement'] as CiiTree | undefined;
  if (!reference || !settlement || settlement['ram:InvoiceReferencedDocument']) return;
  const referenced: CiiTree = {
    'ram:IssuerAssignedID': reference['cbc:ID'],
    ...(reference['cbc:IssueDate']
      ? {
          'ram:FormattedIssueDateTime': {
            'qdt:DateTimeString': reference['cbc:IssueDate'].replace(/-/g, ''),
            'qdt:DateTimeString@format': '102',
          },
        }
      : {}),
  };
  const entries = Object.entries(settlement);
  for (const key of Object.keys(settlement)) delete settlement[key];
  for (const [key, value] of entries) {
    settlement[key] = value;
    if (key === 'ram:SpecifiedTradeSettlementHeaderMonetarySummation') settlement['ram:InvoiceReferencedDocument'] = referenced;
  }
}

/** One library service per generation, so the CII post-processing knows the invoice it belongs to. */
function invoiceServiceFor(data: Invoice): InvoiceService {
  const service = new InvoiceService(silentLogger);
  const factory = (service as unknown as { formatFactoryService: FormatFactory }).formatFactoryService;
  const create = factory.createFormatService.bind(factory);
  factory.createFormatService = (format, logger) => {
    const formatService = create(format, logger);
    const postProcess = formatService.postProcess.bind(formatService);
    formatService.postProcess = (cii) => {
      postProcess(cii);
      addPrecedingInvoiceReference(cii, data);
    };
    return formatService;
  };
  return service;
}

/** XRechnung 3.0 in UN/CEFACT CII syntax. */
export async function renderXRechnungCii(doc: InvoiceDocument): Promise<string> {
  assertRenderable(doc);
  const data = toEInvoiceData(doc);
  const xml = await invoiceServiceFor(data).generate(data, { format: 'XRECHNUNG-CII', lang: 'de-de', noWarnings: true });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

export interface ZugferdResult {
  /** PDF/A-3 with `factur-x.xml` (profile EN 16931) attached. */
  pdf: Buffer;
  /** The visible invoice before embedding. */
  visiblePdf: Buffer;
}

/** ZUGFeRD 2 / Factur-X, profile EN 16931: the visible A4 invoice with its CII XML embedded. */
export async function renderZugferdPdf(doc: InvoiceDocument, language: InvoiceLanguage = 'de', now: Date = new Date()): Promise<ZugferdResult> {
  assertRenderable(doc);
  const visiblePdf = await renderInvoicePdf(doc, language, now);
  const data = toEInvoiceData(doc);
  const pdf = await invoiceServiceFor(data).generate(data, {
    format: 'Factur-X-EN16931',
    lang: language === 'de' ? 'de-de' : 'en-gb',
    noWarnings: true,
    pdf: { buffer: visiblePdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  return { pdf: Buffer.from(pdf as Uint8Array), visiblePdf };
}
