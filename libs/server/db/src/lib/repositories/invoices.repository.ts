// Owner: invoices. Drafts, issuing with the issuer's gapless number sequence, and the GoBD rule that
// issued content never changes. Every write is a conditional UPDATE (`WHERE status = 'draft'`), so a
// late edit or a second issue of the same invoice matches nothing and the caller answers 409.
import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { TIME_ZONE } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import {
  DEFAULT_INVOICE_NUMBER_FORMAT,
  PLATFORM_INVOICE_NUMBER_FORMAT,
  invoiceNumberSequences,
  invoices,
  type InvoiceRow,
  type NewInvoiceRow,
} from '../schema/invoices';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

const COUNTER = /\{(N+)\}/;
const yearIn = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE });

/** Whether a number format can make unique numbers: it needs exactly one `{N…}` counter. */
export function isValidInvoiceNumberFormat(format: string): boolean {
  return (format.match(/\{N+\}/g) ?? []).length === 1 && format.length <= 64;
}

/** `RE-{YYYY}-{NNNNN}`, 42, 2026 → `RE-2026-00042`. The counter grows past its padding rather than wrap. */
export function formatInvoiceNumber(format: string, value: number, year: number): string {
  const counter = COUNTER.exec(format);
  const digits = counter?.[1];
  if (!digits || !isValidInvoiceNumberFormat(format)) throw new Error(`invalid invoice number format ${format}`);
  return format.replace('{YYYY}', String(year)).replace(COUNTER, String(value).padStart(digits.length, '0'));
}

/** `conflict`: the invoice's status does not allow the change (an edit or issue after issue, a second Storno) → 409. */
export type InvoiceWriteResult = { outcome: 'ok'; invoice: InvoiceRow } | { outcome: 'not_found' } | { outcome: 'conflict' };

export interface FrozenInvoice {
  /** The final content, rendered with the number it was given. */
  content: Record<string, unknown>;
  grossCents: number;
  /** SHA-256 hex of the issued documents. */
  documentsHash: string;
  /** `YYYY-MM-DD`: issue date + payment days. */
  dueDate?: string;
}

/**
 * Renders and validates the documents for the taken number; throwing aborts the issue and frees the
 * number. `tx` is the issuing transaction, for writes that belong to the issue (outbox, audit, fee).
 */
export type FreezeInvoice = (invoice: InvoiceRow, number: string, tx: Tx) => Promise<FrozenInvoice>;
/** Runs in the issuing transaction after the invoice is frozen; throwing rolls the issue back. */
export type AfterIssue = (tx: Tx, issued: InvoiceRow) => Promise<void>;

@Injectable()
export class InvoicesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async createDraft(actor: Actor, values: Omit<NewInvoiceRow, 'issuerId' | 'status' | 'number' | 'sequenceValue' | 'issuedAt' | 'documentsHash'>): Promise<InvoiceRow> {
    const [row] = await this.db
      .insert(invoices)
      .values({ ...values, issuerId: actor.id, status: 'draft' })
      .returning();
    if (!row) throw new Error('invoice insert returned no row');
    return row;
  }

  async findForIssuer(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<InvoiceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.issuerId, actor.id)));
    return row ?? null;
  }

  /** Edits a draft; an issued or cancelled invoice matches nothing (→ 409), another issuer's is not found. */
  async updateDraft(actor: Actor, id: string, changes: { content: Record<string, unknown>; grossCents: number }): Promise<InvoiceWriteResult> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const [row] = await this.db
      .update(invoices)
      .set({ content: changes.content, grossCents: changes.grossCents, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, id), eq(invoices.issuerId, actor.id), eq(invoices.status, 'draft')))
      .returning();
    if (row) return { outcome: 'ok', invoice: row };
    return (await this.findForIssuer(actor, id)) ? { outcome: 'conflict' } : { outcome: 'not_found' };
  }

  /** Sets the issuer's number format; it applies to numbers taken from now on. */
  async setNumberFormat(actor: Actor, format: string = DEFAULT_INVOICE_NUMBER_FORMAT): Promise<void> {
    if (!isValidInvoiceNumberFormat(format)) throw new Error(`invalid invoice number format ${format}`);
    await this.db
      .insert(invoiceNumberSequences)
      .values({ issuerId: actor.id, format })
      .onConflictDoUpdate({ target: invoiceNumberSequences.issuerId, set: { format, updatedAt: sql`now()` } });
  }

  /**
   * Issues a draft in one transaction: locks the draft, takes the issuer's next number (the sequence
   * row stays locked until commit, so concurrent issues of one issuer queue up), lets `freeze` render
   * and hash the documents with that number, then stores number, content and hash. If anything throws,
   * the whole transaction rolls back, the number included: no gap.
   */
  async issue(actor: Actor, id: string, freeze: FreezeInvoice, issuedAt: Date = new Date(), afterIssue?: AfterIssue): Promise<InvoiceWriteResult> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [draft] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.issuerId, actor.id)))
        .for('update');
      if (!draft) return { outcome: 'not_found' } as const;
      if (draft.status !== 'draft') return { outcome: 'conflict' } as const;

      const issued = await this.issueDraft(tx, actor, draft, freeze, issuedAt);
      await afterIssue?.(tx, issued);
      return { outcome: 'ok', invoice: issued } as const;
    });
  }

  /**
   * Storno: issues a cancellation invoice (its own number from the same sequence, referencing the
   * original) and marks the original cancelled, in one transaction. Only an issued invoice can be
   * cancelled, and only once; `freeze` renders the cancellation document for its number.
   */
  async cancel(actor: Actor, originalId: string, freeze: FreezeInvoice, issuedAt: Date = new Date(), afterIssue?: AfterIssue): Promise<InvoiceWriteResult> {
    if (!isUuid(originalId)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, originalId), eq(invoices.issuerId, actor.id)))
        .for('update');
      if (!original) return { outcome: 'not_found' } as const;
      if (original.status !== 'issued') return { outcome: 'conflict' } as const;

      const [draft] = await tx
        .insert(invoices)
        .values({
          issuerId: actor.id,
          recipientId: original.recipientId,
          awardId: original.awardId,
          issuerKind: original.issuerKind,
          source: original.source,
          kind: 'cancellation',
          cancelsInvoiceId: original.id,
          content: original.content,
          grossCents: original.grossCents,
        })
        .returning();
      if (!draft) throw new Error('invoice insert returned no row');
      const cancellation = await this.issueDraft(tx, actor, draft, freeze, issuedAt);
      await tx
        .update(invoices)
        .set({ status: 'cancelled', cancelledAt: issuedAt, updatedAt: sql`now()` })
        .where(and(eq(invoices.id, original.id), eq(invoices.status, 'issued')));
      await afterIssue?.(tx, cancellation);
      return { outcome: 'ok', invoice: cancellation } as const;
    });
  }

  /**
   * Inserts and issues an invoice of `actor` in the caller's transaction (the platform's service-fee
   * invoice, issued together with the supplier invoice it charges for).
   */
  async createIssued(tx: Tx, actor: Actor, values: Omit<NewInvoiceRow, 'issuerId' | 'status' | 'number' | 'sequenceValue' | 'issuedAt' | 'documentsHash'>, freeze: FreezeInvoice, issuedAt: Date = new Date()): Promise<InvoiceRow> {
    const [draft] = await tx
      .insert(invoices)
      .values({ ...values, issuerId: actor.id, status: 'draft' })
      .returning();
    if (!draft) throw new Error('invoice insert returned no row');
    return this.issueDraft(tx, actor, draft, freeze, issuedAt);
  }

  /** Deletes a draft of the issuer (drafts have no number, so nothing is lost); issued ones → conflict. */
  async deleteDraft(actor: Actor, id: string): Promise<InvoiceWriteResult> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const [row] = await this.db
      .delete(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.issuerId, actor.id), eq(invoices.status, 'draft')))
      .returning();
    if (row) return { outcome: 'ok', invoice: row };
    return (await this.findForIssuer(actor, id)) ? { outcome: 'conflict' } : { outcome: 'not_found' };
  }

  /**
   * Takes the next number, renders the draft for it and freezes it as issued, all in the caller's
   * transaction (the draft row is locked or was inserted by it, so the conditional update cannot miss).
   */
  private async issueDraft(tx: Tx, actor: Actor, draft: InvoiceRow, freeze: FreezeInvoice, issuedAt: Date): Promise<InvoiceRow> {
    const format = draft.issuerKind === 'platform' ? PLATFORM_INVOICE_NUMBER_FORMAT : DEFAULT_INVOICE_NUMBER_FORMAT;
    const { number, value } = await this.takeNumber(tx, actor, issuedAt, format);
    const frozen = await freeze(draft, number, tx);
    const [issued] = await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        sequenceValue: value,
        content: frozen.content,
        grossCents: frozen.grossCents,
        documentsHash: frozen.documentsHash,
        ...(frozen.dueDate ? { dueDate: frozen.dueDate } : {}),
        issuedAt,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, draft.id), eq(invoices.status, 'draft')))
      .returning();
    if (!issued) throw new Error('locked draft vanished while issuing');
    return issued;
  }

  /**
   * Takes the issuer's next number inside the caller's transaction. The UPDATE … RETURNING row-locks
   * the sequence row until that transaction ends; a rollback returns the number. A new sequence
   * starts with `defaultFormat`; an existing one keeps its own.
   */
  private async takeNumber(tx: Tx, actor: Actor, issuedAt: Date, defaultFormat: string): Promise<{ number: string; value: number }> {
    await tx.insert(invoiceNumberSequences).values({ issuerId: actor.id, format: defaultFormat }).onConflictDoNothing();
    const [sequence] = await tx
      .update(invoiceNumberSequences)
      .set({ lastValue: sql`${invoiceNumberSequences.lastValue} + 1`, updatedAt: sql`now()` })
      .where(eq(invoiceNumberSequences.issuerId, actor.id))
      .returning({ value: invoiceNumberSequences.lastValue, format: invoiceNumberSequences.format });
    if (!sequence) throw new Error('invoice number sequence row missing');
    return { number: formatInvoiceNumber(sequence.format, sequence.value, Number(yearIn.format(issuedAt))), value: sequence.value };
  }
}
