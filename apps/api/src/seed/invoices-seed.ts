// One issued invoice of the demo supplier to the demo client for the fixed-price work in progress (a
// partial amount of its price), with the platform's fee invoice, both rendered (ZUGFeRD PDF +
// XRechnung XML) right here, so a newcomer finds them in /invoice/list after `npm start`. It goes
// through the invoices service (validated with the official rules, numbered, frozen) like a real one.
// The staffing's approved hours are left for the supplier to invoice. Runs after the awards and hours
// seeds; idempotent (nothing happens once the demo supplier has an invoice).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type Language } from '@fachwerk/shared/contracts';
import { FieldCipher, loadConfig, type AppConfig, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  AccountingRepository,
  AuditLogRepository,
  awards,
  InvoiceRecordsRepository,
  invoices,
  InvoicesRepository,
  jobs,
  users,
  UsersRepository,
  WorkLogsRepository,
  type Db,
} from '@fachwerk/server/db';
import { InvoiceDocumentRenderer, InvoiceFileStore } from '@fachwerk/server/documents';
import { OutboxWriter } from '@fachwerk/server/queue';
import { BuyerReferences } from '../modules/accounting';
import { InvoiceDraftsService, InvoiceIssuingService, InvoicesPresenter } from '../modules/invoices';
import { Notifier } from '../modules/notifications';

/** Share of a fixed price the seeded (partial) invoice bills, so the rest can still be invoiced in the demo. */
const SEED_PARTIAL_SHARE = 0.4;

export async function seedInvoices(db: Db, storageDir: string, env: Record<string, string | undefined> = process.env): Promise<string> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.supplier]));
  const clientId = accounts.find((a) => a.email === DEMO_ACCOUNTS.client)?.id;
  const supplierId = accounts.find((a) => a.email === DEMO_ACCOUNTS.supplier)?.id;
  if (!clientId || !supplierId) return 'invoices skipped (no demo client or supplier)';
  const [existing] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.issuerId, supplierId)).limit(1);
  if (existing) return 'invoices already seeded';
  // The fixed-price work: the staffing's approved hours stay open for the supplier to invoice.
  const [award] = await db
    .select({ id: awards.id, priceCents: awards.priceCents, title: jobs.title })
    .from(awards)
    .innerJoin(jobs, eq(jobs.id, awards.jobId))
    .where(and(eq(awards.supplierId, supplierId), eq(awards.clientId, clientId), eq(awards.status, 'in_progress'), eq(jobs.type, 'fixedBudget')))
    .orderBy(asc(awards.awardedAt))
    .limit(1);
  if (!award) return 'invoices skipped (no fixed-price work in progress of the demo supplier)';

  const config = {
    serviceFeePercent: Number(env['SERVICE_FEE_PERCENT'] ?? 5),
    api: { publicUrl: env['PUBLIC_URL'] ?? 'http://localhost:4200' },
  } as AppConfig;
  const records = new InvoiceRecordsRepository(db);
  const invoicesRepository = new InvoicesRepository(db);
  const workLogs = new WorkLogsRepository(db);
  const presenter = new InvoicesPresenter(records);
  const buyerReferences = new BuyerReferences(new AccountingRepository(db));
  const drafts = new InvoiceDraftsService(invoicesRepository, records, workLogs, presenter, buyerReferences);
  const issuing = new InvoiceIssuingService(
    invoicesRepository,
    records,
    workLogs,
    new UsersRepository(db),
    new AuditLogRepository(db),
    new OutboxWriter(),
    new Notifier(config),
    presenter,
    buyerReferences,
    config,
    // the seed's IBANs are plaintext until the worker re-seals them; sealed ones open with the configured keys
    new FieldCipher(env['ENCRYPTION_KEY'] || loadConfig({ NODE_ENV: 'test' }).encryption.key, (env['ENCRYPTION_KEYS_PREVIOUS'] ?? '').split(',').map((k) => k.trim()).filter(Boolean)),
  );
  const supplier: AuthenticatedUser = { id: supplierId, userType: 'supplier', sessionId: 'seed', language: 'de' as Language };
  const amountCents = Math.round(award.priceCents * SEED_PARTIAL_SHARE);
  const draft = await drafts.create(supplier, { awardId: award.id, source: 'award', amountCents });
  await drafts.update(supplier, draft._id, {
    lines: [{ description: `1. Teilbetrag (${SEED_PARTIAL_SHARE * 100} %): ${award.title}`, quantity: 1, unit: 'LS', unitPriceCents: amountCents, vatRate: 19 }],
  });
  const issued = await issuing.issue(supplier, draft._id, { notify: false });
  // Rendered now, so the documents exist before the worker runs; its queued job then finds them and does nothing.
  const renderer = new InvoiceDocumentRenderer(records, new InvoiceFileStore(storageDir), config.api.publicUrl, async () => undefined);
  await renderer.render(issued._id);
  if (issued.serviceFeeInvoice) await renderer.render(issued.serviceFeeInvoice._id);
  return `invoice ${issued.number} (partial, fixed price) with its PDF and XML${issued.serviceFeeInvoice ? ` and fee invoice ${issued.serviceFeeInvoice.number}` : ''}`;
}
