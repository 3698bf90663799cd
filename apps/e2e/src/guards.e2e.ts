import { expect, test } from '@playwright/test';
import { REDIRECTS, TEST_IDS } from '@fachwerk/shared/contracts';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

test.describe('guest', () => {
  test('opening /dashboard lands on /get-started', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/dashboard');
    await shell.expectPath(REDIRECTS.loggedOutHome);
    await expect(page.getByTestId(TEST_IDS.sideMenu)).toHaveCount(0);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/diese-seite-gibt-es-nicht');
    await expect(shell.notFound).toBeVisible();
    await shell.expectPath('/diese-seite-gibt-es-nicht');
  });
});

test.describe('client', () => {
  test.use({ storageState: storageStatePath('client') });

  for (const path of ['/worker', '/client']) {
    test(`opening ${path} (another role's page) lands on /dashboard`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.open(path);
      await shell.expectPath(REDIRECTS.loggedInHome);
      await expect(shell.dashboard('client')).toBeVisible();
    });
  }

  test('opening /client-register lands on /dashboard', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/client-register');
    await shell.expectPath(REDIRECTS.loggedInHome);
  });
});

test.describe('admin', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('opening /client-register lands on /dashboard (registration guard includes admins)', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.open('/client-register');
    await shell.expectPath(REDIRECTS.loggedInHome);
    await expect(shell.dashboard('admin')).toBeVisible();
  });
});
