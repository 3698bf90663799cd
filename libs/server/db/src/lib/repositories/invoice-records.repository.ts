// Reads of invoices by who may see them, and the bookkeeping around issued invoices
// that is not content: payments, messages, rendered documents, per-account settings. Issued content
// itself is only written by InvoicesRepository.
import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { users, type UserRow } from '../schema/accounts';
import { notifications } from '../schema/notifications';
import {
  invoiceDocuments,
  invoiceMessages,
  invoiceNumberSequences,
  invoicePayments,
  invoices,
  invoiceSettings,
  type InvoiceDocumentRow,
  type InvoiceIssuerKindColumn,
  type InvoiceMessageRow,
  type InvoicePaymentRow,
  type InvoiceRow,
  type InvoiceSettingsRow,
  type InvoiceStatus,
  retainedBillingParties,
} from '../schema/invoices';
import { awards, jobs } from '../schema/jobs';
import type { ChangeOrderRow } from '../schema/change-orders';
import { acceptedChangeOrdersOf } from './change-orders.repository';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

/** An award as the billing rules read it (net price: the fixed price, or the hourly rate of a staffing award). */
export interface BillableAward {
  awardId: string;
  jobType: string;
  clientId: string;
  supplierId: string;
  status: string;
  priceCents: number;
}

export interface InvoiceListFilter {
  status?: InvoiceStatus;
  payment?: 'unpaid' | 'partlyPaid' | 'paid' | 'overdue';
  jobId?: string;
  from?: string;
  to?: string;
  issuerKind?: InvoiceIssuerKindColumn;
  /** today in Europe/Berlin, `YYYY-MM-DD` (overdue) */
  today: string;
  page: number;
  limit: number;
}

const civilDay = sql`(coalesce(${invoices.issuedAt}, ${invoices.createdAt}) at time zone 'Europe/Berlin')::date`;

/**
 * What an actor may see: a supplier its own supplier invoices (drafts included) and the platform's
 * fee invoices to it (issued only); a client the issued supplier invoices to it, never drafts; an
 * admin everything.
 */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.userType === 'admin') return undefined;
  if (actor.userType === 'supplier') {
    return or(
      and(eq(invoices.issuerId, actor.id), eq(invoices.issuerKind, 'supplier')),
      and(eq(invoices.recipientId, actor.id), eq(invoices.issuerKind, 'platform'), ne(invoices.status, 'draft')),
    );
  }
  return and(eq(invoices.recipientId, actor.id), eq(invoices.issuerKind, 'supplier'), ne(invoices.status, 'draft'));
}

@Injectable()
export class InvoiceRecordsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async list(actor: Actor, filter: InvoiceListFilter): Promise<{ items: InvoiceRow[]; total: number }> {
    const paid = sql`${invoices.paidCents} >= ${invoices.grossCents}`;
    const payment: Record<NonNullable<InvoiceListFilter['payment']>, SQL> = {
      unpaid: sql`${invoices.paidCents} = 0 and ${invoices.grossCents} > 0`,
      partlyPaid: sql`${invoices.paidCents} > 0 and ${invoices.paidCents} < ${invoices.grossCents}`,
      paid,
      overdue: sql`${invoices.status} = 'issued' and ${invoices.kind} <> 'cancellation' and not (${paid}) and ${invoices.dueDate} < ${filter.today}::date`,
    };
    const where = and(
      visibleTo(actor),
      filter.issuerKind ? eq(invoices.issuerKind, filter.issuerKind) : undefined,
      filter.status ? eq(invoices.status, filter.status) : undefined,
      filter.payment ? and(ne(invoices.status, 'draft'), payment[filter.payment]) : undefined,
      filter.jobId
        ? inArray(invoices.awardId, this.db.select({ id: awards.id }).from(awards).where(eq(awards.jobId, filter.jobId)))
        : undefined,
      filter.from ? gte(civilDay, sql`${filter.from}::date`) : undefined,
      filter.to ? lte(civilDay, sql`${filter.to}::date`) : undefined,
    );
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(sql`coalesce(${invoices.issuedAt}, ${invoices.createdAt})`), desc(invoices.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(invoices).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** One invoice if the actor may see it (see `visibleTo`), else null. */
  async findVisible(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<InvoiceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), visibleTo(actor)));
    return row ?? null;
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<InvoiceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    return row ?? null;
  }

  /** Invoices linked to these: Stornos cancelling them and fee invoices charging for them. */
  async linked(ids: string[], tx: DbOrTx = this.db): Promise<InvoiceRow[]> {
    if (!ids.length) return [];
    return tx
      .select()
      .from(invoices)
      .where(or(inArray(invoices.cancelsInvoiceId, ids), inArray(invoices.feeForInvoiceId, ids)));
  }

  async byIds(ids: string[]): Promise<InvoiceRow[]> {
    if (!ids.length) return [];
    return this.db.select().from(invoices).where(inArray(invoices.id, ids));
  }

  /**
   * Net cents billed on an award: its supplier invoices (full and partial) that are issued and not
   * cancelled. A Storno takes its original out of the sum (the original's status is `cancelled`).
   * A final invoice bills the whole service less the partial invoices it deducts (`deductedNetCents`).
   */
  async billedNetForAward(awardId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({
        net: sql<string>`coalesce(sum((${invoices.content}->'totals'->>'netCents')::bigint - coalesce((${invoices.content}->>'deductedNetCents')::bigint, 0)), 0)`,
      })
      .from(invoices)
      .where(and(eq(invoices.awardId, awardId), eq(invoices.issuerKind, 'supplier'), eq(invoices.status, 'issued'), ne(invoices.kind, 'cancellation')));
    return Number(row?.net ?? 0);
  }

  /**
   * The issued, not cancelled supplier invoices of an award other than Stornos, oldest first: the
   * partial invoices a final invoice deducts, and a final invoice that closes the award.
   */
  async issuedForAward(awardId: string, tx: DbOrTx = this.db): Promise<InvoiceRow[]> {
    return tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.awardId, awardId), eq(invoices.issuerKind, 'supplier'), eq(invoices.status, 'issued'), ne(invoices.kind, 'cancellation')))
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequenceValue));
  }

  /**
   * Locks an award for billing until the transaction ends (`FOR UPDATE` of the award row): issues on
   * one award queue up here, so each sees what the previous one billed and together they cannot
   * exceed it. Returns what the binding rules need.
   */
  async lockAwardForBilling(tx: Tx, awardId: string): Promise<BillableAward | null> {
    const [row] = await tx
      .select({ awardId: awards.id, jobType: jobs.type, clientId: awards.clientId, supplierId: awards.supplierId, status: awards.status, priceCents: awards.priceCents })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(eq(awards.id, awardId))
      .for('update', { of: awards });
    return row ?? null;
  }

  /**
   * The accepted change orders (Nachträge) of an award, oldest first: they raise what a fixed-price
   * award may bill. In the issuing transaction, read after `lockAwardForBilling` — a change order is
   * accepted under the same row lock, and an accepted one never changes again.
   */
  acceptedChangeOrders(awardId: string, tx: DbOrTx = this.db): Promise<ChangeOrderRow[]> {
    return acceptedChangeOrdersOf(tx, awardId);
  }

  // ── users, awards and jobs the documents need ─────────────────────────────────────────────────

  /** Whether the user got a notification of this type since the given time (to tell a thing once a day, not on every attempt). */
  async notifiedSince(userId: string, type: string, since: Date, tx: DbOrTx = this.db): Promise<boolean> {
    const [row] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type), gte(notifications.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  async users(ids: string[], tx: DbOrTx = this.db): Promise<UserRow[]> {
    if (!ids.length) return [];
    return tx.select().from(users).where(inArray(users.id, [...new Set(ids)]));
  }

  async awardsWithJobs(ids: string[]): Promise<{ awardId: string; jobId: string; jobTitle: string; jobType: string; clientId: string; supplierId: string; status: string; priceCents: number; slots: number }[]> {
    if (!ids.length) return [];
    return this.db
      .select({
        awardId: awards.id,
        jobId: jobs.id,
        jobTitle: jobs.title,
        jobType: jobs.type,
        clientId: awards.clientId,
        supplierId: awards.supplierId,
        status: awards.status,
        priceCents: awards.priceCents,
        slots: awards.slots,
      })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(inArray(awards.id, [...new Set(ids)]));
  }

  // ── payments ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Records a payment on an issued, not cancelled invoice in one transaction: the invoice row is
   * locked, the amount checked against what is open. `exceeds` when it is more than open.
   */
  /**
   * The client reports a payment on an issued invoice it received: it counts (`paid_cents`) until the
   * supplier contests it. The invoice row is locked, so reports cannot together exceed the open amount.
   */
  async recordPayment(
    actor: Actor,
    invoiceId: string,
    payment: { amountCents: number; paidOn: string },
    inTx?: (tx: Tx, invoice: InvoiceRow) => Promise<void>,
  ): Promise<{ outcome: 'ok'; invoice: InvoiceRow } | { outcome: 'not_found' } | { outcome: 'conflict' } | { outcome: 'exceeds' }> {
    if (!isUuid(invoiceId)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), visibleTo(actor)))
        .for('update');
      if (!invoice) return { outcome: 'not_found' } as const;
      if (invoice.status !== 'issued' || invoice.kind === 'cancellation') return { outcome: 'conflict' } as const;
      if (invoice.paidCents + payment.amountCents > invoice.grossCents) return { outcome: 'exceeds' } as const;
      await tx.insert(invoicePayments).values({
        invoiceId,
        amountCents: payment.amountCents,
        paidOn: payment.paidOn,
        recordedById: actor.id,
        recordedByRole: actor.userType,
        status: 'reported',
      });
      const [updated] = await tx
        .update(invoices)
        .set({ paidCents: sql`${invoices.paidCents} + ${payment.amountCents}`, updatedAt: sql`now()` })
        .where(eq(invoices.id, invoiceId))
        .returning();
      if (!updated) throw new Error('locked invoice vanished');
      await inTx?.(tx, updated);
      return { outcome: 'ok', invoice: updated } as const;
    });
  }

  /**
   * The invoice's supplier confirms or contests a reported payment: a conditional update (`status =
   * 'reported'`), so of two decisions exactly one wins. A contested payment no longer counts.
   */
  async decidePayment(
    issuer: Actor,
    invoiceId: string,
    paymentId: string,
    decision: { status: 'confirmed' } | { status: 'contested'; reason: string },
    inTx?: (tx: Tx, invoice: InvoiceRow, payment: InvoicePaymentRow) => Promise<void>,
  ): Promise<{ outcome: 'ok'; invoice: InvoiceRow } | { outcome: 'not_found' } | { outcome: 'conflict' }> {
    if (!isUuid(invoiceId) || !isUuid(paymentId)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.issuerId, issuer.id), eq(invoices.issuerKind, 'supplier')))
        .for('update');
      if (!invoice) return { outcome: 'not_found' } as const;
      const [payment] = await tx
        .update(invoicePayments)
        .set({ status: decision.status, decidedById: issuer.id, decidedAt: sql`now()`, contestReason: decision.status === 'contested' ? decision.reason : null })
        .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'reported')))
        .returning();
      if (!payment) {
        const [exists] = await tx.select({ id: invoicePayments.id }).from(invoicePayments).where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
        return { outcome: exists ? 'conflict' : 'not_found' } as const;
      }
      let updated = invoice;
      if (decision.status === 'contested') {
        const [row] = await tx
          .update(invoices)
          .set({ paidCents: sql`${invoices.paidCents} - ${payment.amountCents}`, updatedAt: sql`now()` })
          .where(eq(invoices.id, invoiceId))
          .returning();
        if (!row) throw new Error('locked invoice vanished');
        updated = row;
      }
      await inTx?.(tx, updated, payment);
      return { outcome: 'ok', invoice: updated } as const;
    });
  }

  /** The sum of an invoice's confirmed payments. */
  async confirmedCents(invoiceId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx
      .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.status, 'confirmed')));
    return Number(row?.sum ?? 0);
  }

  payments(invoiceIds: string[]): Promise<InvoicePaymentRow[]> {
    if (!invoiceIds.length) return Promise.resolve([]);
    return this.db.select().from(invoicePayments).where(inArray(invoicePayments.invoiceId, invoiceIds)).orderBy(asc(invoicePayments.createdAt));
  }

  // ── messages ──────────────────────────────────────────────────────────────────────────────────

  async messages(invoiceId: string, page: number, limit: number): Promise<{ items: (InvoiceMessageRow & { authorName: string })[]; total: number }> {
    const where = eq(invoiceMessages.invoiceId, invoiceId);
    const [items, [totals]] = await Promise.all([
      this.db
        .select({ message: invoiceMessages, companyName: users.companyName, firstName: users.firstName, lastName: users.lastName })
        .from(invoiceMessages)
        .innerJoin(users, eq(users.id, invoiceMessages.authorId))
        .where(where)
        .orderBy(asc(invoiceMessages.createdAt), asc(invoiceMessages.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(invoiceMessages).where(where),
    ]);
    return {
      items: items.map((row) => ({ ...row.message, authorName: row.companyName || `${row.firstName} ${row.lastName}`.trim() })),
      total: totals?.total ?? 0,
    };
  }

  async addMessage(actor: Actor, invoiceId: string, body: string, tx: DbOrTx = this.db): Promise<InvoiceMessageRow> {
    const [row] = await tx.insert(invoiceMessages).values({ invoiceId, authorId: actor.id, authorRole: actor.userType, body }).returning();
    if (!row) throw new Error('message insert returned no row');
    return row;
  }

  // ── rendered documents ────────────────────────────────────────────────────────────────────────

  documents(invoiceIds: string[]): Promise<InvoiceDocumentRow[]> {
    if (!invoiceIds.length) return Promise.resolve([]);
    return this.db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.invoiceId, invoiceIds));
  }

  /**
   * Stores the rendered documents once: returns false (and writes nothing) when they already exist,
   * so a re-delivered render job neither overwrites nor mails twice. `inTx` runs only on the first store.
   */
  async storeDocuments(
    invoiceId: string,
    rows: Omit<InvoiceDocumentRow, 'invoiceId' | 'createdAt'>[],
    inTx?: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(invoiceDocuments)
        .values(rows.map((row) => ({ ...row, invoiceId })))
        .onConflictDoNothing()
        .returning({ format: invoiceDocuments.format });
      if (inserted.length === 0) return false;
      if (inserted.length !== rows.length) throw new Error(`documents of invoice ${invoiceId} stored only in part`);
      await inTx?.(tx);
      return true;
    });
  }

  // ── reminders ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Issued supplier invoices, not fully paid, whose next reminder is due: the first the day after the
   * due date, the second `secondAfterDays` later. Skipped once paid.
   */
  dueForReminder(today: string, secondAfterDays: number, limit = 100): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'issued'),
          eq(invoices.issuerKind, 'supplier'),
          ne(invoices.kind, 'cancellation'),
          sql`${invoices.paidCents} < ${invoices.grossCents}`,
          or(
            and(eq(invoices.remindersSent, 0), sql`${invoices.dueDate} < ${today}::date`),
            and(eq(invoices.remindersSent, 1), sql`${invoices.dueDate} + ${secondAfterDays}::int < ${today}::date`),
          ),
        ),
      )
      .orderBy(asc(invoices.dueDate))
      .limit(limit);
  }

  /** Claims reminder number `next` (1 or 2) once; false when another pass sent it or the invoice got paid/cancelled. */
  async claimReminder(tx: Tx, invoiceId: string, next: number): Promise<InvoiceRow | null> {
    const [row] = await tx
      .update(invoices)
      .set({ remindersSent: next })
      .where(
        and(
          eq(invoices.id, invoiceId),
          eq(invoices.remindersSent, next - 1),
          eq(invoices.status, 'issued'),
          sql`${invoices.paidCents} < ${invoices.grossCents}`,
        ),
      )
      .returning();
    return row ?? null;
  }

  // ── settings ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The recipient of an invoice as its billing data stand: the account and its settings, or for a
   * deleted client the billing data kept at its deletion (`retainBillingPartyOf`), or `null` when the
   * account is deleted and nothing was kept (it cannot be invoiced any more), or is unknown.
   */
  async billingParty(userId: string, tx: DbOrTx = this.db): Promise<{ user: UserRow; settings: InvoiceSettingsRow | null } | null> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    if (!user.deletedAt) return { user, settings: (await this.settings(userId, tx)).settings };
    const [kept] = await tx.select().from(retainedBillingParties).where(eq(retainedBillingParties.userId, userId));
    if (!kept) return null;
    const { party } = kept;
    return {
      user: { ...user, companyName: party.companyName, firstName: party.firstName, lastName: party.lastName, email: party.email, profile: party.profile },
      settings: party.settings
        ? {
            userId,
            taxNumber: party.settings.taxNumber,
            vatId: party.settings.vatId,
            smallBusiness: false,
            defaultPaymentDays: 14,
            constructionExemptionDocument: party.settings.constructionExemptionDocument,
            constructionExemptionValidUntil: party.settings.constructionExemptionValidUntil,
            withholdingExemptionNumber: null,
            withholdingExemptionTaxOffice: null,
            withholdingExemptionValidUntil: null,
            withholdingExemptionDocument: null,
            updatedAt: kept.retainedAt,
          }
        : null,
    };
  }

  async settings(userId: string, tx: DbOrTx = this.db): Promise<{ settings: InvoiceSettingsRow | null; numberFormat: string | null }> {
    const [[settings], [sequence]] = await Promise.all([
      tx.select().from(invoiceSettings).where(eq(invoiceSettings.userId, userId)),
      tx.select({ format: invoiceNumberSequences.format }).from(invoiceNumberSequences).where(eq(invoiceNumberSequences.issuerId, userId)),
    ]);
    return { settings: settings ?? null, numberFormat: sequence?.format ?? null };
  }

  async saveSettings(actor: Actor, changes: Partial<Omit<InvoiceSettingsRow, 'userId' | 'updatedAt'>>): Promise<void> {
    await this.db
      .insert(invoiceSettings)
      .values({ ...changes, userId: actor.id })
      .onConflictDoUpdate({ target: invoiceSettings.userId, set: { ...changes, updatedAt: sql`now()` } });
  }

  // ── admin: fee report and export ──────────────────────────────────────────────────────────────

  /** Issued (or later cancelled) invoices of a kind of issuer issued in the period, oldest first. */
  issuedInPeriod(issuerKind: InvoiceIssuerKindColumn | undefined, from: string, to: string): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(
        and(
          ne(invoices.status, 'draft'),
          issuerKind ? eq(invoices.issuerKind, issuerKind) : undefined,
          gte(civilDay, sql`${from}::date`),
          lte(civilDay, sql`${to}::date`),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.sequenceValue));
  }
}
