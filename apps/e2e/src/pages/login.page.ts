import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';

/** The guest login form at /login/{type}. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async loginAs(role: UserType, password: string = DEMO_PASSWORD): Promise<void> {
    await this.page.goto(`/login/${role}`);
    const form = this.page.getByTestId(TEST_IDS.loginForm);
    await expect(form).toBeVisible();
    await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_ACCOUNTS[role]);
    await form.locator('input[type="password"]').first().fill(password);
    await form.locator('button[type="submit"]').first().click();
    // argon2id verification is deliberately slow; give a loaded CI machine time.
    await expect(this.page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  }
}
