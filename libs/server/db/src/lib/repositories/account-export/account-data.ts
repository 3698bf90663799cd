import { eq, getTableColumns, getTableName, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client';
import { users, sessions } from '../../schema/accounts';
import { auditLog, totpRecoveryCodes, userTotp } from '../../schema/identity';
import { notifications } from '../../schema/notifications';
import { uploads } from '../../schema/uploads';
import { workers } from '../../schema/workers';
import { applications, awards, awardWorkers, feedback, jobs, savedJobs } from '../../schema/jobs';
import { chatMessages, chatReads, conversations } from '../../schema/chat';
import { meetingHistory, meetings } from '../../schema/meetings';
import { workLogs, workLogVersions } from '../../schema/work-logs';
import { invoiceDocuments, invoiceMessages, invoicePayments, invoices, invoiceSettings } from '../../schema/invoices';
import { accountingSettings, buyerProfiles, debtorNumbers, jobBuyerReferences } from '../../schema/accounting';
import { accountExports } from '../../schema/account-exports';
import { contractAcceptances, contracts, contractVersions } from '../../schema/contracts';
import { staffingPermits } from '../../schema/permits';
import { changeOrders } from '../../schema/change-orders';

/** The rows of one table that are about the account. */
export type AccountRows = Record<string, unknown>[];

interface AccountDataSection {
  /** SQL table name; the ZIP holds the rows as `data/<table>.json` */
  table: string;
  /** SQL names of the columns left out (secrets, derived columns) */
  omitted: string[];
  rows(db: DbOrTx, accountId: string): Promise<AccountRows>;
}

/** Every column of a table but the named ones (secrets and derived columns). */
function columnsExcept<T extends PgTable>(table: T, ...left: (keyof T['_']['columns'])[]): Record<string, PgColumn> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !left.includes(name)));
}

function section<T extends PgTable>(table: T, where: (accountId: string) => SQL | undefined, ...left: (keyof T['_']['columns'])[]): AccountDataSection {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return {
    table: getTableName(table),
    omitted: left.map((name) => columns[name as string].name),
    rows: (db, accountId) =>
      (db.select(columnsExcept(table, ...left)).from(table as PgTable).where(where(accountId)) as unknown as Promise<AccountRows>),
  };
}

// Ids of the account's own objects, as sub-selects for the tables that hang off them.
const ownJobIds = (db: DbOrTx, id: string) => db.select({ id: jobs.id }).from(jobs).where(eq(jobs.clientId, id));
/** `column in (<sub-select>)`; drizzle accepts a select here, its types only the builder's own mode. */
const inOwn = (column: PgColumn, ids: object) => inArray(column, ids as SQL);
const partyOf = (table: { clientId: PgColumn; supplierId: PgColumn }, id: string) => or(eq(table.clientId, id), eq(table.supplierId, id));

/**
 * Everything stored about an account, table by table (Art. 15 and 20 DSGVO): its own rows and the
 * rows it is a party to (the other party's messages in its chats, applications to its jobs, its
 * invoices from both sides). Secrets that would let the holder of the ZIP act as the account are
 * left out column by column: the password hash, the second factor's secret, recovery-code hashes.
 * `account-data.int-spec.ts` derives from the schema every table with a column referencing an
 * account: each must be here or in `ACCOUNT_DATA_EXCLUSIONS`.
 */
export function accountDataSections(db: DbOrTx): AccountDataSection[] {
  return [
    section(users, (id) => eq(users.id, id), 'passwordHash'),
    // login history: one session per login, with its device and end
    section(sessions, (id) => eq(sessions.userId, id)),
    section(userTotp, (id) => eq(userTotp.userId, id), 'secretEncrypted'),
    section(totpRecoveryCodes, (id) => eq(totpRecoveryCodes.userId, id), 'codeHash'),
    section(auditLog, (id) => or(eq(auditLog.actorId, id), eq(auditLog.targetId, id))),
    section(notifications, (id) => eq(notifications.userId, id)),
    section(uploads, (id) => eq(uploads.ownerId, id)),
    section(workers, (id) => eq(workers.supplierId, id)),
    section(jobs, (id) => eq(jobs.clientId, id), 'search'),
    section(jobBuyerReferences, (id) => inOwn(jobBuyerReferences.jobId, ownJobIds(db, id))),
    section(savedJobs, (id) => eq(savedJobs.supplierId, id)),
    section(applications, (id) => or(eq(applications.supplierId, id), inOwn(applications.jobId, ownJobIds(db, id)))),
    section(awards, (id) => partyOf(awards, id)),
    section(awardWorkers, (id) => inOwn(awardWorkers.awardId, ownAwardIds(db, id))),
    // the contracts of its awards, every version's text and both parties' acceptances (§ 126b BGB record)
    section(contracts, (id) => inOwn(contracts.awardId, ownAwardIds(db, id))),
    section(contractVersions, (id) => inOwn(contractVersions.contractId, ownContractIds(db, id))),
    section(contractAcceptances, (id) =>
      inOwn(contractAcceptances.versionId, db.select({ id: contractVersions.id }).from(contractVersions).where(inOwn(contractVersions.contractId, ownContractIds(db, id)))),
    ),
    section(staffingPermits, (id) => eq(staffingPermits.supplierId, id)),
    // the change orders (Nachträge) of its awards, proposed and decided
    section(changeOrders, (id) => inOwn(changeOrders.awardId, ownAwardIds(db, id))),
    section(feedback, (id) => or(eq(feedback.authorId, id), eq(feedback.targetId, id))),
    section(conversations, (id) => partyOf(conversations, id)),
    section(chatMessages, (id) =>
      inOwn(chatMessages.conversationId, db.select({ id: conversations.id }).from(conversations).where(partyOf(conversations, id))),
    ),
    section(chatReads, (id) => eq(chatReads.userId, id)),
    section(meetings, (id) => partyOf(meetings, id)),
    section(meetingHistory, (id) => inOwn(meetingHistory.meetingId, db.select({ id: meetings.id }).from(meetings).where(partyOf(meetings, id)))),
    section(workLogs, (id) => partyOf(workLogs, id)),
    section(workLogVersions, (id) => inOwn(workLogVersions.workLogId, db.select({ id: workLogs.id }).from(workLogs).where(partyOf(workLogs, id)))),
    section(invoices, (id) => or(eq(invoices.issuerId, id), eq(invoices.recipientId, id))),
    section(invoicePayments, (id) => inOwn(invoicePayments.invoiceId, ownInvoiceIds(db, id))),
    section(invoiceMessages, (id) => inOwn(invoiceMessages.invoiceId, ownInvoiceIds(db, id))),
    section(invoiceDocuments, (id) => inOwn(invoiceDocuments.invoiceId, ownInvoiceIds(db, id))),
    section(invoiceSettings, (id) => eq(invoiceSettings.userId, id)),
    section(buyerProfiles, (id) => eq(buyerProfiles.userId, id)),
    section(accountingSettings, (id) => eq(accountingSettings.userId, id)),
    section(debtorNumbers, (id) => or(eq(debtorNumbers.supplierId, id), eq(debtorNumbers.clientId, id))),
    section(accountExports, (id) => eq(accountExports.userId, id)),
  ];
}

const ownAwardIds = (db: DbOrTx, id: string) => db.select({ id: awards.id }).from(awards).where(partyOf(awards, id));
const ownContractIds = (db: DbOrTx, id: string) => db.select({ id: contracts.id }).from(contracts).where(inOwn(contracts.awardId, ownAwardIds(db, id)));

const ownInvoiceIds = (db: DbOrTx, id: string) =>
  db.select({ id: invoices.id }).from(invoices).where(or(eq(invoices.issuerId, id), eq(invoices.recipientId, id)));

/**
 * Tables with a column referencing an account that the export leaves out, each with its reason.
 * Keep it short: a table belongs here only when its rows say nothing about the person.
 */
export const ACCOUNT_DATA_EXCLUSIONS: Readonly<Record<string, string>> = {
  verification_codes: 'one-time e-mail and password-reset codes: keyed hashes that live minutes; nothing about the person',
  upload_grants: "read permissions on other accounts' files (access control), not data about this account",
  invoice_number_sequences: "the issuer's next invoice number; every number it gave is on the exported invoices",
  retained_billing_parties: 'written only when the account is deleted (its billing data kept for suppliers\' open claims); a deleted account has no export',
};

/** Collects every section for one account: table name → rows. */
export async function collectAccountData(db: DbOrTx, accountId: string): Promise<Record<string, AccountRows>> {
  const result: Record<string, AccountRows> = {};
  // One after the other: the worker shares the pool with the other jobs.
  for (const s of accountDataSections(db)) result[s.table] = await s.rows(db, accountId);
  return result;
}
