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
  renderXML(cii: CiiTree): string;
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
 * The library puts the root's attributes — its namespace declarations (`rsm:CrossIndustryInvoice@xmlns:rsm`
 * …) and `xsi:schemaLocation` — into its CII tree, so xmlbuilder2 builds every element in its namespace
 * and writes the document with the namespace-aware serializer, which copies a prefix map for each
 * element. Without them it builds the same prefixed names without namespaces and writes them with its
 * plain serializer: the same text but for the root's start tag, into which {@link withRootAttributes}
 * writes the attributes, in the library's order and escaped as xmlbuilder2 escapes them. Same bytes
 * (the spec compares with the library's own generation): xmlbuilder2's part of a CII XML takes
 * 0.9 → 0.6 ms CPU warm and 3.0 → 2.2 ms over the first 200 (`process.cpuUsage()`, a loaded machine);
 * per invoice (ZUGFeRD PDF + XRechnung XML, as measured in invoice-pdf.ts) 18.8 → 17.0 ms over the
 * first 200 documents, 8.1 → 7.7 ms later. Attribute values that would need escaping stay in the
 * tree, for the library's own way.
 */
type RootAttributes = { element: string; attributes: [string, string][] };

function takeRootAttributes(cii: CiiTree): RootAttributes | undefined {
  const keys = Object.keys(cii).filter((key) => key.indexOf('@') > 0);
  const element = keys[0]?.slice(0, keys[0].indexOf('@'));
  if (!element || keys.some((key) => !key.startsWith(`${element}@`) || typeof cii[key] !== 'string' || /[&<>"\t\n\r]/.test(cii[key] as string))) return undefined;
  const attributes = keys.map((key): [string, string] => [key.slice(element.length + 1), cii[key] as string]);
  for (const key of keys) delete cii[key];
  return { element, attributes };
}

function withRootAttributes(xml: string, root: RootAttributes): string | undefined {
  const tag = `<${root.element}>`;
  const at = xml.indexOf(tag);
  // The root's start tag follows the XML declaration and nothing else.
  if (at < 0 || xml.lastIndexOf('<', at - 1) !== 0) return undefined;
  const attributes = root.attributes.map(([name, value]) => ` ${name}="${value}"`).join('');
  return `${xml.slice(0, at)}<${root.element}${attributes}>${xml.slice(at + tag.length)}`;
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
  const cii = formatter as unknown as CiiFormatService;
  if (typeof cii.postProcess === 'function' && typeof cii.renderXML === 'function') {
    const postProcess = cii.postProcess.bind(formatter);
    const renderXML = cii.renderXML.bind(formatter);
    let root: RootAttributes | undefined;
    cii.postProcess = (tree) => {
      postProcess(tree);
      addPrecedingInvoiceReference(tree, data);
      root = takeRootAttributes(tree);
    };
    cii.renderXML = (tree) => {
      if (!root) return renderXML(tree);
      const taken = root;
      root = undefined;
      const xml = withRootAttributes(renderXML(tree), taken);
      if (xml !== undefined) return xml;
      // Not the shape xmlbuilder2 writes: the library's own way, with the attributes in the tree.
      for (const [name, value] of taken.attributes) (tree[taken.element] as CiiTree)[`@${name}`] = value;
      return renderXML(tree);
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
  // Public buyers: the PDF carries the XRechnung itself, profile XRECHNUNG (what the federal portal wants).
  if (doc.zugferdProfile === 'XRECHNUNG') return { pdf: await renderInvoicePdf(doc, language, now, { xml, profile: 'XRECHNUNG' }), xml };
  const parts = xml.split(XRECHNUNG_GUIDELINE);
  // Exactly one BT-24 is what the library writes; anything else is left to the library.
  const en16931 = parts.length === 2 ? parts.join(EN16931_GUIDELINE) : await renderCii(doc, 'CII', ciiLanguage(language));
  return { pdf: await renderInvoicePdf(doc, language, now, { xml: en16931 }), xml };
}
