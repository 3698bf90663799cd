import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { WORK_LOG_PATHS } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import { berlinToday, german, send, unique, workInProgress as startWork } from './pages/work.page';
import { storageStatePath } from './support/e2e-env';

const workInProgress = (suffix: string) =>
  startWork(`Rechnung Elektro ${suffix}`, [`Clara Rechnung ${suffix}`, `Dieter Rechnung ${suffix}`]);

test('invoices: hours recorded and approved, the supplier invoices them, the client downloads PDF and XML and pays', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const work = await workInProgress(unique());
  const monday = weekOf(addDays(berlinToday(), -7)).from;
  const hoursUrl = `/awarded-jobs/hours-logged/${work.awardId}/${work.clientId}?week=${monday}`;

  // One day on the existing hours screen …
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const supplierPage = await supplierContext.newPage();
  await supplierPage.goto(hoursUrl);
  await supplierPage.getByRole('button', { name: 'Stunden erfassen' }).click();
  const dialog = supplierPage.getByRole('dialog', { name: 'Stunden erfassen' });
  await dialog.getByLabel(/^Mitarbeiter/).selectOption({ label: work.names[0]! });
  await dialog.getByRole('textbox', { name: /^Arbeitstag/ }).fill(german(monday));
  await dialog.getByLabel(/^Beginn/).fill('07:00');
  await dialog.getByLabel(/^Ende/).fill('15:30');
  await dialog.getByLabel(/^Pause in Minuten/).fill('30');
  if (await dialog.getByLabel(/^Grund der verspäteten Erfassung/).isVisible()) {
    await dialog.getByLabel(/^Grund der verspäteten Erfassung/).fill('Stundenzettel kam per Post');
  }
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  // … the rest through the API: Monday for the second worker, Tuesday and Wednesday for both (6 × 8 h).
  const entries: [string, string][] = [[work.workerIds[1]!, monday]];
  for (const d of [1, 2]) for (const workerId of work.workerIds) entries.push([workerId, addDays(monday, d)]);
  for (const [workerId, workDate] of entries) {
    await send(work.supplier, 'post', WORK_LOG_PATHS.list, {
      awardId: work.awardId,
      workerId,
      workDate,
      start: '07:00',
      end: '15:30',
      breakMinutes: 30,
      lateReason: 'Stundenzettel kam per Post',
    });
  }
  await work.supplier.api.dispose();

  // The client approves all of them at once.
  const clientContext = await browser.newContext({
    storageState: storageStatePath('client'),
    acceptDownloads: true,
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(hoursUrl);
  await expect(clientPage.getByTestId('work-log-row')).toHaveCount(6);
  await clientPage.getByRole('button', { name: 'Alle freigeben' }).click();
  const confirmApprove = clientPage.getByRole('dialog', { name: 'Alle Stunden freigeben' });
  await confirmApprove.getByRole('button', { name: 'Alle freigeben' }).click();
  await expect(clientPage.locator('[data-testid="work-log-row"][data-status="approved"]')).toHaveCount(6);

  // The supplier creates the invoice from the approved hours: a line per worker, 48 h × 42,00 €.
  await supplierPage.goto(`/auto-invoice/${work.jobId}/${work.clientId}/${work.supplierId}/new`);
  await supplierPage.getByRole('button', { name: 'Entwurf erstellen' }).click();
  await expect(supplierPage.getByTestId('invoice-editor')).toBeVisible();
  await expect(supplierPage.getByTestId('invoice-line')).toHaveCount(2);
  await expect(supplierPage.getByTestId('invoice-net')).toHaveText(/^2\.016,00\s€$/);
  // the editor checks before it saves: a line without a description is named
  const firstDescription = supplierPage
    .getByTestId('invoice-line')
    .first()
    .getByLabel(/^Leistung/);
  const description = await firstDescription.inputValue();
  await firstDescription.fill('');
  await supplierPage.getByRole('button', { name: 'Speichern' }).click();
  await expect(supplierPage.getByText('Bitte ausfüllen.')).toBeVisible();
  await firstDescription.fill(description);

  await supplierPage.getByRole('button', { name: 'Rechnung ausstellen' }).click();
  const confirmIssue = supplierPage.getByRole('dialog', { name: 'Rechnung ausstellen?' });
  await expect(confirmIssue).toContainText('kann danach nicht mehr geändert werden');
  await confirmIssue.getByRole('button', { name: 'Verbindlich ausstellen' }).click();
  await expect(supplierPage.getByTestId('invoice-view')).toBeVisible();
  await expect(supplierPage.getByTestId('invoice-number')).not.toHaveText('Entwurf');
  const number = (await supplierPage.getByTestId('invoice-number').textContent())!.trim();
  await expect(supplierPage.getByRole('button', { name: 'Stornieren' })).toBeVisible();

  // The client finds it in its list, waits for the documents and downloads both.
  await clientPage.goto('/invoice/list');
  const row = clientPage.locator(`[data-testid="invoice-row"][data-number="${number}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('invoice-link').click();
  await expect(clientPage.getByTestId('invoice-view')).toHaveAttribute('data-documents', 'ready', {
    timeout: 60_000,
  });
  const [pdf] = await Promise.all([
    clientPage.waitForEvent('download'),
    clientPage.getByRole('button', { name: 'PDF herunterladen' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [xml] = await Promise.all([
    clientPage.waitForEvent('download'),
    clientPage.getByRole('button', { name: /^XML/ }).click(),
  ]);
  expect(xml.suggestedFilename()).toMatch(/\.xml$/);
  const xmlText = await readFile((await xml.path())!, 'utf8');
  expect(xmlText).toContain('CrossIndustryInvoice');
  expect(xmlText).toContain(number);

  // … and reports its payment (the full open amount is the default).
  await clientPage.getByRole('button', { name: 'Zahlung melden' }).click();
  const pay = clientPage.getByRole('dialog', { name: 'Zahlung melden' });
  await pay.getByRole('button', { name: 'Zahlung melden' }).click();
  await expect(pay).toBeHidden();
  await expect(clientPage.getByTestId('invoice-status')).toHaveAttribute('data-payment', 'paid');
  await clientPage.goto('/invoice/list?payment=paid');
  await expect(clientPage.locator(`[data-testid="invoice-row"][data-number="${number}"]`)).toBeVisible();

  await clientContext.close();
  await supplierContext.close();
});

test.describe('on a phone', () => {
  test.use({ storageState: storageStatePath('supplier'), viewport: { width: 390, height: 844 } });

  test('the invoice list fits 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/invoice/list');
    await expect(page.getByTestId('invoice-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
