import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { STORAGE_KEYS, WORK_LOG_PATHS } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import { berlinToday, german, send, session, unique, workInProgress } from './pages/work.page';
import { storageStatePath } from './support/e2e-env';

const REVERSE_CHARGE = 'Steuerschuldnerschaft des Leistungsempfängers';
const CSV_HEADER =
  'Rechnungsnummer;Art;Aussteller;Empfänger;Rechnungsdatum;Fällig am;Leistungszeitraum;Steuerart;Netto;USt;Brutto;Bezahlt;Status;Storno von;SHA-256';

/**
 * §13b UStG: the client files its evidence as a construction business (USt 1 TG, on a phone). The
 * supplier's invoice for staffing hours to it stays at 19 % (Arbeitnehmerüberlassung is never a
 * construction service, so never §13b: the tax treatment is decided by the service, not by the client's
 * certificate alone), in the editor and the view, and the admin (in English) finds it in all invoices,
 * the fee report and the accountant's CSV of the period.
 *
 * The certificate stays on file afterwards: removing it could make a reverse-charge draft of a journey
 * running beside this one unissuable, while an invoice to the demo client issues either way.
 */
test('§13b: the client files its USt 1 TG evidence, a staffing invoice to it stays at 19 %, the admin exports it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = unique();
  const work = await workInProgress(`Rohbau §13b ${suffix}`, [`Emil Rohbau ${suffix}`, `Frida Rohbau ${suffix}`]);

  // Approved hours to invoice (through the API: the hours journeys cover their screens).
  const monday = weekOf(addDays(berlinToday(), -7)).from;
  for (const workerId of work.workerIds) {
    await send(work.supplier, 'post', WORK_LOG_PATHS.list, {
      awardId: work.awardId,
      workerId,
      workDate: monday,
      start: '07:00',
      end: '15:30',
      breakMinutes: 30,
      lateReason: 'Stundenzettel kam per Post',
    });
  }
  await work.supplier.api.dispose();
  const client = await session('client');
  await send(client, 'post', WORK_LOG_PATHS.approve, { awardId: work.awardId });
  await client.api.dispose();

  // The client files the certificate on a phone: the dialog checks before it sends.
  const clientContext = await browser.newContext({
    storageState: storageStatePath('client'),
    viewport: { width: 390, height: 844 },
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/invoice/list');
  await clientPage.getByRole('button', { name: 'Nachweis USt 1 TG (§ 13b UStG)' }).click();
  const certificate = clientPage.getByRole('dialog', { name: 'Nachweis als Bauleistender (USt 1 TG, § 13b UStG)' });
  await certificate.getByLabel('Bescheinigung (PDF)').setInputFiles({
    name: 'freistellung-13b.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(certificate.getByRole('button', { name: 'Datei freistellung-13b.pdf entfernen' })).toBeVisible();
  const validUntil = certificate.getByRole('textbox', { name: /^Gültig bis/ });
  await certificate.getByRole('button', { name: 'Speichern' }).click();
  await expect(certificate.getByText('Bitte geben Sie an, bis wann die Bescheinigung gilt.')).toBeVisible();
  await validUntil.fill(german(berlinToday()));
  await certificate.getByRole('button', { name: 'Speichern' }).click();
  await expect(certificate.getByText('Das Datum muss in der Zukunft liegen.')).toBeVisible();
  const expiry = addDays(berlinToday(), 365);
  await validUntil.fill(german(expiry));
  // the dialog fits the phone: nothing sticks out sideways
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await certificate.getByRole('button', { name: 'Speichern' }).click();
  await expect(certificate).toBeHidden();
  // on file and valid when the dialog opens again
  await clientPage.getByRole('button', { name: 'Nachweis USt 1 TG (§ 13b UStG)' }).click();
  await expect(certificate.getByText('Die hinterlegte Bescheinigung ist gültig.')).toBeVisible();
  await expect(validUntil).toHaveValue(german(expiry));
  await certificate.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(certificate).toBeHidden();

  // The supplier's invoice from the staffing hours is not reverse charge: 19 % VAT, no §13b text.
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const supplierPage = await supplierContext.newPage();
  await supplierPage.goto(`/auto-invoice/${work.jobId}/${work.clientId}/${work.supplierId}/new`);
  await supplierPage.getByRole('button', { name: 'Entwurf erstellen' }).click();
  await expect(supplierPage.getByTestId('invoice-editor')).toBeVisible();
  await expect(supplierPage.getByLabel('Steuerliche Behandlung')).toHaveValue('standard');
  await expect(supplierPage.getByTestId('invoice-net')).toHaveText(/^672,00\s€$/);
  await expect(supplierPage.getByTestId('invoice-vat-group')).toHaveCount(1);
  await expect(supplierPage.getByTestId('invoice-vat-group')).not.toContainText(REVERSE_CHARGE);
  await expect(supplierPage.getByTestId('invoice-vat-group')).toContainText(/127,68\s€/);
  await expect(supplierPage.getByTestId('invoice-gross-total')).toHaveText(/^799,68\s€$/);

  await supplierPage.getByRole('button', { name: 'Rechnung ausstellen' }).click();
  await supplierPage
    .getByRole('dialog', { name: 'Rechnung ausstellen?' })
    .getByRole('button', { name: 'Verbindlich ausstellen' })
    .click();
  const view = supplierPage.getByTestId('invoice-view');
  await expect(view).toBeVisible();
  const number = (await supplierPage.getByTestId('invoice-number').textContent())!.trim();
  expect(number).not.toBe('Entwurf');
  const invoiceId = new URL(supplierPage.url()).pathname.split('/').pop()!;
  await expect(view.getByTestId('invoice-vat-group')).not.toContainText(REVERSE_CHARGE);
  await expect(view.getByTestId('invoice-gross-total')).toHaveText(/^799,68\s€$/);
  await supplierContext.close();

  // The client receives it with VAT.
  await clientPage.goto('/invoice/list');
  const received = clientPage.locator(`[data-testid="invoice-row"][data-number="${number}"]`);
  await expect(received.getByTestId('invoice-gross')).toHaveText(/^799,68\s€$/);
  await clientContext.close();

  // The admin, in English: all invoices, the fee report and the accountant's CSV of the period.
  const adminContext = await browser.newContext({ storageState: storageStatePath('admin'), acceptDownloads: true });
  await adminContext.addInitScript((key) => window.localStorage.setItem(key, 'en'), STORAGE_KEYS.language);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/invoice/list');
  await expect(adminPage.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  // (the platform's fee invoice counts in its own sequence: it may carry the same number)
  const row = adminPage.getByTestId('invoice-row').filter({ has: adminPage.locator(`a[href$="/${invoiceId}"]`) });
  await expect(row).toHaveAttribute('data-number', number);
  await expect(row).toContainText(/→/);
  await expect(row.getByTestId('invoice-gross')).toContainText('799.68');
  await expect(row.getByTestId('invoice-status')).toHaveText('Open');

  const today = berlinToday();
  const report = adminPage.getByTestId('fee-report');
  await expect(report.getByRole('heading', { name: 'Service fee report' })).toBeVisible();
  await report.getByRole('textbox', { name: /^From/ }).fill(german(today));
  await report.getByRole('textbox', { name: /^To/ }).fill(german(today));
  await expect(report.getByRole('table', { name: 'Service fee report' })).toBeVisible();
  await expect(report.getByTestId('fee-report-total')).toContainText('Total (');

  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    report.getByRole('button', { name: 'CSV for the accountant' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rechnungen-${today}-${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(lines[0]).toBe(CSV_HEADER);
  const invoiceRow = lines.find((line) => line.startsWith(`${number};Rechnung;`));
  expect(invoiceRow, `a row for ${number} in\n${csv}`).toBeDefined();
  const cells = invoiceRow!.split(';');
  expect(cells[4]).toBe(german(today));
  expect(cells.slice(7, 13)).toEqual(['standard', '672,00', '127,68', '799,68', '0,00', 'ausgestellt']);
  // the platform's fee invoice for it is in the period too
  expect(lines.some((line) => line.includes(';Rechnung (Servicegebühr);'))).toBe(true);
  await adminContext.close();
});
