import { expect, test } from '@playwright/test';
import { API_PATHS, type ApiEnvelope, type RegistrationResponse } from '@fachwerk/shared/contracts';
import { IdentityPage, Inbox } from './pages/identity.page';
import { API_URL } from './support/e2e-env';

test('password reset end to end: neutral confirmation, mailed code, new password, login with it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `kunde.${Date.now()}@example.test`;
  const inbox = new Inbox(request);
  // a verified client, created through the API (registration is not the subject here)
  const signup = await request.post(`${API_URL}${API_PATHS.auth.signup('client')}`, {
    data: {
      companyName: 'Passwort AG', vat: 'DE811111111', contactPerson: [{ name: 'Petra Passwort' }], firstName: 'Petra', lastName: 'Passwort',
      phoneNumber: '030 1111111', email, address: 'Alexanderplatz 1, 10178 Berlin', password: 'Alt!2026pass', password_confirmation: 'Alt!2026pass', termAndCondition: true,
    },
  });
  expect(signup.status()).toBe(201);
  const { userId } = ((await signup.json()) as ApiEnvelope<RegistrationResponse>).data!;
  const verification = await inbox.nextCode(email);
  expect((await request.post(`${API_URL}${API_PATHS.auth.emailVerify}`, { data: { userId, code: verification.code } })).status()).toBe(200);

  const identity = new IdentityPage(page);
  await page.goto('/login/client');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/forget-password\/client$/);
  await identity.field('E-Mail-Adresse *').fill(email);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText(/Wenn zu dieser Adresse ein Konto besteht/)).toBeVisible();

  const reset = await inbox.nextCode(email, [verification.id]);
  await identity.enterCode(reset.code);
  await page.getByRole('button', { name: 'Code prüfen' }).click();
  await identity.field('Neues Passwort *').fill('Neu!2026pass');
  await identity.field('Passwort bestätigen *').fill('Neu!2026pass');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/login\/client$/);

  // the old password no longer works, the new one does (the account is unapproved: /profile)
  const oldLogin = await request.post(`${API_URL}${API_PATHS.auth.login}`, { data: { email, password: 'Alt!2026pass', userType: 'client' } });
  expect(oldLogin.status()).toBe(401);
  await identity.login('client', email, 'Neu!2026pass');
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
});

test('an unknown address gets the same neutral confirmation', async ({ page }) => {
  await page.goto('/forget-password/supplier');
  await new IdentityPage(page).field('E-Mail-Adresse *').fill(`niemand.${Date.now()}@example.test`);
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page.getByText(/Wenn zu dieser Adresse ein Konto besteht/)).toBeVisible();
});
