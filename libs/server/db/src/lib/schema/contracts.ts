// The contract of an award between client and supplier (libs/shared/contracts/src/lib/award-contracts.ts):
//
//   award ──creates──▶ contract v1 ──client enters staffing terms / supplier names workers──▶ v2, v3 …
//   each version: both parties accept it (name, time, the version's hash); a new version needs both again.
//
// `contracts` is one row per award with its current version number and the client's staffing terms;
// `contract_versions` is append-only (the text and its SHA-256 never change); `contract_acceptances`
// is the audit record of text form (§ 126b BGB), one per version and party.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// Type-only: drizzle-kit loads this file without the workspace path aliases.
import type { ContractKind, ContractParty, ContractVersionReason, StaffingTermsRequest } from '@fachwerk/shared/contracts';
import { users } from './accounts';
import { awards } from './jobs';

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awardId: uuid('award_id')
      .notNull()
      .references(() => awards.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    /** contract_versions.version of the current version */
    currentVersion: integer('current_version').notNull().default(1),
    /** the client's § 12 (1) sentence 3 AÜG entries (lending contracts) */
    staffingTerms: jsonb('staffing_terms').$type<StaffingTermsRequest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contracts_award_idx').on(t.awardId)],
);

export const contractVersions = pgTable(
  'contract_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    reason: text('reason').$type<ContractVersionReason>().notNull(),
    /** the structured facts the text was rendered from */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    text: text('text').notNull(),
    /** SHA-256 (hex) of `text` as UTF-8 */
    sha256: text('sha256').notNull(),
    /** the mandatory items this version lacks (empty: complete) */
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_versions_contract_version_idx').on(t.contractId, t.version)],
);

export const contractAcceptances = pgTable(
  'contract_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => contractVersions.id, { onDelete: 'cascade' }),
    party: text('party').$type<ContractParty>().notNull(),
    /** the accepting account; the name is kept even if the account goes */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** the hash the person accepted (equal to the version's) */
    sha256: text('sha256').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_acceptances_version_party_idx').on(t.versionId, t.party),
    check('contract_acceptances_party_check', sql`${t.party} in ('client', 'supplier')`),
  ],
);

export type ContractRow = typeof contracts.$inferSelect;
export type ContractVersionRow = typeof contractVersions.$inferSelect;
export type ContractAcceptanceRow = typeof contractAcceptances.$inferSelect;
