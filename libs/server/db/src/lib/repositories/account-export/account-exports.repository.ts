import { Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../client';
import { InjectDb } from '../../db.module';
import { accountExports, type AccountExportRow } from '../../schema/account-exports';
import { users, type UserRow } from '../../schema/accounts';
import type { Actor } from '../actor';
import type { ErasedAccount } from '../erasure/erased-account';
import { collectAccountData, type AccountRows } from './account-data';
import { SEALED_FIELDS } from '../sealed-fields';

/** Replaces a sealed profile value by its plaintext in exported rows. */
function openSealedProfile(rows: AccountRows | undefined, key: string, field: string, open: (value: string, field: string) => string): void {
  for (const row of rows ?? []) {
    const profile = row['profile'] as Record<string, unknown> | undefined;
    const value = profile?.[key];
    if (profile && typeof value === 'string') row['profile'] = { ...profile, [key]: open(value, field) };
  }
}

/** The account's data exports: requested by the api, prepared by the worker (AccountExportBuilder). */
@Injectable()
export class AccountExportsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * A new export in preparation, or `undefined` when the actor already has one (a partial unique
   * index keeps it to one, so two requests at once queue one job). One still pending from before
   * `staleBefore` failed every attempt of its job: it is marked failed and no longer blocks.
   */
  async request(actor: Actor, staleBefore: Date, tx: DbOrTx = this.db): Promise<AccountExportRow | undefined> {
    await tx
      .update(accountExports)
      .set({ status: 'failed' })
      .where(and(eq(accountExports.userId, actor.id), eq(accountExports.status, 'requested'), lt(accountExports.requestedAt, staleBefore)));
    const [row] = await tx.insert(accountExports).values({ userId: actor.id }).onConflictDoNothing().returning();
    return row;
  }

  /** The actor's most recent export. */
  async latest(actor: Actor, tx: DbOrTx = this.db): Promise<AccountExportRow | undefined> {
    const [row] = await tx
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, actor.id))
      .orderBy(desc(accountExports.requestedAt), desc(accountExports.id))
      .limit(1);
    return row;
  }

  /** One of the actor's exports (another account's is not found). */
  async findOwn(actor: Actor, id: string): Promise<AccountExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.id, id), eq(accountExports.userId, actor.id)));
    return row;
  }
}

/** The worker's side: prepare, finish, fail and expire exports (no actor: the job names the row). */
export class AccountExportRecords {
  constructor(
    private readonly db: Db,
    /** Opens a sealed field (FieldCipher.open): the ZIP holds the account's passport/ID numbers and IBAN readable. */
    private readonly open: (value: string, field: string) => string,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Every section about the account (account-data.ts): table name → rows. */
  async collect(accountId: string): Promise<Record<string, AccountRows>> {
    const data = await collectAccountData(this.db, accountId);
    openSealedProfile(data['users'], 'accountNo', SEALED_FIELDS.iban, this.open);
    openSealedProfile(data['workers'], 'passportIdNumber', SEALED_FIELDS.passportId, this.open);
    return data;
  }

  /** Who the ready mail goes to; undefined for a deleted account. */
  async recipient(accountId: string): Promise<Pick<UserRow, 'email' | 'firstName' | 'language'> | undefined> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.id, accountId), isNull(users.deletedAt)));
    return row;
  }

  async pending(id: string): Promise<AccountExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.id, id), eq(accountExports.status, 'requested')));
    return row;
  }

  /** Marks a prepared export ready; false when it is no longer pending (deleted account, done before). */
  async markReady(tx: DbOrTx, id: string, file: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }): Promise<boolean> {
    const rows = await tx
      .update(accountExports)
      .set({ status: 'ready', ...file })
      .where(and(eq(accountExports.id, id), eq(accountExports.status, 'requested')))
      .returning({ id: accountExports.id });
    return rows.length === 1;
  }

  /** Expired exports whose file is still stored: clears their key and returns the keys to remove. */
  async releaseExpired(now: Date): Promise<string[]> {
    // RETURNING shows the new (cleared) key, so the old one is read first; a replica doing the same
    // at once removes the same file, which is harmless.
    const expired = await this.db
      .select({ id: accountExports.id, storageKey: accountExports.storageKey })
      .from(accountExports)
      .where(and(lt(accountExports.expiresAt, now), isNotNull(accountExports.storageKey)));
    const keys: string[] = [];
    for (const row of expired) {
      await this.db.update(accountExports).set({ storageKey: null }).where(eq(accountExports.id, row.id));
      if (row.storageKey) keys.push(row.storageKey);
    }
    return keys;
  }
}

/** Account deletion: the exports go with the account; returns the stored ZIPs to remove after the commit. */
export async function deleteExportsOf(tx: Tx, account: ErasedAccount): Promise<string[]> {
  const rows = await tx.delete(accountExports).where(eq(accountExports.userId, account.id)).returning({ storageKey: accountExports.storageKey });
  return rows.map((r) => r.storageKey).filter((k): k is string => k !== null);
}
