import { berlinToday, type Db, type DbOrTx, type InvoiceRecordsRepository } from '@fachwerk/server/db';
import { formatCents, formatIsoDate, type InvoiceDocument } from '@fachwerk/server/documents';
import { describeError, OutboxRepository, type StructuredLogger } from '@fachwerk/server/queue';
import { INVOICE_SECOND_REMINDER_DAYS, type OutboxMessage } from '@fachwerk/shared/contracts';

/** How often the worker looks for overdue invoices. */
export const INVOICE_REMINDER_INTERVAL_MS = 60 * 60_000;

/**
 * Payment reminders to the client: the first the day after the due date, the second
 * INVOICE_SECOND_REMINDER_DAYS later. Each is claimed with a conditional update (`reminders_sent`
 * from n-1 to n, only while issued and not fully paid) in the transaction that queues its mail, so
 * several passes or worker replicas send each reminder once, and a paid invoice gets none.
 */
export class InvoiceReminderTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly records: Pick<InvoiceRecordsRepository, 'dueForReminder' | 'claimReminder' | 'users'>,
    private readonly db: Pick<Db, 'transaction'>,
    private readonly publicUrl: string,
    private readonly log: StructuredLogger,
    private readonly intervalMs = INVOICE_REMINDER_INTERVAL_MS,
    private readonly today: () => string = () => berlinToday(),
    private readonly enqueue: (tx: DbOrTx, message: OutboxMessage) => Promise<unknown> = (tx, message) => OutboxRepository.insert(tx, message),
  ) {}

  start(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** One pass; returns how many reminders it queued. Failures are logged, never thrown. */
  tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = (async () => {
      let sent = 0;
      try {
        for (const invoice of await this.records.dueForReminder(this.today(), INVOICE_SECOND_REMINDER_DAYS)) {
          const next = invoice.remindersSent + 1;
          const queued = await this.db.transaction(async (tx) => {
            const claimed = await this.records.claimReminder(tx, invoice.id, next);
            if (!claimed) return false;
            const [recipient] = await this.records.users([claimed.recipientId], tx);
            const document = (claimed.content as { document?: InvoiceDocument }).document;
            if (!recipient || recipient.deletedAt || !document) return false;
            await this.enqueue(tx, {
              queue: 'mail',
              payload: {
                to: recipient.email,
                template: 'invoice-reminder',
                locale: recipient.language,
                data: {
                  name: recipient.firstName,
                  number: claimed.number,
                  supplierName: document.seller.name,
                  amount: formatCents(claimed.grossCents - claimed.paidCents, recipient.language).replace(/\u00a0/g, ' '),
                  dueDate: formatIsoDate(document.dueDate, recipient.language),
                  reminder: next,
                  actionUrl: new URL(`/invoice-view/${claimed.id}`, this.publicUrl).toString(),
                },
              },
            });
            return true;
          });
          if (queued) sent += 1;
        }
        if (sent) this.log.info({ count: sent }, 'invoice reminders queued');
      } catch (error) {
        this.log.warn({ err: describeError(error) }, 'invoice reminders failed; retried at the next interval');
      } finally {
        this.running = undefined;
      }
      return sent;
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
