import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, TEST_IDS, type ApiEnvelope, type LoginResponse } from '@fachwerk/shared/contracts';
import { adminApi, submitLogin } from './pages/accounts.page';
import { approvedClient, confirmEnrolment, startEnrolment } from './pages/two-factor.page';
import { API_URL, storageStatePath } from './support/e2e-env';
import { enterTotpCode, freshTotpCode } from './support/totp';
import { Inbox } from './pages/identity.page';

const PASSWORD = 'Kranbahn!Nord-51';

async function logout(page: Page): Promise<void> {
  await page.getByTestId(TEST_IDS.logoutButton).click();
  await page.getByTestId(TEST_IDS.confirmDialog).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test('a client enrols a second factor, logs in with a code and with a recovery code; an admin resets it', async ({ page, request, browser }) => {
  // several logins, each with a code of its own 30-second step, and a move to a new app
  test.setTimeout(240_000);
  // an approved client of its own (registration is not the subject here)
  const email = `zwei.faktor.${Date.now()}@example.test`;
  await approvedClient(request, { email, password: PASSWORD, companyName: 'Zwei Faktor GmbH', vat: 'DE822222222' });

  // enrolment in the profile: the QR code, the key to type, the first code, the recovery codes once
  await submitLogin(page, 'client', email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  // on a phone (390 px): the QR code, the key and the recovery codes fit without sideways scrolling
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  const card = page.getByTestId('two-factor-card');
  await expect(card.getByTestId('two-factor-status')).toHaveText('Ausgeschaltet');
  // a stolen session alone cannot bind an app: the password first
  await startEnrolment(card, PASSWORD);
  await expect(card.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const secret = await confirmEnrolment(card);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codes = card.getByTestId('recovery-code');
  const recoveryCodes = await codes.allTextContents();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const done = card.getByRole('button', { name: 'Fertig' });
  await expect(done).toBeDisabled();
  await card.getByLabel('Ich habe die Codes sicher aufbewahrt.').check();
  await done.click();
  await expect(card.getByTestId('two-factor-status')).toContainText('Eingeschaltet · noch 10 Wiederherstellungscodes');
  await expect(codes).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await logout(page);

  // the password alone is no longer enough: the code of the app
  await submitLogin(page, 'client', email, PASSWORD);
  await expect(page.getByTestId('second-factor-form')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login/client');
  await enterTotpCode(page, secret);
  await logout(page);

  // the phone is not at hand: a recovery code, once
  await submitLogin(page, 'client', email, PASSWORD);
  const form = page.getByTestId('second-factor-form');
  await form.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
  await form.getByLabel(/^Wiederherstellungscode/).fill(recoveryCodes[0]!);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  await page.goto('/profile');
  await expect(page.getByTestId('two-factor-status')).toContainText('noch 9 Wiederherstellungscodes');

  // a new phone: the factor moves to a new app with the password and a code of the old one
  await card.getByRole('button', { name: 'Auf neue App umziehen' }).click();
  const move = page.getByTestId('two-factor-confirm');
  await move.getByLabel(/^Aktuelles Passwort/).fill(PASSWORD);
  await move.getByTestId('totp-code').fill(await freshTotpCode(secret));
  await move.getByRole('button', { name: 'Weiter' }).click();
  const newSecret = await confirmEnrolment(card);
  expect(newSecret).not.toBe(secret);
  await card.getByLabel('Ich habe die Codes sicher aufbewahrt.').check();
  await card.getByRole('button', { name: 'Fertig' }).click();
  await expect(card.getByTestId('two-factor-status')).toContainText('noch 10 Wiederherstellungscodes');
  await logout(page);
  await submitLogin(page, 'client', email, PASSWORD);
  await enterTotpCode(page, newSecret);
  // every change was mailed to the owner
  const inbox = new Inbox(request);
  await expect
    .poll(async () => (await inbox.mailsTo(email)).map((mail) => mail.subject), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['Bestätigung in zwei Schritten eingerichtet', 'Anmeldung mit einem Wiederherstellungscode', 'Bestätigung in zwei Schritten auf eine neue App umgezogen']));

  // phone and codes lost: an admin resets the second factor (confirmed, audited)
  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const adminPage = await adminContext.newPage();
  const admin = await adminApi();
  await adminPage.goto(`/profile/${await admin.accountId('client', email)}/client`);
  await admin.dispose();
  await adminPage.getByRole('button', { name: '2FA zurücksetzen' }).click();
  const dialog = adminPage.getByTestId(TEST_IDS.confirmDialog);
  await expect(dialog).toContainText('Bestätigung in zwei Schritten zurücksetzen?');
  await dialog.getByRole('button', { name: '2FA zurücksetzen' }).click();
  await expect(adminPage.getByTestId('audit-trail')).toContainText('Bestätigung in zwei Schritten zurückgesetzt');
  await adminContext.close();

  // the password alone opens the session again
  const plain = await request.post(`${API_URL}${API_PATHS.auth.login}`, { data: { email, password: PASSWORD, userType: 'client' } });
  const answer = (await plain.json()) as ApiEnvelope<LoginResponse>;
  expect(answer.code).toBeUndefined();
  expect(answer.data?.accessToken).toBeTruthy();
});
