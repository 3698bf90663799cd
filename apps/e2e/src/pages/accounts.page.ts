import { expect, request, type Browser, type Locator, type Page } from '@playwright/test';
import { API_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, REDIRECTS, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { API_URL } from '../support/e2e-env';
import { apiLogin } from '../support/totp';

/** Seeded accounts that wait for approval (apps/api/src/seed/accounts-seed.ts), password DEMO_PASSWORD. */
export const PENDING_ACCOUNTS = {
  supplier1: 'pending-supplier-1@fachwerk.test',
  supplier2: 'pending-supplier-2@fachwerk.test',
  client1: 'pending-client-1@fachwerk.test',
  client2: 'pending-client-2@fachwerk.test',
} as const;

/** The guest login form, for any account (the shell's LoginPage object logs in the demo accounts). */
export async function submitLogin(page: Page, type: UserType, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login/${type}`);
  const form = page.getByTestId(TEST_IDS.loginForm);
  await expect(form).toBeVisible();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Where a path-only URL matcher is enough. */
export const atPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * A not-approved account logs in from a fresh browser context: the not-approved message as an error
 * toast, then /profile after 1000 ms (§8). Answers the context, its page and the profile page object.
 */
export async function loginNotApproved(browser: Browser, type: UserType, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, type, email);
  await expect(page).toHaveURL(atPath(REDIRECTS.unapproved), { timeout: 30_000 });
  return { context, page, profile: new ProfilePage(page) };
}

/** `/profile` of the own account. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('profile-page');
  }

  get approvalStatus(): Locator {
    return this.page.getByTestId('approval-status');
  }

  get percentage(): Locator {
    return this.page.getByTestId('profile-percentage');
  }

  field(label: string | RegExp): Locator {
    return this.root.getByLabel(label);
  }

  async save(): Promise<void> {
    await this.root.getByRole('button', { name: /Profil speichern|Save profile/ }).click();
  }
}

/** `/update-password`. */
export class UpdatePasswordPage {
  constructor(readonly page: Page) {}

  async change(current: string, next: string): Promise<void> {
    await this.page.goto('/update-password');
    const root = this.page.getByTestId('update-password-page');
    await root.getByLabel(/^Aktuelles Passwort/).fill(current);
    await root.getByLabel(/^Neues Passwort/).fill(next);
    await root.getByLabel(/^Passwort bestätigen/).fill(next);
    await root.getByRole('button', { name: 'Passwort ändern' }).click();
  }
}

/** Admin `/client`, `/supplier` and `/profile/:id/:type`. */
export class AdminAccountsPage {
  constructor(readonly page: Page) {}

  async openList(type: 'client' | 'supplier', query = ''): Promise<void> {
    await this.page.goto(`/${type}${query}`);
    await expect(this.page.getByTestId(`admin-accounts-${type}`)).toBeVisible();
  }

  row(email: string): Locator {
    return this.page.locator('tr', { hasText: email });
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Suche nach Firma, Name oder E-Mail').fill(text);
    await this.page.getByRole('button', { name: 'Suchen' }).click();
  }

  get profile(): Locator {
    return this.page.getByTestId('admin-account-profile');
  }

  get approvalStatus(): Locator {
    return this.profile.getByTestId('approval-status');
  }

  get accountStatus(): Locator {
    return this.profile.getByTestId('account-status');
  }

  get auditTrail(): Locator {
    return this.profile.getByTestId('audit-trail');
  }

  action(name: string): Locator {
    return this.profile.getByRole('group', { name: 'Aktionen' }).getByRole('button', { name });
  }
}

/** API helpers for test data: an admin's bearer token and account ids, through the real API. */
export async function adminApi() {
  const api = await request.newContext();
  const token = (await apiLogin(api, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' })).accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async accountId(type: 'client' | 'supplier', email: string): Promise<string> {
      const res = await api.get(`${API_URL}${API_PATHS.admin.accounts}`, { params: { type, search: email }, headers });
      const body = (await res.json()) as { data: { items: { _id: string; email: string }[] } };
      const item = body.data.items.find((i) => i.email === email);
      if (!item) throw new Error(`no ${type} account ${email}`);
      return item._id;
    },
    async approve(type: 'client' | 'supplier', email: string): Promise<void> {
      const id = await this.accountId(type, email);
      const res = await api.post(`${API_URL}${API_PATHS.admin.approve(id)}`, { headers });
      expect(res.ok()).toBeTruthy();
    },
    dispose: () => api.dispose(),
  };
}
