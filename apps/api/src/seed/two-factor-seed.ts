import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET } from '@fachwerk/shared/contracts/two-factor';
import { isSealed } from '@fachwerk/server/core';
import { userTotp, users, type Db } from '@fachwerk/server/db';
import { decryptSecret, encryptSecret } from '../modules/auth';

/**
 * Admins must use a second factor: the demo admin gets the documented TOTP secret
 * (DEMO_ADMIN_TOTP_SECRET, printed by `npm start`), encrypted with this installation's key. An
 * existing factor (enrolled or reset and enrolled again) is left alone, unless this installation's
 * key cannot read it (a new `.env`): then the documented secret is sealed again with the current key.
 * Client and supplier demo accounts stay without one.
 */
export async function seedTwoFactor(db: Db, totpEncryptionKey: string): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)).limit(1);
  if (!admin) return;
  const [existing] = await db.select().from(userTotp).where(eq(userTotp.userId, admin.id)).limit(1);
  // sealed with the field key (the worker re-sealed it): kept
  if (existing && isSealed(existing.secretEncrypted)) return;
  if (existing) {
    try {
      decryptSecret(existing.secretEncrypted, totpEncryptionKey);
      return;
    } catch {
      await db.delete(userTotp).where(eq(userTotp.userId, admin.id));
    }
  }
  await db
    .insert(userTotp)
    .values({ userId: admin.id, secretEncrypted: encryptSecret(DEMO_ADMIN_TOTP_SECRET, totpEncryptionKey), confirmedAt: new Date() })
    .onConflictDoNothing({ target: userTotp.userId });
}
