import { FormatFactoryService, invoiceSchema, ValidationService, type EInvoiceFormat, type Invoice, type InvoiceServiceOptions, type Logger } from '@e-invoice-eu/core';
import Ajv2019, { type ValidateFunction } from 'ajv/dist/2019.js';
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

/**
 * The library adds the root's namespace declarations (`rsm:CrossIndustryInvoice@xmlns:rsm` …) to its
 * CII tree last, so xmlbuilder2 builds the whole document in no namespace and then, for each
 * declaration, re-creates the root and clones every element below it into the new namespace
 * (`XMLBuilderImpl._updateNamespace`). Handing xmlbuilder2 the root's attributes before its children
 * (`@name` keys first, the form it reads attributes in) writes the same bytes without the clones:
 * 6.1 → 4.7 ms CPU per CII XML (200 one-page invoices, `process.cpuUsage()`).
 */
function declareAttributesFirst(cii: CiiTree): void {
  const attributes = new Map<string, CiiTree>();
  for (const key of Object.keys(cii)) {
    const at = key.indexOf('@');
    if (at <= 0) continue;
    const element = key.slice(0, at);
    attributes.set(element, { ...attributes.get(element), [key.slice(at)]: cii[key] });
    delete cii[key];
  }
  for (const [element, declared] of attributes) cii[element] = { ...declared, ...(cii[element] as CiiTree) };
}

/**
 * What `InvoiceService.generate` of @e-invoice-eu/core 2.3.4 does, with one change: the library
 * compiles its whole invoice JSON schema with Ajv on every call (about 100 ms, most of a document's
 * rendering time); here the compiled validator is kept per format. Input validation, defaults
 * (`useDefaults`), the format's own defaults and generation are the library's, in the same order.
 * The format service's CII post-processing also adds the preceding invoice reference (see above).
 */
const validators = new Map<string, ValidateFunction<Invoice>>();

function validatorFor(format: string, formatter: EInvoiceFormat): ValidateFunction<Invoice> {
  let validator = validators.get(format);
  if (!validator) {
    const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
    const schema = structuredClone(invoiceSchema) as typeof invoiceSchema;
    formatter.patchSchema(schema);
    validator = ajv.compile(schema) as ValidateFunction<Invoice>;
    validators.set(format, validator);
  }
  return validator;
}

async function generate(data: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const factory = new FormatFactoryService();
  const formatter = factory.createFormatService(options.format, silentLogger);
  const withReference = formatter as unknown as CiiFormatService;
  if (typeof withReference.postProcess === 'function') {
    const postProcess = withReference.postProcess.bind(formatter);
    withReference.postProcess = (cii) => {
      postProcess(cii);
      addPrecedingInvoiceReference(cii, data);
      declareAttributesFirst(cii);
    };
  }
  const format = factory.normalizeFormat(options.format);
  const invoice = new ValidationService(silentLogger).validate('invoice data', validatorFor(format, formatter), structuredClone(data));
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format });
}

const ciiLanguage = (language: InvoiceLanguage) => (language === 'de' ? 'de-de' : 'en-gb');

/** A CII format of the library, as a string. */
async function renderCii(doc: InvoiceDocument, format: 'XRECHNUNG-CII' | 'CII', lang: string): Promise<string> {
  assertRenderable(doc);
  const xml = await generate(toEInvoiceData(doc), { format, lang, noWarnings: true });
  return typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
}

/** XRechnung 3.0 in UN/CEFACT CII syntax. */
export function renderXRechnungCii(doc: InvoiceDocument): Promise<string> {
  return renderCii(doc, 'XRECHNUNG-CII', 'de-de');
}

export interface ZugferdResult {
  /** PDF/A-3 with `factur-x.xml` (profile EN 16931) attached. */
  pdf: Buffer;
}

/**
 * ZUGFeRD 2 / Factur-X, profile EN 16931: the visible A4 invoice with its CII XML embedded. The XML is
 * the library's EN 16931 CII (format `CII`: guideline `urn:cen.eu:en16931:2017`, BT-24), the XML its
 * `Factur-X-EN16931` format embeds; pdfkit attaches it (see {@link renderInvoicePdf}).
 */
export async function renderZugferdPdf(doc: InvoiceDocument, language: InvoiceLanguage = 'de', now: Date = new Date()): Promise<ZugferdResult> {
  const xml = await renderCii(doc, 'CII', ciiLanguage(language));
  return { pdf: await renderInvoicePdf(doc, language, now, { xml }) };
}

const guidelineOf = (format: 'XRECHNUNG-CII' | 'CII') => `<ram:ID>${new FormatFactoryService().createFormatService(format, silentLogger).customizationID}</ram:ID>`;
const XRECHNUNG_GUIDELINE = guidelineOf('XRECHNUNG-CII');
const EN16931_GUIDELINE = guidelineOf('CII');

/**
 * Both documents of an issued invoice, what the worker stores and mails: the ZUGFeRD PDF and the
 * XRechnung CII XML. The library writes its `XRECHNUNG-CII` and `CII` formats from the same
 * transformations (every field, `FULL_CII`); the two XMLs differ only in the guideline the document
 * claims (BT-24, `GuidelineSpecifiedDocumentContextParameter/ID`, the formats' `customizationID`).
 * So the CII is written once and the embedded one gets the EN 16931 guideline, instead of running
 * the library's mapping and xmlbuilder2 twice: 17.1 → 14.9 ms CPU per invoice (200 one-page
 * invoices, `process.cpuUsage()`). The spec checks the result equals {@link renderZugferdPdf}'s.
 */
export async function renderInvoiceDocuments(doc: InvoiceDocument, language: InvoiceLanguage = 'de', now: Date = new Date()): Promise<ZugferdResult & { xml: string }> {
  const xml = await renderXRechnungCii(doc);
  const parts = xml.split(XRECHNUNG_GUIDELINE);
  // Exactly one BT-24 is what the library writes; anything else is left to the library.
  const en16931 = parts.length === 2 ? parts.join(EN16931_GUIDELINE) : await renderCii(doc, 'CII', ciiLanguage(language));
  return { pdf: await renderInvoicePdf(doc, language, now, { xml: en16931 }), xml };
}
