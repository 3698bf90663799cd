import { claimLimitationEnd } from '@fachwerk/shared/contracts';
import { and, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../client';
import { users } from '../../schema/accounts';
import { auditLog } from '../../schema/identity';
import { invoiceDocuments, invoiceMessages, invoicePayments, invoices, invoiceSettings, retainedBillingParties, type RetainedBillingParty } from '../../schema/invoices';
import { awards, jobs } from '../../schema/jobs';
import { workLogs } from '../../schema/work-logs';
import type { ErasedAccount } from './erased-account';

/**
 * The invoicing side of a deleted account. Issued invoices (and cancellations), their documents,
 * payments, messages and audit entries are kept for the statutory period (§ 147 AO, § 14b UStG; see
 * `retentionEnd` in the contracts' `law/ao.ts`): the law requires their content unchanged, so only the
 * account row they point to is pseudonymised. What no law keeps goes now: the account's draft
 * invoices and its invoicing settings. Returns the number of drafts deleted.
 */
export async function eraseInvoicingOf(tx: Tx, account: ErasedAccount): Promise<number> {
  const drafts = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.issuerId, account.id), eq(invoices.status, 'draft')));
  const ids = drafts.map((d) => d.id);
  if (ids.length) {
    await tx.delete(invoiceMessages).where(inArray(invoiceMessages.invoiceId, ids));
    await tx.delete(invoicePayments).where(inArray(invoicePayments.invoiceId, ids));
    await tx.delete(invoiceDocuments).where(inArray(invoiceDocuments.invoiceId, ids));
    await tx.delete(invoices).where(inArray(invoices.id, ids));
  }
  await tx.delete(invoiceSettings).where(eq(invoiceSettings.userId, account.id));
  return ids.length;
}

/**
 * Keeps a deleting client's billing data when a supplier may still invoice work of one of its awards
 * (Art. 17 Abs. 3 lit. e DSGVO, until the claim is time-barred: `claimLimitationEnd`, § 195, § 199
 * BGB): hours entered and not yet invoiced on a staffing award, or a started fixed-price award
 * without an issued (not cancelled) invoice over its price or final invoice. Runs before the account
 * row is anonymised; returns whether it kept them.
 */
export async function retainBillingPartyOf(tx: Tx, account: ErasedAccount, today: string): Promise<boolean> {
  if (account.userType !== 'client') return false;
  const unbilledHours = tx
    .select({ id: workLogs.id })
    .from(workLogs)
    .where(and(eq(workLogs.clientId, account.id), sql`${workLogs.invoiceId} is null`, inArray(workLogs.status, ['submitted', 'approved', 'auto_approved', 'disputed'])));
  const unbilledPrice = tx
    .select({ id: awards.id })
    .from(awards)
    .innerJoin(jobs, eq(jobs.id, awards.jobId))
    .where(
      and(
        eq(awards.clientId, account.id),
        eq(jobs.type, 'fixedBudget'),
        inArray(awards.status, ['in_progress', 'completed', 'approved', 'ended']),
        sql`not exists (select 1 from ${invoices} where ${invoices.awardId} = ${awards.id} and ${invoices.status} = 'issued' and ${invoices.kind} in ('invoice', 'final'))`,
      ),
    );
  const [open] = (await tx.execute<{ open: boolean }>(sql`select (exists (${unbilledHours}) or exists (${unbilledPrice})) as open`)).rows;
  if (!open?.open) return false;
  const [user] = await tx.select().from(users).where(eq(users.id, account.id));
  if (!user) return false;
  const [settings] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.userId, account.id));
  const source = user.profile as Record<string, unknown>;
  const profile: RetainedBillingParty['profile'] = {};
  for (const key of ['companyAddress', 'address', 'vat', 'companyEmail'] as const) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) profile[key] = value;
  }
  const party: RetainedBillingParty = {
    companyName: user.companyName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profile,
    settings: settings
      ? {
          vatId: settings.vatId,
          taxNumber: settings.taxNumber,
          constructionExemptionDocument: settings.constructionExemptionDocument,
          constructionExemptionValidUntil: settings.constructionExemptionValidUntil,
        }
      : null,
  };
  await tx
    .insert(retainedBillingParties)
    .values({ userId: account.id, party, eraseFrom: claimLimitationEnd(today).eraseFrom })
    .onConflictDoNothing();
  return true;
}

/** The retention job's part for billing data: every retained billing party whose claims are time-barred on `today` is erased. */
export async function eraseExpiredBillingParties(db: DbOrTx, today: string): Promise<number> {
  const erased = await db.delete(retainedBillingParties).where(lte(retainedBillingParties.eraseFrom, today)).returning({ id: retainedBillingParties.userId });
  return erased.length;
}

/** An issued invoice of a deleted account still holding its content (a candidate of the retention job). */
export interface RetainedInvoice {
  id: string;
  issuedAt: Date;
}

/** An erased content: the row keeps only its number, amounts and status (no personal data). */
const ERASED_CONTENT = { erased: true } as const;

/**
 * Issued invoices kept only because the law requires it: a party deleted its account, the content
 * is still there. The retention job decides with `retentionOver` which of them it may erase.
 */
export async function retainedInvoicesOfDeletedAccounts(db: DbOrTx, limit = 500): Promise<RetainedInvoice[]> {
  const deleted = db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt));
  const rows = await db
    .select({ id: invoices.id, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(
      and(
        ne(invoices.status, 'draft'),
        isNotNull(invoices.issuedAt),
        sql`not (${invoices.content} @> '{"erased": true}'::jsonb)`,
        or(inArray(invoices.issuerId, deleted), inArray(invoices.recipientId, deleted)),
      ),
    )
    .orderBy(invoices.issuedAt)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, issuedAt: r.issuedAt as Date }));
}

/**
 * Erases invoices whose retention period is over: content replaced by `{ erased: true }`, documents,
 * payments, messages and the audit entries about them deleted, in one transaction. Returns the storage
 * keys of the documents, to be removed from disk after the commit.
 */
export async function eraseRetainedInvoices(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    const documents = await tx
      .delete(invoiceDocuments)
      .where(inArray(invoiceDocuments.invoiceId, ids))
      .returning({ storageKey: invoiceDocuments.storageKey });
    await tx.delete(invoiceMessages).where(inArray(invoiceMessages.invoiceId, ids));
    await tx.delete(invoicePayments).where(inArray(invoicePayments.invoiceId, ids));
    await tx.delete(auditLog).where(inArray(auditLog.targetId, ids));
    await tx.update(invoices).set({ content: ERASED_CONTENT, updatedAt: new Date() }).where(inArray(invoices.id, ids));
    return documents.map((d) => d.storageKey);
  });
}
