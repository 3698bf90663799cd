import type { InvoiceRow, UserRow } from '@fachwerk/server/db';
import type { OutboxMessage } from '@fachwerk/shared/contracts';
import { InvoiceReminderTask } from './invoice-reminders.task';

const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** One issued invoice in memory with the repository's claim rule (n-1 → n while issued and not paid). */
class FakeRecords {
  constructor(public invoice: InvoiceRow) {}
  async dueForReminder(today: string, secondAfterDays: number) {
    const inv = this.invoice;
    const second = new Date(`${inv.dueDate}T12:00:00Z`);
    second.setUTCDate(second.getUTCDate() + secondAfterDays);
    const due =
      inv.status === 'issued' &&
      inv.paidCents < inv.grossCents &&
      ((inv.remindersSent === 0 && inv.dueDate! < today) || (inv.remindersSent === 1 && second.toISOString().slice(0, 10) < today));
    return due ? [{ ...inv }] : [];
  }
  async claimReminder(_tx: unknown, id: string, next: number) {
    const inv = this.invoice;
    if (id !== inv.id || inv.remindersSent !== next - 1 || inv.status !== 'issued' || inv.paidCents >= inv.grossCents) return null;
    this.invoice = { ...inv, remindersSent: next };
    return this.invoice;
  }
  async users() {
    return [{ id: 'client', email: 'kunde@bauherr.test', firstName: 'Eva', language: 'de', deletedAt: null } as unknown as UserRow];
  }
}

const invoice = (overrides: Partial<InvoiceRow> = {}) =>
  ({
    id: 'inv',
    recipientId: 'client',
    status: 'issued',
    number: 'RE-2026-00001',
    grossCents: 119_000,
    paidCents: 0,
    dueDate: '2026-12-09',
    remindersSent: 0,
    content: { document: { seller: { name: 'Krüger Montage' }, dueDate: '2026-12-09' } },
    ...overrides,
  }) as unknown as InvoiceRow;

function setup(row: InvoiceRow, today: { value: string }) {
  const records = new FakeRecords(row);
  const mails: OutboxMessage[] = [];
  const db = { transaction: async <T>(work: (tx: unknown) => Promise<T>) => work('tx') };
  const task = new InvoiceReminderTask(records, db as never, 'https://fachwerk.test', silent, 60_000, () => today.value, async (_tx, message) => {
    mails.push(message);
    return 'id';
  });
  return { task, mails, records };
}

describe('InvoiceReminderTask', () => {
  it('reminds the day after the due date and again 14 days later, each once', async () => {
    const today = { value: '2026-12-09' };
    const { task, mails } = setup(invoice(), today);
    await task.tick();
    expect(mails).toHaveLength(0); // due today: not yet
    today.value = '2026-12-10';
    await task.tick();
    await task.tick(); // a second pass (or replica) sends nothing more
    expect(mails.map((m) => (m.payload as unknown as { data: { reminder: number } }).data.reminder)).toEqual([1]);
    today.value = '2026-12-23';
    await task.tick();
    expect(mails).toHaveLength(1);
    today.value = '2026-12-24';
    await task.tick();
    await task.tick();
    expect(mails.map((m) => (m.payload as unknown as { data: { reminder: number } }).data.reminder)).toEqual([1, 2]);
    expect(mails[1]).toMatchObject({ queue: 'mail', payload: { to: 'kunde@bauherr.test', template: 'invoice-reminder', data: { number: 'RE-2026-00001', amount: '1.190,00 €' } } });
    today.value = '2027-02-01';
    await task.tick();
    expect(mails).toHaveLength(2);
  });

  it('skips a paid invoice', async () => {
    const today = { value: '2026-12-20' };
    const { task, mails } = setup(invoice({ paidCents: 119_000 }), today);
    await task.tick();
    expect(mails).toHaveLength(0);
  });
});
