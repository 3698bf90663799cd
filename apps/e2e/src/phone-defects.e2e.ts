import { expect, test, type Page } from '@playwright/test';
import { DemoApi } from './pages/engagement.page';
import { storageStatePath } from './support/e2e-env';

/**
 * Layout defects found on a phone (390 px) and on a desktop (1366 px): each test here
 * failed before its fix.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('job search on a phone', () => {
  test.use({ storageState: storageStatePath('supplier'), viewport: PHONE });

  test('/job-list/{id}: the job lies in the flow above the results, opaque, and the results start right below the folded filters', async ({
    page,
  }) => {
    const title = `Telefon-Layout ${unique()}`;
    const client = await DemoApi.as('client');
    const job = await client.createOpenJob(title);
    await client.dispose();

    await page.goto(`/job-list/${job._id}`);
    const detail = page.getByTestId('job-search-detail');
    await expect(detail.getByRole('heading', { name: title })).toBeVisible();
    const results = page.getByRole('list', { name: 'Suchergebnisse' });
    await expect(results).toBeVisible();

    // opaque, in the flow (not sticky over the list), above the filters and the results
    const style = await detail.evaluate((el) => ({ position: getComputedStyle(el).position, background: getComputedStyle(el).backgroundColor }));
    expect(style.position).toBe('static');
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    const toggle = page.getByTestId('job-search-filters-toggle');
    const [detailBox, toggleBox, resultsBox] = await Promise.all([detail.boundingBox(), toggle.boundingBox(), results.boundingBox()]);
    expect(detailBox!.y + detailBox!.height).toBeLessThanOrEqual(toggleBox!.y);
    // the filters are folded: the results follow their summary within a few lines, not 2.2 screens
    await expect(page.getByRole('search', { name: 'Aufträge filtern' })).toBeHidden();
    expect(resultsBox!.y - (toggleBox!.y + toggleBox!.height)).toBeLessThan(120);

    // scrolled down, nothing lies over the results
    await page.mouse.wheel(0, 1200);
    const covered = await results.evaluate((list) => {
      const first = list.querySelector('li');
      if (!first) return false;
      const box = first.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 10, Math.max(box.top, 0) + 10);
      return hit !== null && !list.contains(hit) && box.top >= 0 && box.top < window.innerHeight;
    });
    expect(covered).toBe(false);

    // the filters open from their summary
    await toggle.click();
    await expect(page.getByRole('search', { name: 'Aufträge filtern' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('guest pages on a phone', () => {
  test.use({ viewport: PHONE });

  test('a new screen opens at its top, not where the previous long form was scrolled to', async ({ page }) => {
    await page.goto('/client-register');
    const toLogin = page.getByRole('link', { name: 'Zur Anmeldung' });
    await toLogin.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await toLogin.click();
    await expect(page).toHaveURL(/\/login\/client$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the six code boxes stand in one row inside the screen', async ({ page }) => {
    await page.goto('/emailverify/00000000-0000-4000-8000-000000000000/client');
    const boxes = page.getByRole('group', { name: 'Bestätigungscode' }).getByRole('textbox');
    await expect(boxes).toHaveCount(6);
    const rects = await boxes.evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(rects.map((r) => Math.round(r.top))).size).toBe(1);
    for (const r of rects) {
      expect(r.left).toBeGreaterThanOrEqual(0);
      expect(r.right).toBeLessThanOrEqual(PHONE.width);
      expect(r.width).toBeGreaterThanOrEqual(32);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('desktop lists', () => {
  test.use({ storageState: storageStatePath('supplier'), viewport: DESKTOP });
  // two pages with their lazy chunks each; a loaded machine needs more than the default 30 s
  test.describe.configure({ timeout: 90_000 });

  test('invoice-list dates stay on one line', async ({ page }) => {
    await page.goto('/invoice/list');
    const dates = page.locator('.fw-invoice-date');
    await expect(dates.first()).toBeVisible({ timeout: 30_000 });
    const lines = await dates.evaluateAll((spans) => spans.map((s) => s.getClientRects().length));
    expect(lines.every((n) => n === 1)).toBe(true);
  });

  test('the dashboard tiles carry no list bullet; facts such as "Arbeitnehmerüberlassung" stay inside their column', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const tiles = page.getByTestId('dashboard-figures').locator(':scope > li');
    await expect(tiles.first()).toBeVisible();
    const markers = await tiles.evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
    expect(markers.every((m) => m === 'none')).toBe(true);

    await page.goto('/awarded-jobs');
    const facts = page.locator('.fw-facts dd, .fw-job-card__facts dd');
    await expect(facts.first()).toBeVisible();
    const overrun = await facts.evaluateAll((cells) =>
      cells.filter((dd) => dd.scrollWidth > dd.clientWidth + 1).map((dd) => dd.textContent),
    );
    expect(overrun).toEqual([]);
  });
});
