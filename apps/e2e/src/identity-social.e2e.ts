import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { E2E_GOOGLE_USER } from './support/local-oauth';

test('Google sign-in against the local OpenID Connect provider: first sign-in chooses the type, then a session', async ({ page }) => {
  await page.goto('/login/client');
  await expect(page.getByRole('button', { name: 'Weiter mit Facebook' })).toHaveCount(0); // not configured
  await page.getByRole('button', { name: 'Weiter mit Google' }).click();
  // provider → API callback → shell /oauth/callback?ticket=…
  await expect(page).toHaveURL(/\/oauth\/callback\?ticket=/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Als Kunde (Aufträge vergeben)' }).click();
  // a new account is unapproved: it is logged in and sent to /profile
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  const userData = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userData);
  expect(JSON.parse(userData ?? '{}')).toMatchObject({ userType: 'client', email: E2E_GOOGLE_USER.email });
});

test('a sign-in cancelled at the provider explains what to do', async ({ page }) => {
  await page.goto('/oauth/callback?error=denied');
  await expect(page.getByRole('alert')).toContainText('Die Anmeldung wurde beim Anbieter abgebrochen');
  await page.getByRole('link', { name: 'Zurück zur Auswahl' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
});
