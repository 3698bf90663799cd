import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, type ApiEnvelope, type RegistrableUserType } from '@fachwerk/shared/contracts';
import { API_URL, E2E_MAILDEV } from '../support/e2e-env';
import { apiLogin } from '../support/totp';

interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The MailDev inbox of the e2e stack: the codes the worker mailed. */
export class Inbox {
  constructor(readonly request: APIRequestContext) {}

  async mailsTo(address: string): Promise<MaildevMail[]> {
    const response = await this.request.get(`http://127.0.0.1:${E2E_MAILDEV.web}/api/email`);
    const mails = (await response.json()) as MaildevMail[];
    return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  }

  /** Waits for a mail to `address` not among `seen` ids and returns the 6-digit code in it. */
  async nextCode(address: string, seen: string[] = []): Promise<{ code: string; id: string }> {
    let found: { code: string; id: string } | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await this.mailsTo(address)).find((m) => !seen.includes(m.id));
          const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
          found = mail && code ? { code, id: mail.id } : undefined;
          return Boolean(found);
        },
        { timeout: 30_000, message: `a code mailed to ${address}` },
      )
      .toBe(true);
    return found!;
  }
}

/** The guest identity screens: login form, code input, the API as admin for approval. */
export class IdentityPage {
  constructor(readonly page: Page) {}

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Weiter' }).click();
  }

  async expectStep(n: number, name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: `Schritt ${n} von 6: ${name}` })).toBeVisible();
  }

  /** Types the code into the first box (the input spreads it over all six). */
  async enterCode(code: string): Promise<void> {
    await this.page.getByLabel('Ziffer 1 von 6').fill(code);
  }

  async login(type: RegistrableUserType, email: string, password: string): Promise<void> {
    await this.page.goto(`/login/${type}`);
    await this.page.getByLabel('E-Mail-Adresse').fill(email);
    await this.page.getByLabel('Passwort').fill(password);
    await this.page.getByRole('button', { name: 'Anmelden' }).click();
  }
}

/** Calls the API as the seeded admin (the approval step when the admin screen is not the subject). */
export async function approveAs(request: APIRequestContext, email: string): Promise<void> {
  const token = (await apiLogin(request, { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'admin' })).accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`${API_URL}${API_PATHS.admin.accounts}?type=supplier&search=${encodeURIComponent(email)}`, { headers });
  const items = ((await list.json()) as ApiEnvelope<{ items: { _id: string; email: string }[] }>).data!.items;
  const account = items.find((item) => item.email === email);
  expect(account, `admin finds ${email}`).toBeTruthy();
  const approved = await request.post(`${API_URL}${API_PATHS.admin.approve(account!._id)}`, { headers });
  expect(approved.status()).toBeLessThan(300);
}
