import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, SHELL_URL, storageStatePath } from './support/e2e-env';

/**
 * The installable app: a linked web app manifest with 192 and 512 px PNG icons, start_url
 * and standalone display; a Workbox service worker with a fetch handler that controls the page,
 * serves the offline page when a reload finds no network and leaves Module Federation working.
 */
test.use({ serviceWorkers: 'allow' });

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height of a PNG from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Waits until the service worker is active and controls this page (clientsClaim). */
async function controlled(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 }).toBe('activated');
  return scope;
}

test('installable by Chromium’s criteria: manifest with icons, start_url and standalone display, service worker in control', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(new URL(href!, SHELL_URL).href);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as WebAppManifest;
  expect(manifest).toMatchObject({ short_name: 'Fachwerk', display: 'standalone', scope: '/' });
  expect(manifest.start_url.startsWith('/')).toBe(true);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && i.purpose !== 'maskable');
    expect(icon, `${size} px icon`).toBeTruthy();
    const png = await request.get(new URL(icon!.src, SHELL_URL).href);
    expect(png.ok()).toBe(true);
    expect(pngSize(await png.body())).toEqual({ width: size, height: size });
  }

  expect(await controlled(page)).toBe(`${SHELL_URL}/`);
  // Chromium's own verdict on installability (the criteria its install prompt applies)
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are off-the-record profiles, where Chromium never offers installs:
  // that verdict is about the profile, every other one about the app
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline, a reload shows the offline page; online again the app comes back', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/faqs');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keine Verbindung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with a role’s remote', () => {
  test.use({ storageState: storageStatePath('supplier') });

  test('Module Federation still loads the remote under the service worker, whose cache holds its entry file', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard');
    await controlled(page);
    await page.reload();
    await expect(page.getByTestId('dashboard-supplier')).toBeVisible({ timeout: 30_000 });
    const cached = await page.evaluate(async () => (await (await caches.open('fachwerk-remotes')).keys()).map((r) => r.url));
    expect(cached).toContain(`http://127.0.0.1:${E2E_PORTS.supplier}/remoteEntry.js`);
  });
});
