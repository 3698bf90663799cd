import { expect, test } from '@playwright/test';
import type { RuntimeConfig } from '@fachwerk/shared/contracts';
import { catalogues } from '@fachwerk/shared/i18n/server';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';
import { unusedPort } from './support/free-port';

test.use({ storageState: storageStatePath('supplier') });

test('with the supplier remote server stopped the shell shows the error state with a retry', async ({
  page,
}) => {
  const deadPort = await unusedPort();
  // The shell reads remote URLs from its runtime manifest: point the supplier at a port where nothing listens.
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    config.remotes.supplier = `http://127.0.0.1:${deadPort}/remoteEntry.js`;
    await route.fulfill({ response, json: config });
  });

  const shell = new ShellPage(page);
  await shell.open('/dashboard');
  await expect(shell.remoteError).toBeVisible({ timeout: 20_000 });
  await expect(shell.dashboard('supplier')).toHaveCount(0);
  await expect(shell.remoteError.getByRole('button', { name: catalogues.de.common.retry })).toBeVisible();
});
