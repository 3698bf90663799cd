// Accountants' and public buyers' data: buyer references (client profile and per job), a supplier's
// bookkeeping settings and debtor numbers, and the supplier's issued invoices, documents and payments
// of a period as the exports read them. Issued invoices are read only, never written here.
import { Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { FIRST_DEBTOR_NUMBER } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { users, type UserRow } from '../schema/accounts';
import {
  accountingSettings,
  buyerProfiles,
  debtorNumbers,
  jobBuyerReferences,
  type AccountingSettingsRow,
  type BuyerProfileRow,
  type JobBuyerReferenceRow,
} from '../schema/accounting';
import { invoiceDocuments, invoicePayments, invoices, type InvoiceDocumentRow, type InvoicePaymentRow, type InvoiceRow } from '../schema/invoices';
import { awards, jobs } from '../schema/jobs';
import type { Actor } from './actor';

/** The civil issue day (Europe/Berlin) of an issued invoice. */
const issueDay = sql`(${invoices.issuedAt} at time zone 'Europe/Berlin')::date`;

/** The actor's own supplier invoices that were issued: Stornos and cancelled originals included, no drafts. */
const issuedBy = (actor: Actor) => [eq(invoices.issuerId, actor.id), eq(invoices.issuerKind, 'supplier'), ne(invoices.status, 'draft')];

/** A supplier's own issued invoice (or Storno) as the exports read it. */
export interface ExportInvoiceRow {
  invoice: InvoiceRow;
  client: UserRow;
}

@Injectable()
export class AccountingRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  // ── buyer references ──────────────────────────────────────────────────────────────────────────

  async buyerProfile(clientId: string, tx: DbOrTx = this.db): Promise<BuyerProfileRow | null> {
    const [row] = await tx.select().from(buyerProfiles).where(eq(buyerProfiles.userId, clientId));
    return row ?? null;
  }

  async saveBuyerProfile(actor: Actor, values: Pick<BuyerProfileRow, 'publicBuyer' | 'leitwegId' | 'buyerReference'>): Promise<BuyerProfileRow> {
    const [row] = await this.db
      .insert(buyerProfiles)
      .values({ ...values, userId: actor.id })
      .onConflictDoUpdate({ target: buyerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row!;
  }

  /** The job of the actor (its client), or null: another client's job is not found. */
  async ownJob(actor: Actor, jobId: string): Promise<{ id: string } | null> {
    const [row] = await this.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.clientId, actor.id)));
    return row ?? null;
  }

  async jobReference(jobId: string, tx: DbOrTx = this.db): Promise<JobBuyerReferenceRow | null> {
    const [row] = await tx.select().from(jobBuyerReferences).where(eq(jobBuyerReferences.jobId, jobId));
    return row ?? null;
  }

  /** Saves the job's own reference (the caller checked the job is the actor's with {@link ownJob}). */
  async saveJobReference(actor: Actor, jobId: string, values: Pick<JobBuyerReferenceRow, 'leitwegId' | 'buyerReference'>): Promise<JobBuyerReferenceRow | null> {
    return this.db.transaction(async (tx) => {
      const [job] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.clientId, actor.id)));
      if (!job) return null;
      const [row] = await tx
        .insert(jobBuyerReferences)
        .values({ ...values, jobId })
        .onConflictDoUpdate({ target: jobBuyerReferences.jobId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    });
  }

  /** What BT-10 of an invoice on an award is made of: the client's profile and the job's own reference. */
  async referencesForAward(awardId: string, tx: DbOrTx = this.db): Promise<{ jobId: string; clientId: string; profile: BuyerProfileRow | null; job: JobBuyerReferenceRow | null } | null> {
    const [award] = await tx.select({ jobId: awards.jobId, clientId: awards.clientId }).from(awards).where(eq(awards.id, awardId));
    if (!award) return null;
    const [profile, job] = await Promise.all([this.buyerProfile(award.clientId, tx), this.jobReference(award.jobId, tx)]);
    return { ...award, profile, job };
  }

  // ── supplier settings and debtor numbers ──────────────────────────────────────────────────────

  async settings(actor: Actor): Promise<AccountingSettingsRow | null> {
    const [row] = await this.db.select().from(accountingSettings).where(eq(accountingSettings.userId, actor.id));
    return row ?? null;
  }

  async saveSettings(actor: Actor, changes: Partial<Pick<AccountingSettingsRow, 'chart' | 'consultantNumber' | 'clientNumber' | 'accounts'>>): Promise<AccountingSettingsRow> {
    const [row] = await this.db
      .insert(accountingSettings)
      .values({ ...changes, userId: actor.id })
      .onConflictDoUpdate({ target: accountingSettings.userId, set: { ...changes, updatedAt: sql`now()` } })
      .returning();
    return row!;
  }

  /**
   * The actor's debtor number of each client, handing out the next free one (from 10000, in order of
   * the list) to a client that has none yet. Numbers are kept: a client keeps its debtor account.
   */
  async debtorNumbers(actor: Actor, clientIds: string[]): Promise<Map<string, number>> {
    const wanted = [...new Set(clientIds)];
    if (!wanted.length) return new Map();
    return this.db.transaction(async (tx) => {
      // One supplier's numbers are handed out one transaction at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`debtor-numbers:${actor.id}`}))`);
      const existing = await tx
        .select({ clientId: debtorNumbers.clientId, number: debtorNumbers.number })
        .from(debtorNumbers)
        .where(and(eq(debtorNumbers.supplierId, actor.id), inArray(debtorNumbers.clientId, wanted)));
      const numbers = new Map(existing.map((row) => [row.clientId, row.number]));
      const missing = wanted.filter((id) => !numbers.has(id));
      if (missing.length) {
        const [{ last } = { last: null }] = await tx
          .select({ last: sql<number | null>`max(${debtorNumbers.number})` })
          .from(debtorNumbers)
          .where(eq(debtorNumbers.supplierId, actor.id));
        let next = Math.max(FIRST_DEBTOR_NUMBER, (last ?? FIRST_DEBTOR_NUMBER - 1) + 1);
        const rows = missing.map((clientId) => ({ supplierId: actor.id, clientId, number: next++ }));
        await tx.insert(debtorNumbers).values(rows);
        for (const row of rows) numbers.set(row.clientId, row.number);
      }
      return numbers;
    });
  }

  // ── the supplier's issued invoices ────────────────────────────────────────────────────────────

  /** The actor's issued invoices and Stornos (cancelled originals included) issued in the period, in number order. */
  async issuedInPeriod(actor: Actor, from: string, to: string): Promise<ExportInvoiceRow[]> {
    return this.db
      .select({ invoice: invoices, client: users })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.recipientId))
      .where(and(...issuedBy(actor), gte(issueDay, sql`${from}::date`), lte(issueDay, sql`${to}::date`)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequenceValue));
  }

  /** The rendered documents of the actor's invoices (ids of other issuers give nothing). */
  async documents(actor: Actor, invoiceIds: string[]): Promise<InvoiceDocumentRow[]> {
    if (!invoiceIds.length) return [];
    const rows = await this.db
      .select({ document: invoiceDocuments })
      .from(invoiceDocuments)
      .innerJoin(invoices, eq(invoices.id, invoiceDocuments.invoiceId))
      .where(and(inArray(invoiceDocuments.invoiceId, invoiceIds), eq(invoices.issuerId, actor.id)));
    return rows.map((row) => row.document);
  }

  /** Payments on the actor's invoices received in the period, by day. */
  async paymentsInPeriod(actor: Actor, from: string, to: string): Promise<{ payment: InvoicePaymentRow; invoice: InvoiceRow; client: UserRow }[]> {
    return this.db
      .select({ payment: invoicePayments, invoice: invoices, client: users })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .innerJoin(users, eq(users.id, invoices.recipientId))
      .where(
        and(
          eq(invoices.issuerId, actor.id),
          eq(invoices.issuerKind, 'supplier'),
          gte(invoicePayments.paidOn, from),
          lte(invoicePayments.paidOn, to),
        ),
      )
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  }

  /**
   * Open items on a day: the actor's invoices (not Stornos) issued on or before it and not cancelled
   * by then, with what was paid on or before it.
   */
  async openItems(actor: Actor, at: string): Promise<{ invoice: InvoiceRow; client: UserRow; paidCents: number }[]> {
    const paid = sql<string>`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.paidOn} <= ${at}::date), 0)`;
    const rows = await this.db
      .select({ invoice: invoices, client: users, paid })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.recipientId))
      .where(
        and(
          ...issuedBy(actor),
          ne(invoices.kind, 'cancellation'),
          lte(issueDay, sql`${at}::date`),
          sql`(${invoices.cancelledAt} is null or (${invoices.cancelledAt} at time zone 'Europe/Berlin')::date > ${at}::date)`,
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.sequenceValue));
    return rows.map((row) => ({ invoice: row.invoice, client: row.client, paidCents: Number(row.paid) })).filter((row) => row.paidCents < row.invoice.grossCents);
  }
}
