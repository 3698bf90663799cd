// Drafts, issuing with the issuer's gapless number sequence, and the GoBD rule that
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

/** A number taken from an issuer's sequence inside a transaction (returned to it by a rollback). */
export interface TakenNumber {
  number: string;
  value: number;
}

type NewInvoiceValues = Omit<NewInvoiceRow, 'issuerId' | 'status' | 'number' | 'sequenceValue' | 'issuedAt' | 'documentsHash'>;

@Injectable()
export class InvoicesRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async createDraft(actor: Actor, values: NewInvoiceValues): Promise<InvoiceRow> {
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

  /** Runs `work` in one transaction; the issue and Storno use cases compose the steps below in it. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Locks an invoice of the issuer for the rest of the transaction (`FOR UPDATE`): a second issue or
   * Storno of the same invoice waits and then sees the first one's outcome.
   */
  async lockForIssuer(tx: Tx, actor: Actor, id: string): Promise<InvoiceRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.issuerId, actor.id)))
      .for('update');
    return row ?? null;
  }

  /** Inserts a draft of `actor` in the caller's transaction (a Storno, the platform's fee invoice). */
  async insertDraft(tx: Tx, actor: Actor, values: NewInvoiceValues): Promise<InvoiceRow> {
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, issuerId: actor.id, status: 'draft' })
      .returning();
    if (!row) throw new Error('invoice insert returned no row');
    return row;
  }

  /**
   * Takes the issuer's next number inside the caller's transaction. The UPDATE … RETURNING row-locks
   * the sequence row until that transaction ends (concurrent issues of one issuer queue up); a
   * rollback returns the number, so there is never a gap. A new sequence starts with the default
   * format of its issuer kind; an existing one keeps its own.
   */
  async takeNumber(tx: Tx, actor: Actor, issuerKind: InvoiceRow['issuerKind'], issuedAt: Date): Promise<TakenNumber> {
    const defaultFormat = issuerKind === 'platform' ? PLATFORM_INVOICE_NUMBER_FORMAT : DEFAULT_INVOICE_NUMBER_FORMAT;
    await tx.insert(invoiceNumberSequences).values({ issuerId: actor.id, format: defaultFormat }).onConflictDoNothing();
    const [sequence] = await tx
      .update(invoiceNumberSequences)
      .set({ lastValue: sql`${invoiceNumberSequences.lastValue} + 1`, updatedAt: sql`now()` })
      .where(eq(invoiceNumberSequences.issuerId, actor.id))
      .returning({ value: invoiceNumberSequences.lastValue, format: invoiceNumberSequences.format });
    if (!sequence) throw new Error('invoice number sequence row missing');
    return { number: formatInvoiceNumber(sequence.format, sequence.value, Number(yearIn.format(issuedAt))), value: sequence.value };
  }

  /** Stores a draft (locked or inserted by this transaction) as issued with its number and frozen documents. */
  async markIssued(tx: Tx, draftId: string, taken: TakenNumber, frozen: FrozenInvoice, issuedAt: Date): Promise<InvoiceRow> {
    const [issued] = await tx
      .update(invoices)
      .set({
        status: 'issued',
        number: taken.number,
        sequenceValue: taken.value,
        content: frozen.content,
        grossCents: frozen.grossCents,
        documentsHash: frozen.documentsHash,
        ...(frozen.dueDate ? { dueDate: frozen.dueDate } : {}),
        issuedAt,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, draftId), eq(invoices.status, 'draft')))
      .returning();
    if (!issued) throw new Error('locked draft vanished while issuing');
    return issued;
  }

  /** Marks an issued invoice cancelled (its Storno is issued in the same transaction); false when it was not issued. */
  async markCancelled(tx: Tx, id: string, cancelledAt: Date): Promise<boolean> {
    const rows = await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
      .returning({ id: invoices.id });
    return rows.length === 1;
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
}
