import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InvoiceResponse } from '@fachwerk/shared/contracts';
import { awards, DB, invoices, type Db } from '@fachwerk/server/db';
import { closeEInvoiceValidation, einvoiceRulesDir, validateEInvoice } from '@fachwerk/server/documents';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';
import { createAward } from '../../testing/marketplace-fixtures';
import { invoicingDemoParties } from '../../testing/invoicing-profiles';

/**
 * The e-invoice validation pool through the API: one thread and no queue, so a validation running
 * in the test (an invoice of a hundred lines: the Schematron's cost grows faster than the lines, so it is many times an ordinary issue's) fills it. An issue arriving
 * meanwhile is refused with 503 INVOICE_VALIDATION_BUSY and Retry-After, writes nothing, and the
 * same request succeeds once the pool is free.
 */
let api: TestApi;
let db: Db;
let tokens: DemoTokens;
let supplierId: string;
let clientId: string;
const saved = { threads: process.env['EINVOICE_VALIDATION_THREADS'], queue: process.env['EINVOICE_VALIDATION_QUEUE'] };

jest.setTimeout(600_000);

beforeAll(async () => {
  await closeEInvoiceValidation();
  process.env['EINVOICE_VALIDATION_THREADS'] = '1';
  process.env['EINVOICE_VALIDATION_QUEUE'] = '0';
  api = await startTestApi('validation_pool', { RATE_LIMIT_MAX: '100000' });
  db = api.app.get<Db>(DB);
  tokens = await loginDemoUsers(api);
  ({ supplierId, clientId } = await invoicingDemoParties(db));
});

afterAll(async () => {
  await api?.close();
  await closeEInvoiceValidation();
  for (const [name, value] of [['EINVOICE_VALIDATION_THREADS', saved.threads], ['EINVOICE_VALIDATION_QUEUE', saved.queue]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The official valid sample with its line repeated until the validation takes seconds. */
function largeInvoice(): string {
  const xml = fs.readFileSync(path.join(einvoiceRulesDir(), 'samples/xrechnung-testsuite-01.01a-INVOICE_uncefact.xml'), 'utf8');
  const line = xml.match(/<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/)?.[0];
  if (!line) throw new Error('sample without a line item');
  return xml.replace(line, line.repeat(100));
}

it('answers 503 INVOICE_VALIDATION_BUSY with Retry-After while the pool is full, writes nothing, and issues on retry', async () => {
  const { awardId } = await createAward(db, { clientId, supplierId, status: 'in_progress' });
  await db.update(awards).set({ priceCents: 150_000 }).where(eq(awards.id, awardId));
  const draft = await api.call<InvoiceResponse>('/invoices', { token: tokens.supplier, method: 'POST', json: { awardId, source: 'award' } });
  expect(draft.status).toBe(201);
  const draftId = draft.body.data!._id;

  const occupying = validateEInvoice(largeInvoice());
  const refused = await api.call<InvoiceResponse>(`/invoices/${draftId}/issue`, { token: tokens.supplier, method: 'POST', headers: { 'accept-language': 'en' } });
  expect(refused.status).toBe(503);
  expect(refused.body).toMatchObject({ status: false, code: 'INVOICE_VALIDATION_BUSY', message: expect.stringMatching(/busy.*try again in \d+ seconds/) });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  const [row] = await db.select().from(invoices).where(eq(invoices.id, draftId));
  expect(row).toMatchObject({ status: 'draft', number: null });

  // The occupying validation ran to its end (its repeated line ids break uniqueness rules, so it is refused).
  expect(await occupying).toMatchObject({ schemaErrors: [] });
  const issued = await api.call<InvoiceResponse>(`/invoices/${draftId}/issue`, { token: tokens.supplier, method: 'POST' });
  expect(issued.status).toBe(200);
  expect(issued.body.data).toMatchObject({ status: 'issued', number: expect.stringMatching(/^RE-\d{4}-\d{5}$/) });
});
