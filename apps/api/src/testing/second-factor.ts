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
import { DEMO_ADMIN_TOTP_SECRET, TOTP_PERIOD_SECONDS, TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import type { CallInit, TestApi } from './test-api';

/** Steps this process has used per secret: a code works once, so each login takes a fresh step. */
const usedSteps = new Map<string, number>();
/** Secrets of the admins this process enrolled while logging them in (test accounts), by e-mail. */
const enrolledSecrets = new Map<string, string>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A current code that this process has not used yet: the earliest step the server still accepts
 * (one period of drift back) after the last one used; waits for the next period when all three
 * accepted steps are spent (at most one period).
 */
export async function freshTotpCode(secret: string): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = Math.max(now - 1, (usedSteps.get(secret) ?? -Infinity) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return { code: generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS }), step };
    }
    await sleep((now + 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 50);
  }
}

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
