import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { fixedPriceWork, SupplierInvoicesPage } from './pages/invoices.page';
import { unique } from './pages/work.page';
import { storageStatePath } from './support/e2e-env';

/**
 * § 14 Abs. 5 UStG on a 10.000,00 € fixed-price award of the demo parties: the supplier issues two
 * Teilrechnungen (3.000,00 € and 2.000,00 € net) and then the Schlussrechnung in the UI. The final
 * invoice bills the whole 10.000,00 € (11.900,00 € gross) and deducts both partial invoices with
 * their net and VAT: 5.950,00 € are left to pay. Once on a phone in German, once on a desktop in English.
 */
const RUNS = [
  {
    name: 'on a phone (390 px), in German',
    viewport: { width: 390, height: 844 },
    language: 'de' as const,
    money: { partial1: /3\.000,00\s€/, partial2: /2\.000,00\s€/, gross: /^11\.900,00\s€$/, payable: /^5\.950,00\s€$/, open: /offen: 5\.950,00\s€$/ },
  },
  {
    name: 'on a desktop, in English',
    viewport: { width: 1366, height: 900 },
    language: 'en' as const,
    money: { partial1: /€3,000\.00/, partial2: /€2,000\.00/, gross: /^€11,900\.00$/, payable: /^€5,950\.00$/, open: /open: €5,950\.00$/ },
  },
];

for (const run of RUNS) {
  test(`final invoice ${run.name}: two Teilrechnungen, then the Schlussrechnung deducts both and states the rest`, async ({ browser }) => {
    test.setTimeout(150_000);
    const work = await fixedPriceWork(`Schlussrechnung Laden ${unique()}`, 1_000_000);
    const context = await browser.newContext({ storageState: storageStatePath('supplier'), viewport: run.viewport });
    await context.addInitScript(([key, language]) => window.localStorage.setItem(key!, language!), [STORAGE_KEYS.language, run.language]);
    const page = await context.newPage();
    const invoices = new SupplierInvoicesPage(page, run.language);
    const { t } = invoices;

    // The first Teilrechnung from the list's "new invoice"; the choices are explained.
    await invoices.startFromList(work);
    await expect(invoices.kinds).toContainText(t.create.choices.partial.help);
    await invoices.createDraft('partial', 3000);
    const first = await invoices.issueAtStandardRate();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.kind.partial);

    await invoices.start(work);
    await invoices.createDraft('partial', 2000);
    const second = await invoices.issueAtStandardRate();
    expect(second).not.toBe(first);

    // The Schlussrechnung: its draft already shows what it deducts and what is left.
    await invoices.start(work);
    await invoices.createDraft('final');
    await expect(invoices.deductions).toHaveCount(2);
    await expect(invoices.payable).toHaveText(run.money.payable);
    const number = await invoices.issueAtStandardRate();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${t.kind.final} ${number}`);
    await expect(invoices.grossTotal).toHaveText(run.money.gross);
    await expect(invoices.deductions).toHaveCount(2);
    expect(await invoices.deductions.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number')))).toEqual([first, second]);
    await expect(invoices.deductions.nth(0)).toContainText(run.money.partial1);
    await expect(invoices.deductions.nth(1)).toContainText(run.money.partial2);
    await expect(invoices.payable).toHaveText(run.money.payable);
    // what the client is asked to pay is the rest, not the gross
    await expect(page.getByTestId('invoice-open')).toHaveText(run.money.open);
    expect(await invoices.overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
}
