import { expect, test } from '@playwright/test';
import { API_PATHS, INVOICE_PATHS, type InvoiceResponse } from '@fachwerk/shared/contracts';
import { freshAccount } from './pages/account-deletion.page';
import { demoPage, overflowOf, signedInPage } from './pages/contracts.page';
import { epcAmount, issuedDemoInvoice, InvoiceDraftPage, InvoiceView } from './pages/invoice-payments.page';
import { fixedPriceApplication, read, session, startAwardOfJob, unique } from './pages/work.page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/**
 * Payments both parties see (issue 21): on an issued invoice the client (German, on a phone) reports a
 * partial payment; the supplier (German, desktop) sees it waiting and confirms it; both see the open
 * amount drop, the history entry and "Teilweise bezahlt", and the GiroCode asks for what is open. A
 * second reported payment the supplier contests: it stops counting, the amount is open again, and the
 * client reads the reason.
 */
test('payments: the client reports a partial payment on a phone, the supplier confirms it, then contests a second one', async ({ browser }) => {
  test.setTimeout(120_000);
  const invoice = await issuedDemoInvoice(`Zahlung Ladenfläche ${unique()}`);
  const gross = invoice.grossCents;
  const [first, second] = [200_000, 100_000];

  const clientSide = await demoPage(browser, 'client', PHONE);
  const client = new InvoiceView(clientSide.page, 'de');
  await client.open(invoice._id);
  await client.expectState('unpaid', 0, gross);
  await expect(client.payments).toHaveCount(0);

  // a part of the amount (the dialog offers the whole open amount)
  await client.reportPayment('2.000,00');
  await client.expectState('partlyPaid', first, gross - first);
  await expect(client.badge).toHaveText('Teilweise bezahlt');
  await expect(client.payments).toHaveCount(1);
  await client.expectPayment(0, first, 'reported');
  expect(await overflowOf(client.page)).toBeLessThanOrEqual(0);

  // the supplier sees it waiting for its confirmation and confirms it
  const supplierSide = await demoPage(browser, 'supplier', DESKTOP);
  const supplier = new InvoiceView(supplierSide.page, 'de');
  await supplier.open(invoice._id);
  await supplier.expectPayment(0, first, 'reported');
  await supplier.confirmPayment(0);
  await supplier.expectPayment(0, first, 'confirmed');
  await supplier.expectState('partlyPaid', first, gross - first);

  // the client sees it confirmed, with the same open amount
  await client.page.reload();
  await client.expectPayment(0, first, 'confirmed');
  await client.expectState('partlyPaid', first, gross - first);

  // a second payment the supplier never received: contested, it no longer counts
  await client.reportPayment('1.000,00');
  await client.expectState('partlyPaid', first + second, gross - first - second);
  await supplier.page.reload();
  await supplier.expectPayment(1, second, 'reported');
  const reason = 'Kein Zahlungseingang auf unserem Konto';
  await supplier.contestPayment(1, reason);
  await supplier.expectPayment(1, second, 'contested', reason);
  await supplier.expectState('partlyPaid', first, gross - first);
  await expect(supplier.payments.getByRole('button')).toHaveCount(0);

  await client.page.reload();
  await expect(client.payments).toHaveCount(2);
  await client.expectPayment(0, first, 'confirmed');
  await client.expectPayment(1, second, 'contested', reason);
  await client.expectState('partlyPaid', first, gross - first);
  expect(await overflowOf(client.page)).toBeLessThanOrEqual(0);
  // the GiroCode's content asks for exactly what is open, with the invoice number as reference
  const api = await session('client');
  const seen = await read<InvoiceResponse>(api, INVOICE_PATHS.one(invoice._id));
  await api.api.dispose();
  expect(seen.giroCode!.split('\n')).toEqual(expect.arrayContaining([epcAmount(gross - first), invoice.number!]));

  await clientSide.context.close();
  await supplierSide.context.close();
});

/**
 * Billing data asked before it is needed (issue 21), in English: a new client whose address has no
 * postcode and city is told so in the award dialog, with a link to the field, and awards anyway.
 * The supplier's issue is refused; the cause is at the top of the draft, in view, saying the client
 * was notified. The client (on a phone) opens the notification, lands in its profile's address field,
 * completes it, and the supplier issues.
 */
test('billing data: a client without postcode and city is led from the notification to the field, then the supplier issues (English)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Billing data ${unique()}`;
  const client = await freshAccount('client', 'en', { address: 'Ringstraße 1' });
  const supplier = await session('supplier');
  const { jobId } = await fixedPriceApplication(client, supplier, title);

  // the award dialog names what the invoice will need, with a link to the profile field
  const clientSide = await signedInPage(browser, 'client', client, PHONE, 'en');
  const clientPage = clientSide.page;
  await clientPage.goto(`/apply-job/${jobId}`);
  await clientPage.getByRole('button', { name: 'Award', exact: true }).click();
  const award = clientPage.getByRole('dialog');
  const notice = award.getByTestId('award-billing-data');
  await expect(notice).toContainText('So that the supplier can invoice you, your profile still lacks:');
  await expect(notice.getByRole('listitem')).toHaveCount(1);
  const missingAddress = notice.locator('li[data-field="address"]');
  await expect(missingAddress).toContainText('an address with postcode and city');
  await expect(missingAddress.getByRole('link', { name: 'To the field' })).toHaveAttribute('href', '/profile?field=address');
  await award.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(award).toBeHidden();
  const { clientId, supplierId } = await startAwardOfJob(client, supplier, jobId);
  await supplier.api.dispose();

  // the supplier's issue is refused: the cause is at the top, in view and focused, and names the client's address
  const supplierSide = await demoPage(browser, 'supplier', DESKTOP, 'en');
  const draft = new InvoiceDraftPage(supplierSide.page, 'en');
  await draft.createFromAward(jobId, clientId, supplierId);
  await draft.issue();
  await expect(draft.hints).toBeVisible();
  await expect(draft.hints).toBeInViewport();
  await expect(draft.hints).toBeFocused();
  await expect(draft.hints.getByRole('heading')).toHaveText('The invoice cannot be issued like this yet. Please fix:');
  await expect(draft.hints.locator('li[data-field="client.address"]').first()).toContainText(
    "This is missing from the client's profile; only the client can add it. We have notified them.",
  );
  await expect(draft.page.getByTestId('invoice-editor')).toBeVisible();

  // the client's notification leads to the address field of its profile, focused
  await clientPage.goto('/notification');
  const told = clientPage.getByTestId('notifications-page').getByRole('listitem').filter({ hasText: 'Billing details missing' });
  await expect(told).toHaveCount(1);
  await expect(told).toContainText('your profile lacks details every invoice needs');
  await told.getByRole('button').click();
  await expect(clientPage).toHaveURL((url) => url.pathname === '/profile' && url.searchParams.get('field') === 'address');
  const address = clientPage.locator('[data-field="address"]').getByRole('combobox', { name: /^Address/ });
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await expect(address).toHaveValue('Ringstraße 1');
  expect(await overflowOf(clientPage)).toBeLessThanOrEqual(0);
  await address.fill('Ringstraße 1, 50667 Köln');
  await address.press('Escape');
  await clientPage.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(async () => (await read<{ address: string }>(client, API_PATHS.accounts.me)).address).toBe('Ringstraße 1, 50667 Köln');

  // now the supplier issues the same draft
  await draft.issue();
  const view = draft.page.getByTestId('invoice-view');
  await expect(view).toBeVisible();
  await expect(draft.page.getByTestId('invoice-number')).not.toHaveText('Draft');
  await expect(view).toContainText('Ringstraße 1, 50667 Köln');
  await expect(draft.page.getByTestId('invoice-status')).toHaveText('Open');

  await client.api.dispose();
  await clientSide.context.close();
  await supplierSide.context.close();
});
