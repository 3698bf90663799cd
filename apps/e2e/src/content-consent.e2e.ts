import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@fachwerk/shared/contracts';
import { PublicSitePage, text } from './pages/public-site.page';

const TRANSLATE_HOST = 'https://translate.google.com/';

test('the consent banner blocks the translation script until accepted; the choice persists and can be changed', async ({ page }) => {
  const requested: string[] = [];
  // the third-party origin is answered locally: the test counts requests, it needs no internet
  await page.route(`${TRANSLATE_HOST}**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* translate widget stub */' });
  });
  const site = new PublicSitePage(page);
  await site.open('/');
  await expect(site.consentBanner).toBeVisible();
  const accept = site.consentBanner.getByRole('button', { name: text('de', 'consent.accept') });
  const decline = site.consentBanner.getByRole('button', { name: text('de', 'consent.decline') });
  await expect(decline).toBeVisible();
  await site.open('/faqs');
  await expect(site.heading(text('de', 'publicPages.faq.title'))).toBeVisible();
  expect(requested).toEqual([]);

  await accept.click();
  await expect(site.consentBanner).toBeHidden();
  await expect.poll(() => requested.length).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.consent)).toBe('accepted');

  // the footer link reopens the banner; declining is one click and survives a reload
  await page.getByRole('button', { name: text('de', 'consent.settings') }).click();
  await site.consentBanner.getByRole('button', { name: text('de', 'consent.decline') }).click();
  await page.reload();
  await expect(site.heading(text('de', 'publicPages.faq.title'))).toBeVisible();
  await expect(site.consentBanner).toBeHidden();
  expect(requested).toHaveLength(1);
});
