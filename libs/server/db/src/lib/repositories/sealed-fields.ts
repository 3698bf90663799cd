import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema/accounts';
import { userTotp } from '../schema/identity';
import { workers } from '../schema/workers';

/**
 * The fields kept encrypted at rest (FieldCipher in libs/server/core), each with the name it is sealed
 * under (authenticated data: a value copied into another field does not open). Passport/ID numbers
 * and IBANs live in the profile documents, the TOTP secret in its own column.
 */
export const SEALED_FIELDS = {
  iban: 'users.profile.accountNo',
  passportId: 'workers.profile.passportIdNumber',
  totpSecret: 'user_totp.secret_encrypted',
} as const;

/** What the re-seal needs of the cipher (and the opener of TOTP secrets sealed before field encryption). */
export interface Resealer {
  needsReseal(value: string): boolean;
  reseal(value: string, field: string): string;
}

export interface ResealReport {
  iban: number;
  passportId: number;
  totpSecret: number;
}

/** One batch of a profile field: rows whose value is plaintext or sealed with a previous key. */
async function resealProfileField(
  db: DbOrTx,
  table: typeof users | typeof workers,
  key: string,
  field: string,
  cipher: Resealer,
  batch: number,
): Promise<number> {
  const value = sql<string>`${table.profile} ->> ${key}`;
  const rows = (await db
    .select({ id: table.id, value })
    .from(table)
    .where(sql`${table.profile} ? ${key} and jsonb_typeof(${table.profile} -> ${key}) = 'string'`)) as { id: string; value: string }[];
  let moved = 0;
  for (const row of rows.filter((r) => r.value !== '' && cipher.needsReseal(r.value)).slice(0, batch)) {
    const sealed = cipher.reseal(row.value, field);
    // conditional: a concurrent edit (or another replica's run) wins, this row is taken next time
    const updated = await db
      .update(table)
      .set({ profile: sql`jsonb_set(${table.profile}, ${`{${key}}`}::text[], to_jsonb(${sealed}::text))` })
      .where(and(eq(table.id, row.id), sql`${value} = ${row.value}`))
      .returning({ id: table.id });
    moved += updated.length;
  }
  return moved;
}

/**
 * Seals every sensitive value that is still plaintext (written before field encryption) or sealed
 * with a previous key, with the current key: at most `batch` rows per field and call; the worker's
 * re-seal task calls it until it reports nothing left. `openLegacyTotp` opens TOTP secrets in the
 * format from before (TOTP_ENCRYPTION_KEY).
 */
export async function resealSensitiveFields(
  db: DbOrTx,
  cipher: Resealer,
  openLegacyTotp: (value: string) => string | undefined,
  batch = 200,
): Promise<ResealReport> {
  const iban = await resealProfileField(db, users, 'accountNo', SEALED_FIELDS.iban, cipher, batch);
  const passportId = await resealProfileField(db, workers, 'passportIdNumber', SEALED_FIELDS.passportId, cipher, batch);
  let totpSecret = 0;
  const secrets = await db.select({ userId: userTotp.userId, value: userTotp.secretEncrypted }).from(userTotp);
  for (const row of secrets.filter((r) => cipher.needsReseal(r.value)).slice(0, batch)) {
    const legacy = openLegacyTotp(row.value);
    const sealed = cipher.reseal(legacy ?? row.value, SEALED_FIELDS.totpSecret);
    const updated = await db
      .update(userTotp)
      .set({ secretEncrypted: sealed })
      .where(and(eq(userTotp.userId, row.userId), eq(userTotp.secretEncrypted, row.value)))
      .returning({ userId: userTotp.userId });
    totpSecret += updated.length;
  }
  return { iban, passportId, totpSecret };
}
