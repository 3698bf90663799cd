/**
 * `npm run bench -- --invoices`: invoice rendering per core, printed, never asserted in a test.
 *
 * What the worker's `pdf` queue does per issued invoice — the visible A4 PDF (pdfkit, embedded
 * Liberation fonts), the CII XML and the ZUGFeRD/Factur-X embedding (PDF/A-3 with factur-x.xml),
 * plus the XRechnung CII XML stored beside it — run back to back in one Node process (one core) on a
 * one-page invoice (two lines; workers, hours and client vary per document). Reports documents per
 * second and p50/p95/max per document against the targets (≥ 100 per second per core, p95 ≤ 50 ms),
 * and beside it the validation time per invoice with the official rules (CII schema + EN 16931 +
 * XRechnung, what the api runs before it issues): first call and warm, through the validation pool
 * (worker threads, compiled schema kept) and, alternating in the same run, through the previous
 * in-thread validator (xmllint-wasm compiling the schema per call), wall and CPU per call; then the
 * pool's throughput with every thread busy and the event-loop delay (p99) of the calling thread
 * meanwhile.
 *
 * The machine may be shared, so wall-clock figures can include time the process waited for a core.
 * Beside them: the CPU time per document (`process.cpuUsage()` deltas, user + system, all of the
 * process's threads, e.g. the garbage collector's) and documents per CPU-second, i.e. per core with
 * the core to itself.
 *
 * The targets are a running worker's: its process renders invoices all day. A fresh process is slow
 * until V8 has compiled the hot paths of pdfkit, fontkit and @e-invoice-eu/core (measured, CPU per
 * document in windows of 50 from process start: 20–24, 9–11, 6–8, then 4–5 ms), so the figures
 * against the targets come after a warm-up of 200 documents, and the warm-up itself is reported
 * beside them (documents per CPU-second of a fresh process's first documents), never hidden.
 *
 * The documents lib is TypeScript: esbuild bundles it (node_modules stay external) to tmp/bench.
 * Env: BENCH_INVOICES_COUNT (200 documents), BENCH_INVOICES_VALIDATIONS (50), BENCH_INVOICES_WARMUP (200).
 */
import { build } from 'esbuild';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT, bold, log } from '../dev/services.mjs';
import { table } from './measure.mjs';

const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 100_000) throw new Error(`${name} must be a whole number from 1 to 100000`);
  return value;
};

/** Sorted-sample percentile (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

const ms = (value) => value.toFixed(1);

// Documents differ as a queue's do (names, hours, client), so the renderer's caches only help as
// far as they would in production: the same seller, varying lines.
const WORKERS = ['Jan Kowalski', 'Tom Berg', 'Aylin Demir', 'Piotr Nowak', 'Sven Hansen', 'Luca Rossi', 'Mehmet Yılmaz', 'Jonas Weber', 'Andrei Popescu', 'Lena Fischer', 'Kai Schröder', 'Milan Horvat'];
const CLIENTS = [
  { name: 'Hoffmann Bau GmbH', street: 'Bahnhofstraße 21', postalCode: '50667', city: 'Köln', vatId: 'DE123456788', reference: 'Elektroinstallation Neubau' },
  { name: 'Lindner Hochbau AG', street: 'Hafenweg 3', postalCode: '20457', city: 'Hamburg', vatId: 'DE811234567', reference: 'Rohbau Quartier Süd' },
  { name: 'Brandt Gebäudetechnik KG', street: 'Ringstraße 118', postalCode: '80331', city: 'München', vatId: 'DE219876543', reference: 'Sanierung Schulzentrum' },
];

function oneDocument(i) {
  const client = CLIENTS[i % CLIENTS.length];
  const worker = (k) => WORKERS[(i * 5 + k * 7) % WORKERS.length];
  return {
    kind: 'invoice',
    number: `RE-2026-${String(i + 1).padStart(5, '0')}`,
    issueDate: '2026-11-25',
    dueDate: '2026-12-09',
    servicePeriod: { start: '2026-11-16', end: '2026-11-20' },
    currency: 'EUR',
    seller: {
      name: 'Krüger Montage & Service GmbH',
      address: { street: 'Industriestraße 7', postalCode: '44147', city: 'Dortmund', countryCode: 'DE' },
      vatId: 'DE298765431',
      taxNumber: '315/5702/1234',
      registrationId: 'HRB 98765',
      email: 'info@krueger.fachwerk.test',
      contact: { name: 'Disposition', phone: '+49 231 5550200', email: 'info@krueger.fachwerk.test' },
      bank: { iban: 'DE89370400440532013000', accountHolder: 'Krüger Montage & Service GmbH' },
    },
    buyer: {
      name: client.name,
      address: { street: client.street, postalCode: client.postalCode, city: client.city, countryCode: 'DE' },
      vatId: client.vatId,
      email: 'einkauf@fachwerk.test',
      reference: client.reference,
    },
    lines: [
      { description: `Elektroinstallation, Monteur ${worker(0)}`, quantity: 30 + (i % 17) * 0.5, unitCode: 'HUR', unitPriceCents: 4850 + (i % 5) * 25, vat: { category: 'standard', rate: 19 } },
      { description: `Elektroinstallation, Helfer ${worker(1)}`, quantity: 24 + (i % 13), unitCode: 'HUR', unitPriceCents: 3625, vat: { category: 'standard', rate: 19 } },
    ],
    paymentDays: 14,
  };
}

async function loadDocumentsLib() {
  const outfile = path.join(ROOT, 'tmp/bench/invoices/documents.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'libs/server/documents/src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(ROOT, 'tsconfig.base.json'),
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * The validator as it was before the pool, for the side-by-side figure: xmllint-wasm compiling the
 * CII schema set on every call, then both SaxonJS stylesheets, all on the calling thread.
 */
async function referenceValidator() {
  const { createRequire } = await import('node:module');
  const fs = await import('node:fs');
  const load = createRequire(path.join(ROOT, 'package.json'));
  const saxon = load('saxon-js');
  const { validateXML } = load('xmllint-wasm');
  const dir = path.join(ROOT, 'libs/server/documents/einvoice-rules/cii');
  const xsdRoot = path.join(dir, 'xsd');
  const files = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.xsd')) files.push({ fileName: path.relative(xsdRoot, full), contents: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(xsdRoot);
  const main = files.find((file) => file.fileName === 'uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd');
  const preload = files.filter((file) => file !== main);
  const sef = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const stylesheets = [sef('EN16931-CII-validation.sef.json'), sef('XRechnung-CII-validation.sef.json')];
  return async (xml) => {
    const schema = await validateXML({ xml: [{ fileName: 'invoice.xml', contents: xml }], schema: [main], preload });
    const failed = stylesheets.flatMap((stylesheet) =>
      [...saxon.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'sync').principalResult.matchAll(/<svrl:failed-assert\b[^>]*flag="(fatal|error)"/g)],
    );
    return { valid: schema.valid && failed.length === 0 };
  };
}

export async function runInvoicesBench() {
  process.chdir(ROOT);
  const documents = count('BENCH_INVOICES_COUNT', 200);
  const validations = count('BENCH_INVOICES_VALIDATIONS', 50);
  const warmup = count('BENCH_INVOICES_WARMUP', 200);
  log('bundling libs/server/documents for the benchmark');
  const lib = await loadDocumentsLib();
  const now = new Date('2026-11-25T10:00:00Z');

  const renderOne = async (i) => {
    const doc = oneDocument(i);
    // What InvoiceDocumentRenderer (the worker's pdf queue) calls: both documents of one invoice.
    const { pdf, xml } = await lib.renderInvoiceDocuments(doc, 'de', now);
    return { pdf, xml };
  };

  log(`warming up (${warmup} documents, a fresh process's first)`);
  let sample;
  const cpuMs = (usage) => (usage.user + usage.system) / 1000;
  const warmStarted = performance.now();
  const warmCpu = process.cpuUsage();
  for (let i = 0; i < warmup; i += 1) sample = await renderOne(i);
  const warmCpuMs = cpuMs(process.cpuUsage(warmCpu));
  const warmElapsed = performance.now() - warmStarted;
  log(`rendering ${documents} one-page invoices (ZUGFeRD PDF with factur-x.xml + XRechnung XML) in one process`);
  const latencies = [];
  const cpuTimes = [];
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (let i = 0; i < documents; i += 1) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await renderOne(warmup + i);
    cpuTimes.push(cpuMs(process.cpuUsage(c0)));
    latencies.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpuSeconds = cpuMs(process.cpuUsage(cpuStarted)) / 1000;
  latencies.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const perSecond = documents / elapsed;
  const perCpuSecond = documents / cpuSeconds;
  const p95 = percentile(latencies, 95);

  log(`validating ${validations} invoices with the official rules (schema + EN 16931 + XRechnung), the pool vs the previous in-thread validator`);
  const xml = sample.xml;
  const t0 = performance.now();
  const first = await lib.validateEInvoice(xml);
  const firstMs = performance.now() - t0;
  if (!first.valid) throw new Error('the benchmark invoice does not validate');
  const pool = lib.einvoiceValidationPool();
  // Warm every thread of the pool (each loads the rules once).
  await Promise.all(Array.from({ length: pool.threads }, () => lib.validateEInvoice(xml)));
  const reference = await referenceValidator();
  if (!(await reference(xml)).valid) throw new Error('the previous validator rejects the benchmark invoice');
  await reference(xml);
  // Side by side in one run, alternating, so both see the same machine: one validation at a time,
  // wall time per call and the process's CPU per call (process.cpuUsage counts the pool's threads too).
  const serial = { pool: { wall: [], cpu: [] }, reference: { wall: [], cpu: [] } };
  const timeOne = async (target, run) => {
    const c = process.cpuUsage();
    const t = performance.now();
    await run(xml);
    target.wall.push(performance.now() - t);
    target.cpu.push(cpuMs(process.cpuUsage(c)));
  };
  for (let i = 0; i < validations; i += 1) {
    await timeOne(serial.pool, lib.validateEInvoice);
    await timeOne(serial.reference, reference);
  }
  for (const side of Object.values(serial)) {
    side.wall.sort((a, b) => a - b);
    side.cpu.sort((a, b) => a - b);
  }
  // Throughput of the pool with every thread busy, and the event loop meanwhile (what a request
  // arriving during validations would wait for).
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const burst = validations * 2;
  const burstStarted = performance.now();
  const burstCpu = process.cpuUsage();
  let next = 0;
  const lane = async () => {
    while (next < burst) {
      next += 1;
      await lib.validateEInvoice(xml);
    }
  };
  await Promise.all(Array.from({ length: pool.threads }, lane));
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  const burstCpuMs = cpuMs(process.cpuUsage(burstCpu));
  loop.disable();
  await lib.closeEInvoiceValidation();
  const validationTimes = serial.pool.wall;

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n${bold(`Invoice rendering per core (one warm process, after ${warmup} documents; ${cpu}, load ${os.loadavg()[0].toFixed(1)})`)}`);
  const rows = [
    ['documents per second', perSecond.toFixed(1), '≥ 100', perSecond >= 100 ? 'met' : 'missed'],
    ['p50 per document (ms)', ms(percentile(latencies, 50)), '', ''],
    ['p95 per document (ms)', ms(p95), '≤ 50', p95 <= 50 ? 'met' : 'missed'],
    ['max per document (ms)', ms(latencies.at(-1)), '', ''],
    ['documents per CPU-second (per core)', perCpuSecond.toFixed(1), '≥ 100', perCpuSecond >= 100 ? 'met' : 'missed'],
    ['CPU per document, mean (ms)', ms((cpuSeconds * 1000) / documents), '', ''],
    ['CPU per document, p50 (ms)', ms(percentile(cpuTimes, 50)), '', ''],
    ['CPU per document, p95 (ms)', ms(percentile(cpuTimes, 95)), '≤ 50', percentile(cpuTimes, 95) <= 50 ? 'met' : 'missed'],
    [`fresh process, first ${warmup}: documents per CPU-second`, ((warmup * 1000) / warmCpuMs).toFixed(1), '', 'reported'],
    [`fresh process, first ${warmup}: documents per second`, ((warmup * 1000) / warmElapsed).toFixed(1), '', 'reported'],
    ['PDF size (KB)', (sample.pdf.length / 1024).toFixed(1), '', ''],
    [`validation, first call (ms; starts the pool of ${pool.threads} threads)`, ms(firstMs), '', ''],
    ['validation p50 warm, pool (ms)', ms(percentile(validationTimes, 50)), '', ''],
    ['validation p95 warm, pool (ms)', ms(percentile(validationTimes, 95)), '', ''],
    ['validation CPU p50, pool (ms)', ms(percentile(serial.pool.cpu, 50)), '', ''],
    ['validation p50 warm, previous in-thread validator (ms)', ms(percentile(serial.reference.wall, 50)), '', 'reference'],
    ['validation p95 warm, previous in-thread validator (ms)', ms(percentile(serial.reference.wall, 95)), '', 'reference'],
    ['validation CPU p50, previous in-thread validator (ms)', ms(percentile(serial.reference.cpu, 50)), '', 'reference'],
    ['validation CPU, previous / pool (p50)', (percentile(serial.reference.cpu, 50) / percentile(serial.pool.cpu, 50)).toFixed(1), '', ''],
    [`pool, ${pool.threads} threads busy: validations per second`, (burst / burstSeconds).toFixed(1), '', ''],
    [`pool, ${pool.threads} threads busy: CPU per validation (ms)`, ms(burstCpuMs / burst), '', ''],
    ['pool busy: event-loop delay p99 meanwhile (ms)', ms(loop.percentile(99) / 1e6), '', ''],
  ];
  console.log(table(['figure', 'value', 'target', 'verdict'], rows));
  console.log(`wall clock ${elapsed.toFixed(2)} s for ${documents} documents, CPU ${cpuSeconds.toFixed(2)} s (${((cpuSeconds / elapsed) * 100).toFixed(0)} % of one core)`);
  // Per core means with the core to itself: the process's other threads (garbage collector, zlib) count,
  // so the verdict needs documents per CPU-second as well as per wall-clock second.
  return perSecond >= 100 && perCpuSecond >= 100 && p95 <= 50;
}
