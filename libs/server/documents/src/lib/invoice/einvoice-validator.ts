import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EInvoiceAssert, EInvoiceValidationResult } from './validation-hints';

/**
 * The official e-invoice rules vendored into the repository (`libs/server/documents/einvoice-rules`,
 * copied from `../shared/einvoice`, see its README): the CII D16B schema, the CEN EN 16931 rules and
 * the XRechnung CIUS, run with SaxonJS and xmllint-wasm (production dependencies). The api and the
 * worker run from the workspace root; `EINVOICE_RULES_DIR` overrides the directory.
 */
export function einvoiceRulesDir(): string {
  return path.resolve(process.env['EINVOICE_RULES_DIR'] ?? path.join(process.cwd(), 'libs/server/documents/einvoice-rules'));
}

interface SaxonJs {
  transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: string };
}
interface XmllintWasm {
  validateXML(options: {
    xml: { fileName: string; contents: string }[];
    schema: { fileName: string; contents: string }[];
    preload: { fileName: string; contents: string }[];
  }): Promise<{ valid: boolean; errors: { rawMessage?: string }[] }>;
}

interface Artefacts {
  saxon: SaxonJs;
  xmllint: XmllintWasm;
  mainXsd: { fileName: string; contents: string };
  preload: { fileName: string; contents: string }[];
  en16931: unknown;
  xrechnung: unknown;
}

const MAIN_XSD = 'uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd';
let cache: Artefacts | undefined;

function artefacts(): Artefacts {
  if (cache) return cache;
  const dir = einvoiceRulesDir();
  const load = createRequire(path.join(process.cwd(), 'package.json'));
  const xsdRoot = path.join(dir, 'cii', 'xsd');
  const files: { fileName: string; contents: string }[] = [];
  const walk = (current: string): void => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.xsd')) files.push({ fileName: path.relative(xsdRoot, full), contents: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(xsdRoot);
  const mainXsd = files.find((file) => file.fileName === MAIN_XSD);
  if (!mainXsd) throw new Error(`${MAIN_XSD} missing in ${xsdRoot}`);
  const sef = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, 'cii', file), 'utf8'));
  cache = {
    saxon: load('saxon-js') as SaxonJs,
    xmllint: load('xmllint-wasm') as XmllintWasm,
    mainXsd,
    preload: files.filter((file) => file !== mainXsd),
    en16931: sef('EN16931-CII-validation.sef.json'),
    xrechnung: sef('XRechnung-CII-validation.sef.json'),
  };
  return cache;
}

function failedAsserts(svrl: string, layer: string): EInvoiceAssert[] {
  const out: EInvoiceAssert[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attr = (name: string) => (match[1]?.match(new RegExp(`\\b${name}="([^"]*)"`)) ?? [])[1];
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
 * Validates a UN/CEFACT CII invoice like the official validator (same artefacts and verdict as
 * `../shared/einvoice/validate.mjs`): valid = no schema error and no failed fatal/error assert.
 * `en16931Only` skips the XRechnung layer (the ZUGFeRD/Factur-X EN 16931 profile). The first call
 * loads about 7 MB of rules (≈ 1 s); later calls take tens of milliseconds.
 */
export async function validateEInvoice(xml: string, options: { en16931Only?: boolean } = {}): Promise<EInvoiceValidationResult> {
  const a = artefacts();
  const schema = await a.xmllint.validateXML({ xml: [{ fileName: 'invoice.xml', contents: xml }], schema: [a.mainXsd], preload: a.preload });
  const schemaErrors = schema.valid ? [] : schema.errors.map((error) => error.rawMessage ?? String(error));
  const run = (stylesheet: unknown, layer: string) =>
    failedAsserts(a.saxon.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'sync').principalResult, layer);
  const asserts = [...run(a.en16931, 'EN16931'), ...(options.en16931Only ? [] : run(a.xrechnung, 'XRechnung'))];
  const blocking = asserts.filter((failed) => failed.flag === 'fatal' || failed.flag === 'error');
  return { valid: schemaErrors.length === 0 && blocking.length === 0, schemaErrors, asserts };
}
