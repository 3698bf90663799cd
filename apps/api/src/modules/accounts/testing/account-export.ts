/**
 * Test helpers of the data export: what the worker's `account-export` job does, run in the test's
 * process (the api never builds exports itself), and the matrix entries of the export routes.
 */
import { randomUUID } from 'node:crypto';
import { API_PATHS, type AccountExportResponse, type ApiEnvelope } from '@fachwerk/shared/contracts';
import { FieldCipher, loadConfig } from '@fachwerk/server/core';
import { AccountExportRecords, type Db } from '@fachwerk/server/db';
import { AccountExportBuilder, InvoiceFileStore } from '@fachwerk/server/documents';
import { OutboxRepository } from '@fachwerk/server/queue';
// Types only: route-policy.ts imports this file.
import type { RoutePolicy } from '../../../authz/route-policy';
import type { TestApi } from '../../../testing/test-api';

/** The cipher of the test api (test config: the repository's test key). */
const testCipher = () => {
  const { key, previousKeys } = loadConfig({ NODE_ENV: 'test' }).encryption;
  return new FieldCipher(key, previousKeys);
};

/** The worker's builder over the test's database and storage directory. */
export const exportBuilder = (db: Db, storageDir: string, now?: () => Date) =>
  new AccountExportBuilder(new AccountExportRecords(db, (value, field) => testCipher().open(value, field)), new InvoiceFileStore(storageDir), 'http://localhost:4200', (tx, message) => OutboxRepository.insert(tx, message), now);

/** Requests an export as the token's account and prepares it at once; returns its id. */
export async function preparedExport(token: string, call: TestApi['call'], db: Db, storageDir: string): Promise<string> {
  const requested = await call<AccountExportResponse>(API_PATHS.accounts.export, { method: 'POST', token });
  const id = requested.body.data?._id;
  if (requested.status !== 202 || !id) throw new Error(`export request answered ${requested.status}: ${JSON.stringify(requested.body as ApiEnvelope)}`);
  await exportBuilder(db, storageDir).build(id);
  return id;
}

export const accountExportPolicies: Record<string, RoutePolicy> = {
  'GET /api/v1/accounts/me/export': { expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' } },
  'POST /api/v1/accounts/me/export': { expect: { anonymous: 401, client: '2xx', supplier: '2xx', admin: '2xx' } },
  // Somebody else's export (or none) is not found; the owner downloads a really prepared ZIP.
  'GET /api/v1/accounts/me/export/:id/download': {
    expect: { anonymous: 401, client: 404, supplier: 404, admin: 404 },
    path: API_PATHS.accounts.exportDownload(randomUUID()),
    owned: {
      roles: ['client', 'supplier'],
      otherOutcome: 404,
      create: async (token, call, db, storageDir) => API_PATHS.accounts.exportDownload(await preparedExport(token, call, db, storageDir)),
    },
  },
};
