import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PATHS, PublicSitePage, text } from './pages/public-site.page';

test.describe('public site as a guest', () => {
  test('home page, FAQs and a CMS page in German and, after switching, in English', async ({ page }) => {
    const site = new PublicSitePage(page);
    await site.presetConsent('declined');

    await site.open('/');
    await expect(site.heading(text('de', 'seo.home.title'))).toBeVisible();
    await site.expectTitle('de', 'home');
    await expect(page.getByTestId('service-list').getByRole('heading', { name: 'Elektroinstallation' })).toBeVisible();
    await expect(page.getByTestId('testimonials')).toContainText('Emre Yılmaz');
    await expect(page.getByTestId('how-client')).toContainText(text('de', 'home.clientSteps.two'));

    await page.getByRole('navigation', { name: text('de', 'header.nav') }).getByRole('link', { name: text('de', 'header.faqs') }).click();
    await expect(site.heading(text('de', 'publicPages.faq.title'))).toBeVisible();
    const question = page.getByRole('button', { name: 'Wie veröffentliche ich einen Auftrag?' });
    await question.click();
    await expect(page.getByRole('region', { name: 'Wie veröffentliche ich einen Auftrag?' })).toContainText('Auftrag erstellen');

    await site.open('/cms-page/impressum');
    await expect(site.heading('Impressum')).toBeVisible();
    await expect(page).toHaveTitle('Impressum | Fachwerk');

    await site.switchLanguage('en');
    await expect(site.heading('Legal notice')).toBeVisible();
    await expect(page).toHaveTitle('Legal notice | Fachwerk');

    await site.open('/faqs');
    await expect(site.heading(text('en', 'publicPages.faq.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I post a job?' })).toBeVisible();
    await site.expectTitle('en', 'faqs');

    await site.open('/');
    await expect(site.heading(text('en', 'seo.home.title'))).toBeVisible();
    await expect(page.getByTestId('service-list').getByRole('heading', { name: 'Electrical installation' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text('en', 'seo.home.description'));
  });

  test('an unknown CMS slug shows the not-found state', async ({ page }) => {
    const site = new PublicSitePage(page);
    await site.presetConsent('declined');
    await site.open('/cms-page/gibt-es-nicht');
    await expect(site.heading(text('de', 'publicPages.cms.notFoundTitle'))).toBeVisible();
  });

  test('footer CMS pages (imprint, privacy, terms) open in the content-page dialog', async ({ page }) => {
    const site = new PublicSitePage(page);
    await site.presetConsent('declined');
    await site.open('/faqs');
    await page.getByRole('navigation', { name: text('de', 'footer.pages') }).getByRole('link', { name: 'Impressum' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impressum' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.fw-cms')).not.toBeEmpty();
    await dialog.getByRole('button', { name: text('de', 'common.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('every public page passes an axe scan without serious or critical violations', async ({ page }) => {
    test.setTimeout(90_000);
    const site = new PublicSitePage(page);
    for (const path of PUBLIC_PATHS) {
      await site.open(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('content-loading')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(severe).toEqual([]);
    }
  });
});
