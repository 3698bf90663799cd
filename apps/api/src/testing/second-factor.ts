import { generateSync } from 'otplib';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  type ApiEnvelope,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorChallenge,
  type TwoFactorEnrolmentLogin,
  type TwoFactorSetup,
} from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET, TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import { totpCodeSource } from '@fachwerk/shared/contracts/testing';
import type { CallInit, TestApi } from './test-api';

/** Secrets of the admins this process enrolled while logging them in (test accounts), by e-mail. */
const enrolledSecrets = new Map<string, string>();

/** A current code that this process has not used yet (see totpCodeSource). */
export const freshTotpCode = totpCodeSource((secret, epoch) => generateSync({ secret, epoch }));

export type Call = TestApi['call'];
type Answer = Awaited<ReturnType<Call>>;

/**
 * POST /auth/login, and when the account has a second factor (the demo admin's seeded secret, one
 * enrolled here, or `totpSecret`) its second step with a fresh code; an admin without one (a test's
 * fresh admin account) is enrolled through the login's enrolment step. Answers with the step that
 * opened the session, as a plain login answered before admins needed a second factor. Every test
 * that logs in goes through here (or loginDemoUsers).
 */
export async function login(call: Call, credentials: LoginRequest, init: Omit<CallInit, 'method' | 'json'> & { totpSecret?: string } = {}): Promise<Answer & { body: ApiEnvelope<LoginResponse> }> {
  const { totpSecret, ...rest } = init;
  const first = await call<LoginResponse | TwoFactorChallenge>(API_PATHS.auth.login, { ...rest, method: 'POST', json: credentials });
  const email = credentials.email.toLowerCase();
  if (first.body.code === 'TOTP_ENROLMENT_REQUIRED') {
    const { challenge } = first.body.data as TwoFactorChallenge;
    const setup = await call<TwoFactorSetup>(TWO_FACTOR_PATHS.loginSetup, { ...rest, method: 'POST', json: { challenge } });
    if (!setup.body.data) return setup as never;
    const secret = setup.body.data.manualKey.replace(/\s/g, '');
    enrolledSecrets.set(email, secret);
    const { code } = await freshTotpCode(secret);
    return (await call<TwoFactorEnrolmentLogin>(TWO_FACTOR_PATHS.loginEnable, { ...rest, method: 'POST', json: { challenge, code } })) as never;
  }
  const secret = totpSecret ?? enrolledSecrets.get(email) ?? (email === DEMO_ACCOUNTS.admin ? DEMO_ADMIN_TOTP_SECRET : undefined);
  if (first.body.code !== 'TOTP_REQUIRED' || !secret) return first as Answer & { body: ApiEnvelope<LoginResponse> };
  const { challenge } = first.body.data as TwoFactorChallenge;
  for (let attempt = 0; ; attempt++) {
    const { code } = await freshTotpCode(secret);
    const second = await call<LoginResponse>(TWO_FACTOR_PATHS.login, { ...rest, method: 'POST', json: { challenge, code } });
    // Another process (a parallel e2e worker) may have used the same step: take the next one.
    if (second.body.code === 'TOTP_CODE_USED' && attempt < 5) continue;
    return second as Answer & { body: ApiEnvelope<LoginResponse> };
  }
}
