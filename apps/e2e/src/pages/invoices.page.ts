import { expect, type Locator, type Page } from '@playwright/test';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { catalogues, type CatalogueLanguage } from '@fachwerk/shared/i18n/server';
import { fixedPriceApplication, send, session, startAwardOfJob } from './work.page';

/** A running fixed-price award of the demo supplier for the demo client (what the invoice screens bill). */
export interface FixedPriceWork {
  awardId: string;
  jobId: string;
  clientId: string;
  supplierId: string;
  title: string;
  clientName: string;
}

/**
 * Through the API: the demo client posts a fixed-price job, the demo supplier applies for `priceCents`
 * with a new worker (no other journey's bookings in the way), the client awards it, both accept the
 * contract and the supplier starts the work — an award that can be billed.
 */
export async function fixedPriceWork(title: string, priceCents: number): Promise<FixedPriceWork> {
  const [client, supplier] = [await session('client'), await session('supplier')];
  try {
    const { jobId, applicationId } = await fixedPriceApplication(client, supplier, title, priceCents);
    await send(client, 'post', API_PATHS.applications.award(applicationId), {});
    return { ...(await startAwardOfJob(client, supplier, jobId)), jobId, title };
  } finally {
    await client.api.dispose();
    await supplier.api.dispose();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Starts with `text` (labels carry a required mark, radios their explanation). */
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

/** The supplier's invoice screens in one language, their texts straight from the catalogue. */
export class SupplierInvoicesPage {
  constructor(
    readonly page: Page,
    readonly language: CatalogueLanguage = 'de',
  ) {}

  get t() {
    return catalogues[this.language].invoicesWeb;
  }

  /** The list's "new invoice": the award picked by its job and client. */
  async startFromList(work: FixedPriceWork): Promise<void> {
    await this.page.goto('/invoice/list');
    await this.page.getByLabel(startsWith(this.t.create.award)).selectOption({ label: `${work.title} – ${work.clientName}` });
    await this.page.getByRole('button', { name: this.t.create.start }).click();
    await expect(this.page.getByTestId('invoice-create-page')).toBeVisible();
  }

  /** The new-invoice screen of the award, opened directly. */
  async start(work: FixedPriceWork): Promise<void> {
    await this.page.goto(`/invoice/${work.jobId}/${work.clientId}/${work.supplierId}`);
    await expect(this.page.getByTestId('invoice-create-page')).toBeVisible();
  }

  get kinds(): Locator {
    return this.page.getByRole('group', { name: this.t.create.choice });
  }

  /** Chooses the kind of invoice (a Teilrechnung with its net euros) and creates the draft. */
  async createDraft(kind: 'invoice' | 'partial' | 'final', euros?: number): Promise<void> {
    await this.kinds.getByRole('radio', { name: startsWith(this.t.create.choices[kind].title) }).check();
    if (kind === 'partial') await this.page.getByLabel(startsWith(this.t.create.amount)).fill(String(euros));
    await this.page.getByRole('button', { name: this.t.create.submit }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.editor.title[kind] })).toBeVisible();
  }

  /**
   * Issues the open draft at the standard rate and returns its number. (The demo client may hold a
   * USt 1 TG from the §13b journey running beside this one, which makes a construction draft reverse
   * charge; the amounts of this journey are those at 19 %.)
   */
  async issueAtStandardRate(): Promise<string> {
    await this.page.getByLabel(this.t.editor.taxCategory).selectOption('standard');
    await this.page.getByRole('button', { name: this.t.issue.button }).click();
    const confirm = this.page.getByRole('dialog', { name: this.t.issue.title });
    await confirm.getByRole('button', { name: this.t.issue.confirm }).click();
    await expect(this.page.getByTestId('invoice-view')).toBeVisible();
    const number = this.page.getByTestId('invoice-number');
    await expect(number).not.toHaveText(this.t.draftNumber);
    return (await number.textContent())!.trim();
  }

  /** The deducted partial invoices in the totals, by number. */
  get deductions(): Locator {
    return this.page.getByTestId('invoice-deduction');
  }

  get payable(): Locator {
    return this.page.getByTestId('invoice-payable');
  }

  get grossTotal(): Locator {
    return this.page.getByTestId('invoice-gross-total');
  }

  /** How far the page sticks out sideways (0 when it fits). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
