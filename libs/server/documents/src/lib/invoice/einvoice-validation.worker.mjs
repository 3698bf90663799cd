// @ts-check
/**
 * One thread of the e-invoice validation pool (see einvoice-validator.ts). Plain JavaScript so that
 * every way the code runs (the webpack bundles of api and worker, Jest, the benchmarks' esbuild
 * bundle, the images) starts the same file in a worker thread without a TypeScript step.
 *
 * Loading this module is the expensive part and happens once per thread: the CII D16B schema set is
 * parsed and compiled into one libxml2 XSD validator (≈ 0.3 s), the two SaxonJS stylesheets (EN 16931
 * and XRechnung, ≈ 7 MB of SEF) are read and kept. A validation then parses the invoice once for the
 * schema and runs both Schematron stylesheets on it; nothing is cached between invoices.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

const MAIN_XSD = 'cii/xsd/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd';

/** The pool passes `einvoiceRulesDir()` in (einvoice-validator.ts); the same default when started alone. */
const rulesDir = path.resolve(
  workerData?.rulesDir ??
    process.env['EINVOICE_RULES_DIR'] ??
    path.join(process.cwd(), 'libs/server/documents/einvoice-rules'),
);

// The schema's xs:import/xs:include are resolved from the file system relative to the main XSD.
xmlRegisterFsInputProviders();
const mainXsd = path.join(rulesDir, MAIN_XSD);
const schemaDoc = XmlDocument.fromBuffer(fs.readFileSync(mainXsd), { url: mainXsd });
const schema = XsdValidator.fromDoc(schemaDoc);

const load = createRequire(path.join(process.cwd(), 'package.json'));
/** @type {{ transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: string } }} */
const saxon = load('saxon-js');
const sef = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(path.join(rulesDir, 'cii', file), 'utf8'));
const en16931 = sef('EN16931-CII-validation.sef.json');
const xrechnung = sef('XRechnung-CII-validation.sef.json');

/**
 * @typedef {{ layer: string, id?: string, flag: string, location?: string, text: string }} Assert
 * @typedef {{ valid: boolean, schemaErrors: string[], asserts: Assert[] }} Result
 */

/**
 * The schema errors of the invoice (empty when it conforms); `wellFormed` false when it is not XML
 * at all (then there is nothing for the Schematron layers to read).
 * @returns {{ errors: string[], wellFormed: boolean }}
 */
function schemaCheck(/** @type {string} */ xml) {
  let doc;
  try {
    doc = XmlDocument.fromString(xml, { url: 'invoice.xml' });
  } catch (error) {
    const details = /** @type {{ details?: { message: string, line?: number }[] }} */ (error).details;
    return { errors: details?.length ? details.map(describe) : [String(error)], wellFormed: false };
  }
  try {
    schema.validate(doc);
    return { errors: [], wellFormed: true };
  } catch (error) {
    if (error instanceof XmlValidateError) return { errors: error.details.map(describe), wellFormed: true };
    throw error;
  } finally {
    doc.dispose();
  }
}

/** xmllint's form: `invoice.xml:LINE: message`. */
function describe(/** @type {{ message: string, line?: number }} */ detail) {
  return `invoice.xml:${detail.line ?? 0}: ${detail.message.trim()}`;
}

/** @returns {Assert[]} */
function failedAsserts(/** @type {string} */ svrl, /** @type {string} */ layer) {
  /** @type {Assert[]} */
  const out = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attr = (/** @type {string} */ name) => (match[1]?.match(new RegExp(`\\b${name}="([^"]*)"`)) ?? [])[1];
    const text = (match[2]?.match(/<svrl:text>([\s\S]*?)<\/svrl:text>/) ?? [])[1] ?? '';
    const id = attr('id');
    const location = attr('location');
    out.push({
      layer,
      ...(id ? { id } : {}),
      flag: attr('flag') ?? 'error',
      ...(location ? { location } : {}),
      text: text.replace(/\s+/g, ' ').trim(),
    });
  }
  return out;
}

/**
 * The task: schema + EN 16931 (+ XRechnung unless `en16931Only`). Valid = no schema error and no
 * failed assert flagged fatal or error (the official validator's verdict).
 * @param {{ xml: string, en16931Only?: boolean }} task
 * @returns {Result}
 */
export default function validate({ xml, en16931Only }) {
  const { errors: schemaErrors, wellFormed } = schemaCheck(xml);
  if (!wellFormed) return { valid: false, schemaErrors, asserts: [] };
  const run = (/** @type {unknown} */ stylesheet, /** @type {string} */ layer) =>
    failedAsserts(
      saxon.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'sync').principalResult,
      layer,
    );
  const asserts = [...run(en16931, 'EN16931'), ...(en16931Only ? [] : run(xrechnung, 'XRechnung'))];
  const blocking = asserts.filter((failed) => failed.flag === 'fatal' || failed.flag === 'error');
  return { valid: schemaErrors.length === 0 && blocking.length === 0, schemaErrors, asserts };
}
