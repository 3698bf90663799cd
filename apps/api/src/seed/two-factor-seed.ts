import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from '@fachwerk/shared/contracts';
import { userTotp, users, type Db } from '@fachwerk/server/db';
import { encryptSecret } from '../modules/auth/two-factor/totp-crypto';

/**
 * Admins must use a second factor: the demo admin gets the documented TOTP secret
 * (DEMO_ADMIN_TOTP_SECRET, printed by `npm start`), encrypted with this installation's key. An
 * existing factor (enrolled or reset and enrolled again) is left alone. Client and supplier demo
 * accounts stay without one.
 */
export async function seedTwoFactor(db: Db, totpEncryptionKey: string): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)).limit(1);
  if (!admin) return;
  await db
    .insert(userTotp)
    .values({ userId: admin.id, secretEncrypted: encryptSecret(DEMO_ADMIN_TOTP_SECRET, totpEncryptionKey), confirmedAt: new Date() })
    .onConflictDoNothing({ target: userTotp.userId });
}
