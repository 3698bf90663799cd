import { expect, test } from '@playwright/test';
import { REDIRECTS } from '@fachwerk/shared/contracts';
import { AdminAccountsPage, PENDING_ACCOUNTS, UpdatePasswordPage, adminApi, atPath, loginNotApproved, submitLogin } from './pages/accounts.page';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

test('a deactivated account is logged out on its next call', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = PENDING_ACCOUNTS.client2;
  const { context: clientContext, page: client } = await loginNotApproved(browser, 'client', email);
  await expect(client.getByTestId('profile-page')).toBeVisible();
  // the next API call of the still-open session answers 401. Which call that is races: the closed
  // socket may make the page fetch at once (e.g. the chat's unread count), else the reload below does;
  // so the wait starts before the deactivation
  const unauthorized = client.waitForResponse((res) => res.url().includes('/api/v1/') && res.status() === 401);

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = new AdminAccountsPage(await adminContext.newPage());
  await admin.openList('client', `?search=${encodeURIComponent(email)}`);
  await admin.row(email).getByRole('link').click();
  await admin.action('Deaktivieren').click();
  const confirm = admin.page.getByRole('dialog', { name: 'Konto deaktivieren' });
  await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(admin.accountStatus).toHaveAttribute('data-status', 'inactive');
  await expect(admin.action('Aktivieren')).toBeVisible();
  await expect(admin.auditTrail).toContainText('Deaktiviert');
  await adminContext.close();

  // the session is cleared and the client is back at /
  await client.reload();
  await unauthorized;
  await expect(client).toHaveURL(atPath(REDIRECTS.afterLogout));
  await expect.poll(() => new ShellPage(client).accessToken()).toBeNull();
  await clientContext.close();
});

test('update password: success toast, the old password no longer logs in, the new one does', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = PENDING_ACCOUNTS.supplier2;
  const api = await adminApi();
  await api.approve('supplier', email);
  await api.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, 'supplier', email);
  await expect(page).toHaveURL(atPath(REDIRECTS.loggedInHome), { timeout: 30_000 });

  const next = 'Neues-Passwort!2027';
  await new UpdatePasswordPage(page).change('Fachwerk!2026', next);
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  await expect(page.getByLabel(/^Aktuelles Passwort/)).toHaveValue('');

  await page.evaluate(() => window.localStorage.clear());
  await submitLogin(page, 'supplier', email);
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(atPath('/login/supplier'));

  await submitLogin(page, 'supplier', email, next);
  await expect(page).toHaveURL(atPath(REDIRECTS.loggedInHome), { timeout: 30_000 });
  await context.close();
});
