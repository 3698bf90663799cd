import { expect, test } from '@playwright/test';
import { submitLogin } from './pages/accounts.page';
import { approvedClient } from './pages/two-factor.page';

const PASSWORD = 'Kranbahn!Sued-73';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('a client sees its signed-in devices on the profile and signs the phone out with its password (ASVS V7.5.2)', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  // an account of its own: ending sessions of a demo account would end the other journeys' logins
  const email = `geraete.${Date.now()}@example.test`;
  await approvedClient(request, { email, password: PASSWORD, companyName: 'Geräte GmbH', vat: 'DE833333333' });

  // a second device: a phone in a browser context of its own
  const phoneContext = await browser.newContext({ userAgent: PHONE_AGENT, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await submitLogin(phone, 'client', email, PASSWORD);
  await expect(phone).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });

  // this device, on a phone-sized screen too
  await page.setViewportSize({ width: 390, height: 844 });
  await submitLogin(page, 'client', email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  await page.goto('/profile');
  const card = page.getByTestId('signed-in-devices');
  const devices = card.getByTestId('signed-in-device');
  // the phone, this browser, and the session the e-mail confirmation opened (through the API)
  await expect(devices).toHaveCount(3);
  await expect(card.locator('[data-current="true"]')).toContainText('Dieses Gerät');
  const other = card.locator('[data-current="false"]', { hasText: 'iPhone' });
  await expect(other).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // a wrong password ends nothing
  await other.getByRole('button', { name: /^Abmelden/ }).click();
  const dialog = page.getByTestId('end-sessions-dialog');
  await dialog.getByLabel(/^Aktuelles Passwort/).fill('Falsch!Passwort-1');
  await dialog.getByRole('button', { name: 'Abmelden' }).click();
  await expect(dialog).toContainText('Das aktuelle Passwort ist falsch.');
  await expect(devices).toHaveCount(3);

  // the right one signs the phone out: gone from the list, and the phone is logged out
  await dialog.getByLabel(/^Aktuelles Passwort/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Abmelden' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(devices).toHaveCount(2);
  await expect(other).toHaveCount(0);
  await phone.goto('/profile');
  await expect(phone).toHaveURL((url) => url.pathname === '/', { timeout: 30_000 });
  await phoneContext.close();

  // every other device at once: this one stays
  await card.getByRole('button', { name: 'Alle anderen abmelden' }).click();
  await dialog.getByLabel(/^Aktuelles Passwort/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Alle anderen abmelden' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(devices).toHaveCount(1);
  await expect(card).toContainText('Ihr Konto ist nur auf diesem Gerät angemeldet.');

  // this device is still signed in
  await page.reload();
  await expect(page.getByTestId('signed-in-devices').getByTestId('signed-in-device')).toHaveCount(1);
});
