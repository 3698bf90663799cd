import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, type Language, type UserType } from '@fachwerk/shared/contracts';
import { DB, staffingPermits, UsersRepository, type Db } from '@fachwerk/server/db';
import { PasswordHasher } from '../modules/auth/password-hasher';
import { login } from './second-factor';
import type { TestApi } from './test-api';

export interface TestAccount {
  id: string;
  token: string;
}

let passwordHash: Promise<string> | undefined;

/**
 * A new approved, verified account of the role (demo password), logged in through the API. Its e-mail
 * starts with `prefix`; its company name is random unless given.
 */
export async function approvedAccount(
  api: TestApi,
  role: UserType,
  {
    prefix = 'test',
    language = 'de',
    companyName = `${role} ${randomBytes(3).toString('hex')} GmbH`,
    permit = role === 'supplier',
  }: {
    prefix?: string;
    language?: Language;
    companyName?: string;
    /** suppliers: a verified AÜG permit on file (default), as resource jobs need it */
    permit?: boolean;
  } = {},
): Promise<TestAccount> {
  passwordHash ??= new PasswordHasher().hash(DEMO_PASSWORD);
  const email = `${prefix}-${role}-${randomBytes(4).toString('hex')}@fachwerk.test`;
  const user = await api.app.get(UsersRepository).ensure({
    userType: role,
    email,
    firstName: 'Test',
    lastName: role,
    companyName,
    language,
    passwordHash: await passwordHash,
    approvalStatus: 'approved',
    emailVerifiedAt: new Date(),
  });
  if (role === 'supplier' && permit) await grantVerifiedPermit(api.app.get<Db>(DB), user.id);
  // an admin is enrolled in the second factor by the login helper (admins must have one)
  const { body } = await login(api.call, { email, password: DEMO_PASSWORD, userType: role });
  if (!body.data) throw new Error(`login of ${email} failed: ${body.message}`);
  return { id: user.id, token: body.data.accessToken };
}

/** A verified, unlimited AÜG permit of the supplier (§ 1 (1) AÜG), as an admin leaves it after checking the copy. */
export async function grantVerifiedPermit(db: Db, supplierId: string): Promise<void> {
  const verified = {
    agency: 'Bundesagentur für Arbeit, Regionaldirektion Test',
    issuedOn: '2020-01-15',
    unlimited: true,
    validUntil: null,
    file: `/api/v1/files/${supplierId}`,
    status: 'verified' as const,
    verifiedAt: new Date(),
    rejectionReason: null,
    warnedDays: null,
    expiredNotifiedAt: null,
  };
  await db
    .insert(staffingPermits)
    .values({ supplierId, ...verified })
    .onConflictDoUpdate({ target: staffingPermits.supplierId, set: verified });
}
