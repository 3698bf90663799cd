import { expect, type Locator, type Page } from '@playwright/test';
import { INVOICE_PATHS, type InvoiceResponse, type Language } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { fixedPriceWork } from './invoices.page';
import { FIXED_PRICE_CENTS, send, session, type Session } from './work.page';

/**
 * Page objects of the invoice payment and billing-data journeys (invoices-payments.e2e.ts): the
 * invoice view's payments panel, the supplier's draft from an award and its refused issue. Texts come
 * from the catalogues in the page's language, so the same object asserts German and English.
 */

/** Cents as the UI writes them: "5.735,00 €" (German) or "€5,735.00" (English), as libs/web/ui's formatCents. */
export const euros = (cents: number, language: Language): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The GiroCode's amount line (EPC069-12): `EUR5735.00`. */
export const epcAmount = (cents: number): string => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A draft of the whole agreed price of the started `awardId`, issued by the supplier (through the API). */
export async function issueFromAward(supplier: Session, awardId: string): Promise<InvoiceResponse> {
  const draft = await send<InvoiceResponse>(supplier, 'post', INVOICE_PATHS.list, { awardId, source: 'award' });
  return send<InvoiceResponse>(supplier, 'post', INVOICE_PATHS.issue(draft._id), {});
}

/** An issued invoice of the demo supplier to the demo client over new fixed-price work titled `title` (6.500,00 € net). */
export async function issuedDemoInvoice(title: string): Promise<InvoiceResponse> {
  const { awardId } = await fixedPriceWork(title, FIXED_PRICE_CENTS);
  const supplier = await session('supplier');
  try {
    return await issueFromAward(supplier, awardId);
  } finally {
    await supplier.api.dispose();
  }
}

/** `/invoice-view/:id`: the invoice, its payment badge and its payments panel, in `language`. */
export class InvoiceView {
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  private t(key: string, params: Record<string, string | number> = {}): string {
    return translate(this.language, key, params);
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/invoice-view/${id}`);
    await expect(this.page.getByTestId('invoice-view')).toBeVisible();
  }

  get badge(): Locator {
    return this.page.getByTestId('invoice-status');
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: this.t('invoicesWeb.view.payments') });
  }

  get payments(): Locator {
    return this.panel.getByTestId('invoice-payment');
  }

  get giroCode(): Locator {
    return this.panel.getByTestId('invoice-girocode');
  }

  /** The payment state as both parties see it: badge, paid and open amounts, and the GiroCode asking for the open amount. */
  async expectState(state: 'unpaid' | 'partlyPaid' | 'paid', paidCents: number, openCents: number): Promise<void> {
    await expect(this.badge).toHaveAttribute('data-payment', state);
    await expect(this.badge).toHaveText(this.t(`invoicesWeb.payment.${state}`));
    await expect(this.panel.getByTestId('invoice-open')).toHaveText(
      this.t('invoicesWeb.view.paidOpen', { paid: euros(paidCents, this.language), open: euros(openCents, this.language) }),
    );
    const caption = this.t('invoicesWeb.view.giroCode', { open: euros(openCents, this.language) });
    await expect(this.giroCode.getByRole('img', { name: caption })).toBeVisible();
    await expect(this.giroCode.locator('figcaption')).toHaveText(caption);
  }

  /** The `index`-th payment of the history: amount, who reported it, its state (and the reason of a contested one). */
  async expectPayment(index: number, amountCents: number, status: 'reported' | 'confirmed' | 'contested', reason = ''): Promise<void> {
    const payment = this.payments.nth(index);
    await expect(payment).toHaveAttribute('data-status', status);
    await expect(payment).toContainText(euros(amountCents, this.language));
    await expect(payment).toContainText(this.t('invoicesWeb.roles.client'));
    await expect(payment).toContainText(this.t(`invoicesWeb.view.paymentStatus.${status}`, { reason }));
  }

  /** The client reports a payment of `amount` (the field's text, e.g. "2.000,00") paid today. */
  async reportPayment(amount: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t('invoicesWeb.pay.button') }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('invoicesWeb.pay.title') });
    const field = dialog.getByRole('textbox', { name: new RegExp(`^${this.t('invoicesWeb.pay.amount')}`) });
    await field.fill(amount);
    await dialog.getByRole('button', { name: this.t('invoicesWeb.pay.confirm') }).click();
    await expect(dialog).toBeHidden();
  }

  /** The supplier confirms the `index`-th payment. */
  async confirmPayment(index: number): Promise<void> {
    await this.payments.nth(index).getByRole('button', { name: this.t('invoicesWeb.view.confirmPayment') }).click();
    await expect(this.payments.nth(index)).toHaveAttribute('data-status', 'confirmed');
  }

  /** The supplier contests the `index`-th payment with `reason`. */
  async contestPayment(index: number, reason: string): Promise<void> {
    await this.payments.nth(index).getByRole('button', { name: this.t('invoicesWeb.view.contestPayment') }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('invoicesWeb.view.contestTitle') });
    await dialog.getByLabel(this.t('invoicesWeb.view.contestLabel')).fill(reason);
    await dialog.getByRole('button', { name: this.t('invoicesWeb.view.contestPayment') }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The supplier's `/invoice/:jobId/:clientId/:supplierId` and the draft editor it opens, in `language`. */
export class InvoiceDraftPage {
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  private t(key: string): string {
    return translate(this.language, key);
  }

  /** A draft of the whole agreed price of the fixed-price award on `jobId`. */
  async createFromAward(jobId: string, clientId: string, supplierId: string): Promise<void> {
    await this.page.goto(`/invoice/${jobId}/${clientId}/${supplierId}`);
    await this.page.getByRole('button', { name: this.t('invoicesWeb.create.submit') }).click();
    await expect(this.page.getByTestId('invoice-editor')).toBeVisible();
  }

  /** "Issue invoice" and its confirmation. */
  async issue(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('invoicesWeb.issue.button') }).click();
    const confirm = this.page.getByRole('dialog', { name: this.t('invoicesWeb.issue.title') });
    await confirm.getByRole('button', { name: this.t('invoicesWeb.issue.confirm') }).click();
  }

  /** What stops the issue, at the top of the editor. */
  get hints(): Locator {
    return this.page.getByTestId('invoice-hints');
  }
}
