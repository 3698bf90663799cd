import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { API_PATHS, type ApiEnvelope, type RegistrationResponse } from '@fachwerk/shared/contracts';
import { API_URL } from '../support/e2e-env';
import { freshTotpCode } from '../support/totp';
import { adminApi } from './accounts.page';
import { Inbox } from './identity.page';

/** Who the fresh client is: its own e-mail address, company and VAT id (unique per journey). */
export interface FreshClient {
  email: string;
  password: string;
  companyName: string;
  vat: string;
}

/**
 * An approved client of its own, through the API (registration is not the subject where it is used):
 * signed up, e-mail confirmed with the mailed code, approved by the admin. Journeys that switch the
 * second factor on use one, never a demo account.
 */
export async function approvedClient(request: APIRequestContext, client: FreshClient): Promise<void> {
  const { email, password, companyName, vat } = client;
  const signup = await request.post(`${API_URL}${API_PATHS.auth.signup('client')}`, {
    data: {
      companyName, vat, contactPerson: [{ name: 'Zora Faktor' }], firstName: 'Zora', lastName: 'Faktor',
      phoneNumber: '030 2222222', email, address: 'Alexanderplatz 1, 10178 Berlin', password, password_confirmation: password, termAndCondition: true,
    },
  });
  expect(signup.status()).toBe(201);
  const { userId } = ((await signup.json()) as ApiEnvelope<RegistrationResponse>).data!;
  const { code } = await new Inbox(request).nextCode(email);
  expect((await request.post(`${API_URL}${API_PATHS.auth.emailVerify}`, { data: { userId, code } })).status()).toBe(200);
  const admin = await adminApi();
  await admin.approve('client', email);
  await admin.dispose();
}

/** Starts the enrolment in the profile's two-factor card: "Einrichten", then the current password. */
export async function startEnrolment(card: Locator, password: string): Promise<void> {
  await card.getByRole('button', { name: 'Einrichten' }).click();
  const dialog = card.page().getByTestId('two-factor-confirm');
  await dialog.getByLabel(/^Aktuelles Passwort/).fill(password);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(card.getByTestId('totp-manual-key')).toBeVisible();
}

/**
 * The enrolment's second step in the profile's two-factor card, after "Einrichten": the key shown,
 * its current code entered and confirmed; answers the key once the ten recovery codes are shown.
 */
export async function confirmEnrolment(card: Locator): Promise<string> {
  const secret = ((await card.getByTestId('totp-manual-key').textContent()) ?? '').replace(/\s/g, '');
  await card.getByTestId('totp-code').fill(await freshTotpCode(secret));
  await card.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(card.getByTestId('recovery-code')).toHaveCount(10);
  return secret;
}
