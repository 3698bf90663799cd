// Master data for accountants and public buyers: a client's buyer reference (Leitweg-ID, public
// buyer), a job's own reference overriding it, a supplier's bookkeeping settings (DATEV chart of
// accounts, its own revenue accounts) and the debtor number each supplier gives each client.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountingRevenueAccounts, ChartOfAccounts } from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { jobs } from './jobs';

/** A client's invoicing identity towards its suppliers: BT-10 of every invoice to it. */
export const buyerProfiles = pgTable('buyer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A public-sector client: invoices to it need a Leitweg-ID and carry the ZUGFeRD XRECHNUNG profile. */
  publicBuyer: boolean('public_buyer').notNull().default(false),
  /** Checked with the KoSIT format and check digit before it is stored (upper case). */
  leitwegId: text('leitweg_id'),
  /** Without a Leitweg-ID: the reference the client wants on its invoices (order or cost centre number). */
  buyerReference: text('buyer_reference'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A job's own buyer reference; set, it wins over the client's profile for invoices of the job. */
export const jobBuyerReferences = pgTable('job_buyer_references', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  leitwegId: text('leitweg_id'),
  buyerReference: text('buyer_reference'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier's bookkeeping settings for the DATEV export. */
export const accountingSettings = pgTable(
  'accounting_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chart: text('chart').$type<ChartOfAccounts>().notNull().default('SKR03'),
    /** DATEV Beraternummer (1001–9999999) and Mandantennummer (1–99999) of the supplier's tax office. */
    consultantNumber: integer('consultant_number'),
    clientNumber: integer('client_number'),
    /** The supplier's own revenue accounts; a missing one is the chart's default. */
    accounts: jsonb('accounts').$type<Partial<AccountingRevenueAccounts>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('accounting_settings_chart_check', sql`${t.chart} in ('SKR03', 'SKR04')`)],
);

/** The debtor (Debitor) number a supplier books a client on, handed out once and kept. */
export const debtorNumbers = pgTable(
  'debtor_numbers',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.clientId] }), uniqueIndex('debtor_numbers_supplier_number_idx').on(t.supplierId, t.number)],
);

export type BuyerProfileRow = typeof buyerProfiles.$inferSelect;
export type JobBuyerReferenceRow = typeof jobBuyerReferences.$inferSelect;
export type AccountingSettingsRow = typeof accountingSettings.$inferSelect;
