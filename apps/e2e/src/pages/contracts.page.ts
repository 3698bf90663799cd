import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import {
  API_PATHS,
  PERMIT_PATHS,
  REDIRECTS,
  type ApplicationResponse,
  type ContractStatus,
  type Language,
  type StaffingPermitResponse,
} from '@fachwerk/shared/contracts';
import { addDays } from '@fachwerk/shared/contracts/rules';
import { translate } from '@fachwerk/shared/i18n/server';
import { API_URL, E2E_DATABASE_URL, storageStatePath } from '../support/e2e-env';
import { atPath, submitLogin } from './accounts.page';
import type { FreshAccount } from './account-deletion.page';
import { DemoApi } from './engagement.page';
import { ShellPage } from './shell.page';
import { berlinToday, send, type Session } from './work.page';

/**
 * Fixtures and screens of the staffing-contract journeys (contracts.e2e.ts): the lending contract on
 * the award card (ContractPanel), naming workers with the § 8 (3) AÜG question, the hours dialog, the
 * supplier's permit on its profile and the refusals an expired permit brings.
 */
export type Text = (key: string, params?: Record<string, string | number>) => string;
export const textsOf =
  (language: Language): Text =>
  (key, params = {}) =>
    translate(language, key, params);

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/**
 * The footer's language switch (language.e2e.ts); the switch then shows the language. The side menu is
 * not read here: on a phone it sits in the closed drawer.
 */
async function switchTo(page: Page, language: Language): Promise<void> {
  const shell = new ShellPage(page);
  await shell.switchLanguage(language);
  await expect(shell.languageSwitch).toHaveValue(language);
}

/** A browser context of a demo role at a viewport size, its page, with the UI in `language`. */
export async function demoPage(
  browser: Browser,
  role: 'client' | 'supplier',
  viewport: { width: number; height: number },
  language: Language = 'de',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: storageStatePath(role), viewport });
  const page = await context.newPage();
  if (language !== 'de') {
    await page.goto(REDIRECTS.loggedInHome);
    await switchTo(page, language);
  }
  return { context, page };
}

/** A browser session of a journey's own account at a viewport size, signed in, the UI in `language`. */
export async function signedInPage(
  browser: Browser,
  type: 'client' | 'supplier',
  account: FreshAccount,
  viewport: { width: number; height: number },
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await submitLogin(page, type, account.email, account.password);
  await expect(page).toHaveURL(atPath(REDIRECTS.loggedInHome), { timeout: 30_000 });
  await switchTo(page, language);
  return { context, page };
}

/** A field's label without the required marker (" *"), anchored at its start. */
export const labelled = (label: string): RegExp =>
  new RegExp(`^${label.replace(/\s*\*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The document's width beyond the viewport (sideways scrolling): 0 when the page fits. */
export const overflowOf = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * An open resource job of the demo client (two workers) and the application of `supplier` with two new
 * workers of its own (so no other journey's bookings get in the way), through the API.
 */
export async function resourceJobWithApplication(
  title: string,
  supplier: Session,
  workerNames: [string, string],
): Promise<{ jobId: string; supplierId: string }> {
  const client = await DemoApi.as('client');
  const job = await client.createOpenJob(title);
  await client.dispose();
  const workerIds: string[] = [];
  for (const fullName of workerNames)
    workerIds.push((await send<{ _id: string }>(supplier, 'post', API_PATHS.workers.list, { fullName }))._id);
  const application = await send<ApplicationResponse>(
    supplier,
    'post',
    API_PATHS.jobs.applications(job._id),
    {
      workerIds,
      price: 4200,
      message: 'Zwei Elektriker ab sofort.',
    },
  );
  return { jobId: job._id, supplierId: application.supplier._id };
}

/** A statement on the e2e database (what the API cannot do: time passing, an admin's verification). */
async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * The supplier files its AÜG permit through the API (a copy uploaded, valid for another month) and an
 * admin has verified it (set in the database as grantVerifiedPermit of the int specs does).
 */
export async function verifiedPermit(supplier: FreshAccount): Promise<void> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = await supplier.api.post(`${API_URL}${API_PATHS.uploads}?slot=documents`, {
    headers: supplier.headers,
    multipart: { images: { name: 'aueg-erlaubnis.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.ok(), `upload: ${upload.status()} ${await upload.text()}`).toBeTruthy();
  const { path } = (await upload.json()) as { path: string };
  const today = berlinToday();
  const filed = await send<StaffingPermitResponse>(supplier, 'put', PERMIT_PATHS.mine, {
    agency: 'Bundesagentur für Arbeit, Regionaldirektion Nordrhein-Westfalen',
    issuedOn: addDays(today, -700),
    unlimited: false,
    validUntil: addDays(today, 30),
    file: path,
  });
  expect(filed.status).toBe('pending');
  await sql(`UPDATE staffing_permits SET status = 'verified', verified_at = now() WHERE supplier_id = $1`, [
    supplier.id,
  ]);
}

/** Time passes: the supplier's limited permit ran out yesterday (§ 2 (4) AÜG). */
export async function permitExpiredYesterday(supplierId: string): Promise<void> {
  await sql(`UPDATE staffing_permits SET valid_until = $2, updated_at = now() WHERE supplier_id = $1`, [
    supplierId,
    addDays(berlinToday(), -1),
  ]);
}

/** `/supplier-details/:supplierId/:jobId` (client): "Zuschlag erteilen" and its dialog. */
export async function openAwardDialog(
  page: Page,
  t: Text,
  supplierId: string,
  jobId: string,
): Promise<Locator> {
  await page.goto(`/supplier-details/${supplierId}/${jobId}`);
  await page.getByRole('button', { name: t('jobsClient.applications.award'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** `/awarded-jobs` of the client or the supplier: the card of an award, its contract, workers and actions. */
export class ContractAwardsPage {
  constructor(
    readonly page: Page,
    readonly t: Text,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/awarded-jobs');
    await expect(
      this.page.getByRole('heading', { level: 1, name: this.t('awardsWeb.activeTitle') }),
    ).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  contract(title: string): Locator {
    return this.card(title).getByRole('region', { name: this.t('awardsWeb.contract.section'), exact: true });
  }

  /** Status badge, the version's text heading and who still has to accept. */
  async expectContract(
    title: string,
    status: ContractStatus,
    version: number,
    awaiting: ('client' | 'supplier')[] | null = null,
  ): Promise<void> {
    const contract = this.contract(title);
    await expect(contract.getByTestId('contract-status')).toHaveText(
      this.t(`awardsWeb.contract.status.${status}`),
    );
    await expect(
      contract.getByText(this.t('awardsWeb.contract.text', { version }), { exact: true }),
    ).toBeVisible();
    if (awaiting === null) return;
    await expect(contract.getByTestId('contract-awaiting')).toHaveText(
      awaiting.length === 0
        ? this.t('awardsWeb.contract.acceptedByBoth')
        : this.t('awardsWeb.contract.awaiting', {
            parties: awaiting
              .map((p) => this.t(`awardsWeb.card.${p}`))
              .join(` ${this.t('awardsWeb.contract.and')} `),
          }),
    );
  }

  acceptButton(title: string): Locator {
    return this.contract(title).getByRole('button', {
      name: this.t('awardsWeb.contract.accept'),
      exact: true,
    });
  }

  /** "Vertrag annehmen" and its dialog, which names the version. */
  async accept(title: string, version: number): Promise<void> {
    await this.acceptButton(title).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('awardsWeb.contract.acceptHeading') });
    await expect(dialog).toContainText(
      this.t('awardsWeb.contract.acceptText', { version, kind: this.t('awardsWeb.contract.kind.lending') }),
    );
    await dialog.getByRole('button', { name: this.t('awardsWeb.contract.accept'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The client's staffing terms (§ 12 (1) AÜG): entered at first, or changed with "Überlassungsbedingungen ändern". */
  async saveStaffingTerms(
    title: string,
    terms: Partial<{
      activity: string;
      qualification: string;
      workingConditions: string;
      comparablePay: string;
    }>,
    { change = false }: { change?: boolean } = {},
  ): Promise<void> {
    const contract = this.contract(title);
    if (change)
      await contract
        .getByRole('button', { name: this.t('awardsWeb.contract.editTerms'), exact: true })
        .click();
    const form = contract.getByRole('form', { name: this.t('awardsWeb.contract.terms.heading') });
    await expect(form).toBeVisible();
    for (const [field, value] of Object.entries(terms)) {
      await form.getByRole('textbox', { name: this.t(`awardsWeb.contract.terms.${field}`) }).fill(value);
    }
    await form.getByRole('button', { name: this.t('awardsWeb.contract.terms.save'), exact: true }).click();
    await expect(form).toBeHidden();
  }

  /**
   * "Mitarbeiter benennen": exactly the given workers, each with its § 8 (3) AÜG answer (employed by the
   * client in the last six months?), then save.
   */
  async nameWorkers(title: string, answers: Record<string, boolean>): Promise<void> {
    const names = Object.keys(answers);
    await this.card(title)
      .getByRole('button', { name: this.t('awardsWeb.actions.nameWorkers'), exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', {
      name: this.t('awardsWeb.nameWorkers.heading', { job: title }),
    });
    await expect(dialog).toBeVisible();
    const team = dialog.getByRole('group', { name: this.t('awardsWeb.nameWorkers.team'), exact: true });
    for (const name of names) await team.getByRole('checkbox', { name }).check();
    const question = dialog.getByRole('group', {
      name: this.t('awardsWeb.nameWorkers.formerEmployee.legend'),
      exact: true,
    });
    for (const [name, employed] of Object.entries(answers)) {
      await question
        .getByRole('group', { name, exact: true })
        .getByRole('radio', {
          name: this.t(`awardsWeb.nameWorkers.formerEmployee.${employed ? 'yes' : 'no'}`),
          exact: true,
        })
        .check();
    }
    await expect(dialog).toContainText(
      this.t('awardsWeb.nameWorkers.chosen', { count: names.length, required: names.length }),
    );
    await dialog.getByRole('button', { name: this.t('common.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** "Arbeit beginnen", confirmed. */
  async start(title: string): Promise<void> {
    await this.card(title)
      .getByRole('button', { name: this.t('awardsWeb.actions.start'), exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: this.t('awardsWeb.confirm.start.heading') });
    await dialog.getByRole('button', { name: this.t('awardsWeb.actions.start'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.card(title)).toContainText(this.t('jobsCommon.awardStatus.in_progress'));
  }

  /** From the card to the award's hours ("Arbeitsstunden"). */
  async openHours(title: string): Promise<HoursScreen> {
    await this.card(title)
      .getByRole('link', { name: this.t('awardsWeb.actions.hours'), exact: true })
      .click();
    await expect(this.page).toHaveURL((url) => url.pathname.startsWith('/awarded-jobs/hours-logged/'));
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('hoursWeb.title') })).toBeVisible();
    return new HoursScreen(this.page, this.t);
  }
}

/** The hours of one award: "Stunden erfassen" (supplier) and the entries per worker. */
export class HoursScreen {
  constructor(
    readonly page: Page,
    readonly t: Text,
  ) {}

  /** "Stunden erfassen" for `worker` on the default day (today), 07:00–15:30 with 30 minutes' break, saved: the dialog. */
  async record(worker: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.t('hoursWeb.add'), exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('hoursWeb.form.addTitle') });
    await dialog.getByLabel(labelled(this.t('hoursWeb.form.worker'))).selectOption({ label: worker });
    await dialog.getByRole('button', { name: this.t('hoursWeb.form.save'), exact: true }).click();
    return dialog;
  }

  worker(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
}

/** `/profile` of a supplier: the AÜG permit section and its status. */
export function permitSection(page: Page, t: Text): Locator {
  return page.getByRole('region', { name: t('permitWeb.title'), exact: true });
}
