import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_PATHS, type ApiEnvelope, type CommonContent } from '@fachwerk/shared/contracts';
import { catalogues } from '@fachwerk/shared/i18n/server';
import { ContentAdminPage } from './pages/content-admin.page';
import { API_URL, SHELL_URL, storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('admin') });

/** A fresh guest (no session) in its own browser context. */
async function asGuest<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: SHELL_URL, locale: 'de-DE' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const nouns = catalogues.de.adminContent.nouns;

test('a CMS page the admin creates as header page is in the guest header and opens', async ({
  page,
  browser,
}) => {
  // one fresh guest context loads the app cold beside the admin's
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const title = `Qualitätsversprechen ${stamp}`;
  const admin = new ContentAdminPage(page);
  await admin.open('/cms');
  await admin.startCreate(nouns.cmsPage);
  await admin.fillText('titleDe', title);
  await admin.fillText('titleEn', `Quality promise ${stamp}`);
  // the slug follows the German title
  expect(await admin.fieldValue('slug')).toBe(`qualitaetsversprechen-${stamp}`);
  await admin.fillHtml('descriptionDe', 'Wir prüfen jede Fachkraft vor dem ersten Einsatz.');
  await admin.fillHtml('descriptionEn', 'We check every worker before the first assignment.');
  await admin.check('isHeader');
  await admin.save();
  await admin.search(stamp);
  await expect(admin.row(title)).toContainText(catalogues.de.adminContent.cms.inHeader);

  await asGuest(browser, async (guest) => {
    await guest.goto('/');
    const link = guest.getByRole('banner').getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(guest).toHaveURL((url) => url.pathname === `/cms-page/qualitaetsversprechen-${stamp}`);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText('Wir prüfen jede Fachkraft vor dem ersten Einsatz.')).toBeVisible();
  });
});

test('a service name the admin edits shows in the public lists (cache refreshed)', async ({
  page,
  browser,
}) => {
  // two fresh guest contexts load the app cold beside the admin's: about 30 s on a busy 2-core machine
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const before = `Dachbegrünung ${stamp}`;
  const after = `Fassadenbegrünung ${stamp}`;
  const admin = new ContentAdminPage(page);
  await admin.open('/add-Service');
  await admin.startCreate(nouns.service);
  await admin.fillText('nameDe', before);
  await admin.fillText('nameEn', `Green roofs ${stamp}`);
  await admin.save();
  await admin.search(stamp);
  await expect(admin.row(before)).toBeVisible();

  // a guest reads the public lists once, so the API has them cached with the old name
  await asGuest(browser, async (guest) => {
    await guest.goto('/category');
    await expect(guest.getByTestId('service-list').getByRole('heading', { name: before })).toBeVisible();
  });

  await admin.edit(before);
  await admin.fillText('nameDe', after);
  await admin.save();
  await expect(admin.row(after)).toBeVisible();

  await asGuest(browser, async (guest) => {
    await guest.goto('/category');
    const services = guest.getByTestId('service-list');
    await expect(services.getByRole('heading', { name: after })).toBeVisible();
    await expect(services.getByRole('heading', { name: before })).toHaveCount(0);
    // the common-content call (registration and job forms choose from it) has the new name too
    const response = await guest.request.get(`${API_URL}${API_PATHS.content}`, {
      headers: { 'Accept-Language': 'de' },
    });
    const { data } = (await response.json()) as ApiEnvelope<CommonContent>;
    const names = (data?.serviceList ?? []).map((s) => s.name);
    expect(names).toContain(after);
    expect(names).not.toContain(before);
  });
});

/** A real 1×1 PNG: the API checks the type by content, not by name. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a logo is created with an uploaded image; a wrong file type is refused', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Musterbau GmbH ${stamp}`;
  const admin = new ContentAdminPage(page);
  await admin.open('/add-logo');
  await admin.startCreate(nouns.logo);
  await admin.fillText('logoName', name);
  const file = admin.dialog.getByLabel(`${catalogues.de.adminContent.fields.image} *`, { exact: true });
  await file.setInputFiles({
    name: 'logo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(admin.dialog.getByRole('alert')).toHaveText(catalogues.de.upload.invalidFormat);
  await file.setInputFiles({ name: 'musterbau-logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
  // the stored file shows with its remove button once the upload is done
  await expect(
    admin.dialog.getByRole('button', {
      name: catalogues.de.upload.remove.replace('{{name}}', 'musterbau-logo.png'),
    }),
  ).toBeVisible();
  await admin.save();
  await admin.search(stamp);
  const logo = admin.row(name).getByRole('img');
  await expect(logo).toBeVisible();
  // the stored public file is served and the browser may show it on the app's origin
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});
