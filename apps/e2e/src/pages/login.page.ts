import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { demoTotpSecret, enterTotpCode } from '../support/totp';

/** The guest login form at /login/{type} (and the second step for an account with a second factor). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async loginAs(role: UserType, password: string = DEMO_PASSWORD): Promise<void> {
    await this.page.goto(`/login/${role}`);
    const form = this.page.getByTestId(TEST_IDS.loginForm);
    await expect(form).toBeVisible();
    await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_ACCOUNTS[role]);
    await form.locator('input[type="password"]').first().fill(password);
    await form.locator('button[type="submit"]').first().click();
    // The seeded admin has a second factor (admins must): the code of its authenticator.
    const secret = demoTotpSecret(DEMO_ACCOUNTS[role]);
    if (secret) await enterTotpCode(this.page, secret);
    // argon2id verification is deliberately slow; give a loaded CI machine time.
    await expect(this.page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  }
}
