import { expect, test } from '@playwright/test';
import { ShellPage, menuLabels } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('supplier') });

test('switching to English changes the UI texts and survives a reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/dashboard');
  await shell.expectSideMenu('supplier', 'de');

  await shell.switchLanguage('en');
  await shell.expectSideMenu('supplier', 'en');
  const german = menuLabels('supplier', 'de').filter((label, i) => label !== menuLabels('supplier', 'en')[i]);
  for (const label of german) await expect(shell.sideMenu.getByText(label, { exact: true })).toHaveCount(0);

  await page.reload();
  await shell.expectSideMenu('supplier', 'en');
});
