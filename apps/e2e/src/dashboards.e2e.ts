import { expect, test } from '@playwright/test';
import { TEST_IDS, USER_TYPES } from '@fachwerk/shared/contracts';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

for (const role of USER_TYPES) {
  test.describe(`${role} dashboard`, () => {
    test.use({ storageState: storageStatePath(role) });

    test(`shows the ${role} remote's dashboard and the ${role} side menu`, async ({ page }) => {
      const shell = new ShellPage(page);
      await shell.open('/dashboard');
      await expect(shell.dashboard(role)).toBeVisible();
      for (const other of USER_TYPES.filter((r) => r !== role)) {
        await expect(shell.dashboard(other)).toHaveCount(0);
      }
      await shell.expectSideMenu(role, 'de');
      // Non-admins see the profile-completion ring, admins do not (specification §2).
      await expect(page.getByTestId(TEST_IDS.profileRing)).toHaveCount(role === 'admin' ? 0 : 1);
    });
  });
}
