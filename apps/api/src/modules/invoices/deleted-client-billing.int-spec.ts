import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { API_PATHS, DEMO_PASSWORD, type AwardListResponse, type InvoiceResponse } from '@fachwerk/shared/contracts';
import { claimLimitationEnd } from '@fachwerk/shared/contracts';
import { berlinToday, DB, RetentionErasure, type Db } from '@fachwerk/server/db';
import { STAFFING_JOB_TITLE } from '../../seed/jobs-seed';
import { approvedAccount } from '../../testing/accounts';
import { loginDemoUsers, startTestApi, type DemoTokens, type TestApi } from '../../testing/test-api';

/**
 * A client that deletes its account while a supplier can still invoice work done (Art. 17 Abs. 3
 * lit. e DSGVO): its billing data are kept, apart from everything else it erased, until the claim is
 * time-barred (§ 195, § 199 BGB), so the approved hours of the seeded staffing can still be invoiced.
 */

let api: TestApi;
let db: Db;
let tokens: DemoTokens;

// issuing validates with the official rules
jest.setTimeout(120_000);

beforeAll(async () => {
  api = await startTestApi('deleted-client-billing');
  db = api.app.get<Db>(DB);
  tokens = await loginDemoUsers(api);
});

afterAll(async () => {
  await api?.close();
});

const retained = async (userId: string) =>
  (await db.execute<{ party: { companyName: string; profile: Record<string, string> }; erase_from: string }>(sql`SELECT party, erase_from::text FROM retained_billing_parties WHERE user_id = ${userId}`)).rows[0];

async function staffingAwardOfDemoClient() {
  const list = await api.call<AwardListResponse>(`${API_PATHS.awards.list}?limit=100`, { token: tokens.supplier });
  const award = list.body.data!.items.find((a) => a.job.title === STAFFING_JOB_TITLE);
  if (!award) throw new Error('no seeded staffing award');
  return award;
}

describe('invoicing a client that deleted its account', () => {
  it('a client without work left to bill keeps nothing', async () => {
    const client = await approvedAccount(api, 'client');
    const deleted = await api.call('/accounts/me', { method: 'DELETE', token: client.token, json: { currentPassword: DEMO_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await retained(client.id)).toBeUndefined();
  });

  it('keeps the billing data of a client with approved hours not yet invoiced, and the supplier still invoices them', async () => {
    const award = await staffingAwardOfDemoClient();
    const clientId = award.client._id;
    const deleted = await api.call('/accounts/me', { method: 'DELETE', token: tokens.client, json: { currentPassword: DEMO_PASSWORD } });
    expect(deleted.status).toBe(200);

    // the account itself is anonymised; the billing data sit apart, with the day they must go
    const [user] = (await db.execute<{ company_name: string | null; profile: object }>(sql`SELECT company_name, profile FROM users WHERE id = ${clientId}`)).rows;
    expect(user).toEqual({ company_name: null, profile: {} });
    const kept = await retained(clientId);
    expect(kept?.party.companyName).toBe('Hoffmann Bau GmbH');
    expect(kept?.party.profile['vat']).toMatch(/^DE\d{9}$/);
    expect(kept?.party).not.toHaveProperty('profile.accountNo');
    expect(kept?.erase_from).toBe(claimLimitationEnd(berlinToday()).eraseFrom);

    const draft = await api.call<InvoiceResponse>('/invoices', { method: 'POST', token: tokens.supplier, json: { awardId: award._id, source: 'hours' } });
    expect(draft.status).toBe(201);
    const issued = await api.call<InvoiceResponse>(`/invoices/${draft.body.data!._id}/issue`, { method: 'POST', token: tokens.supplier });
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'issued', source: 'hours' });
    const [document] = (await db.execute<{ buyer: { name: string; address: { postalCode: string; city: string } } }>(
      sql`SELECT content->'document'->'buyer' AS buyer FROM invoices WHERE id = ${issued.body.data!._id}`,
    )).rows;
    expect(document?.buyer.name).toBe('Hoffmann Bau GmbH');
    expect(document?.buyer.address.postalCode).toMatch(/^\d{5}$/);
  });

  it('refuses with a clear code once no billing data are kept (e.g. after the retention job erased them)', async () => {
    const award = await staffingAwardOfDemoClient();
    const clientId = award.client._id;
    // the day before the claims are time-barred the data stay; from that day on they go
    const { eraseFrom, lastDay } = claimLimitationEnd(berlinToday());
    await new RetentionErasure(db).run(lastDay);
    expect(await retained(clientId)).toBeDefined();
    const run = await new RetentionErasure(db).run(eraseFrom);
    expect(run.billingPartiesErased).toBe(1);
    expect(await retained(clientId)).toBeUndefined();

    const refused = await api.call('/invoices', { method: 'POST', token: tokens.supplier, json: { awardId: award._id, source: 'award' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INVOICE_RECIPIENT_DELETED' });
  });
});
