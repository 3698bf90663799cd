import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  type ApiEnvelope,
  type LoginRequest,
  type LoginResponse,
  type TwoFactorChallenge,
} from '@fachwerk/shared/contracts';
import { DEMO_ADMIN_TOTP_SECRET, TWO_FACTOR_PATHS } from '@fachwerk/shared/contracts/two-factor';
import { totpCodeSource } from '@fachwerk/shared/contracts/testing';
import { API_URL } from './e2e-env';

/**
 * The second factor in journeys: codes computed like an authenticator app (otplib). A code's time
 * step works once, so each login here takes a step this process has not used (the earliest the API
 * still accepts); a step another worker took first is answered TOTP_CODE_USED and the next one is tried.
 */
const nextTotpCode = totpCodeSource((secret, epoch) => generateSync({ secret, epoch }));

export const freshTotpCode = async (secret: string): Promise<string> => (await nextTotpCode(secret)).code;

/** The secret of a demo account with a second factor (the seeded admin), if any. */
export const demoTotpSecret = (email: string): string | undefined => (email.toLowerCase() === DEMO_ACCOUNTS.admin ? DEMO_ADMIN_TOTP_SECRET : undefined);

/** POST /auth/login plus, for an account with a second factor, its second step: the session. */
export async function apiLogin(request: APIRequestContext, credentials: LoginRequest, secret = demoTotpSecret(credentials.email)): Promise<LoginResponse> {
  const first = await request.post(`${API_URL}${API_PATHS.auth.login}`, { data: credentials });
  const body = (await first.json()) as ApiEnvelope<LoginResponse | TwoFactorChallenge>;
  if (body.code !== 'TOTP_REQUIRED') {
    expect(first.ok(), `login of ${credentials.email}: ${body.message}`).toBeTruthy();
    return body.data as LoginResponse;
  }
  if (!secret) throw new Error(`${credentials.email} has a second factor; no secret given`);
  const { challenge } = body.data as TwoFactorChallenge;
  for (let attempt = 0; ; attempt++) {
    const second = await request.post(`${API_URL}${TWO_FACTOR_PATHS.login}`, { data: { challenge, code: await freshTotpCode(secret) } });
    const answer = (await second.json()) as ApiEnvelope<LoginResponse>;
    if (answer.code === 'TOTP_CODE_USED' && attempt < 5) continue;
    expect(second.ok(), `second step of ${credentials.email}: ${answer.message}`).toBeTruthy();
    return answer.data as LoginResponse;
  }
}

/** The login form's second step: types a fresh code until the shell reaches the dashboard. */
export async function enterTotpCode(page: Page, secret: string): Promise<void> {
  const field = page.getByTestId('totp-code');
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect(field).toBeVisible({ timeout: 30_000 });
    await field.fill(await freshTotpCode(secret));
    await page.getByTestId('second-factor-form').getByRole('button', { name: 'Anmelden' }).click();
    // A step another worker used first leaves the form on the page: try the next step.
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 }).then(() => 'dashboard' as const),
      page.getByText('Dieser Code wurde bereits verwendet').waitFor({ timeout: 15_000 }).then(() => 'used' as const),
    ]).catch(() => 'timeout' as const);
    if (outcome === 'dashboard') return;
  }
  throw new Error('the second step did not reach the dashboard');
}
