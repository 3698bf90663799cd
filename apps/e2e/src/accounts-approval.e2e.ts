import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { INVALID_FILE_FORMAT_MESSAGE, REDIRECTS, TEST_IDS } from '@fachwerk/shared/contracts';
import {
  AdminAccountsPage,
  PENDING_ACCOUNTS,
  atPath,
  loginNotApproved,
  submitLogin,
} from './pages/accounts.page';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

/** A valid 1×1 PNG (the API checks the type by content). */
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Approval journey: a pending supplier logs in and lands on /profile with the pending status; the
 * admin finds it in /supplier, opens /profile/:id/supplier and approves it; the supplier then reaches
 * the dashboard.
 */
test('a pending supplier is approved by the admin and then reaches the dashboard', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = PENDING_ACCOUNTS.supplier1;

  const {
    context: supplierContext,
    page: supplier,
    profile,
  } = await loginNotApproved(browser, 'supplier', email);
  await expect(profile.approvalStatus).toHaveAttribute('data-status', 'pending');
  await expect(profile.approvalStatus).toContainText('Freigabe ausstehend');
  await expect(profile.percentage).toContainText('%');
  await expect(profile.field(/^Firmenname/)).toHaveValue('Nowak Trockenbau GmbH');

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = new AdminAccountsPage(await adminContext.newPage());
  await admin.openList('supplier', '?approval=pending');
  await admin.search('Nowak');
  await expect(admin.page).toHaveURL((url) => url.searchParams.get('search') === 'Nowak' && url.searchParams.get('approval') === 'pending');
  const row = admin.row(email);
  await expect(row).toContainText('Ausstehend');
  await row.getByRole('link', { name: 'Nowak Trockenbau GmbH' }).click();
  await expect(admin.page).toHaveURL((url) => /^\/profile\/[0-9a-f-]{36}\/supplier$/.test(url.pathname));
  await expect(admin.approvalStatus).toHaveAttribute('data-status', 'pending');
  await expect(admin.profile.getByText('Handelsregisternummer')).toBeVisible();
  await admin.action('Freigeben').click();
  await expect(admin.approvalStatus).toHaveAttribute('data-status', 'approved');
  await expect(admin.auditTrail).toContainText('Freigegeben');
  await adminContext.close();

  // the supplier logs in again and stays on the dashboard (no not-approved redirect any more)
  await supplierContext.clearCookies();
  await supplier.evaluate(() => window.localStorage.clear());
  await submitLogin(supplier, 'supplier', email);
  await expect(supplier).toHaveURL(atPath(REDIRECTS.loggedInHome), { timeout: 30_000 });
  await expect(new ShellPage(supplier).dashboard('supplier')).toBeVisible();
  await supplier.waitForTimeout(1500);
  await expect(supplier).toHaveURL(atPath(REDIRECTS.loggedInHome));
  await supplier.goto('/profile');
  await expect(profile.approvalStatus).toHaveAttribute('data-status', 'approved');
  await supplierContext.close();
});

test('the admin rejects an account only with a reason; the account sees the reason, completes its profile and exports its data', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = PENDING_ACCOUNTS.client1;
  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const admin = new AdminAccountsPage(await adminContext.newPage());
  await admin.openList('client', `?search=${encodeURIComponent(email)}`);
  await admin.row(email).getByRole('link').click();
  await admin.action('Ablehnen').click();
  const dialog = admin.page.getByRole('dialog', { name: 'Konto ablehnen' });
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Das Feld Begründung ist erforderlich.');
  await dialog.getByLabel('Begründung').fill('Die USt-IdNr. ist nicht gültig.');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.approvalStatus).toHaveAttribute('data-status', 'rejected');
  await expect(admin.auditTrail).toContainText('Die USt-IdNr. ist nicht gültig.');
  await adminContext.close();

  const { context: clientContext, page: client, profile } = await loginNotApproved(browser, 'client', email);
  await expect(profile.approvalStatus).toHaveAttribute('data-status', 'rejected');
  await expect(profile.approvalStatus).toContainText('Begründung: Die USt-IdNr. ist nicht gültig.');

  // the account completes its profile: a wrong file type is refused in the browser, a picture is
  // uploaded, the save answers with the new percentage and the side-menu ring shows it
  const ring = client.getByTestId(TEST_IDS.profileRing);
  const before = Number(await ring.getAttribute('aria-valuenow'));
  const picture = profile.root.getByLabel('Profilbild');
  await picture.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
  await expect(profile.root.getByText(INVALID_FILE_FORMAT_MESSAGE)).toBeVisible();
  await picture.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(profile.root.getByRole('button', { name: 'Datei logo.png entfernen' })).toBeVisible();
  await profile.field(/^USt-IdNr/).fill('DE811907980');
  await profile.save();
  await expect(client.getByText('Ihr Profil wurde gespeichert.')).toBeVisible();
  await expect.poll(async () => Number(await ring.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  const shown = Number(await ring.getAttribute('aria-valuenow'));
  await expect(profile.percentage).toContainText(`${shown} %`);

  // "export my data" (Art. 15/20 DSGVO): the worker prepares one ZIP; the card shows it being prepared,
  // then ready, and downloads it with the session: a manifest and the account's data as JSON
  await profile.root.getByRole('button', { name: 'Daten exportieren' }).click();
  const exportState = profile.root.getByTestId('data-export-state');
  await expect(exportState).toHaveAttribute('data-state', /requested|ready/);
  await expect
    .poll(
      async () => {
        const state = await exportState.getAttribute('data-state');
        if (state === 'requested') await profile.root.getByRole('button', { name: 'Aktualisieren' }).click();
        return state;
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe('ready');
  const download = client.waitForEvent('download');
  await profile.root.getByTestId('data-export-download').click();
  const zip = unzipSync(readFileSync(await (await download).path()));
  expect(Object.keys(zip)).toContain('manifest.json');
  const json = Object.entries(zip).filter(([name]) => name.startsWith('data/') && name.endsWith('.json'));
  expect(json.length).toBeGreaterThan(0);
  expect(json.some(([, bytes]) => strFromU8(bytes).includes(email))).toBe(true);

  // removing the only contact person is kept after a reload (the emptied list is sent as null)
  const contacts = profile.root.getByRole('group', { name: 'Ansprechpartner', exact: true });
  await contacts.getByRole('button', { name: 'Ansprechpartner 1 entfernen' }).click();
  const saved = client.waitForResponse((res) => res.url().endsWith('/api/v1/accounts/me') && res.request().method() === 'PATCH');
  await profile.save();
  expect((await saved).status()).toBe(200);
  await client.reload();
  await expect(profile.root.getByRole('group', { name: 'Ansprechpartner', exact: true })).toContainText('Noch keine Einträge.');
  await expect.poll(async () => Number(await ring.getAttribute('aria-valuenow'))).toBeLessThan(shown);
  await clientContext.close();
});
