import { expect, test } from '@playwright/test';
import { REDIRECTS, STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('client') });

test('an API 401 clears the session and lands on /', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/dashboard');
  await expect(shell.dashboard('client')).toBeVisible();

  // A token the API no longer accepts (as after a server-side revocation): the next call answers 401.
  await page.evaluate(
    (key) => window.localStorage.setItem(key, 'revoked.invalid.token'),
    STORAGE_KEYS.accessToken,
  );
  const unauthorized = page.waitForResponse((res) => res.url().includes('/api/v1/') && res.status() === 401);
  await page.reload();
  await unauthorized;

  await shell.expectPath(REDIRECTS.afterLogout);
  await expect.poll(() => shell.accessToken()).toBeNull();
  await expect(shell.sideMenu).toHaveCount(0);
});
