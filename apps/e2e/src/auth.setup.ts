import { test as setup } from '@playwright/test';
import { USER_TYPES } from '@fachwerk/shared/contracts';
import { LoginPage } from './pages/login.page';
import { storageStatePath } from './support/e2e-env';

/** Logs each seeded role in once through the real login form and keeps the session. */
for (const role of USER_TYPES) {
  setup(`log in as ${role}`, async ({ page }) => {
    await new LoginPage(page).loginAs(role);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
