import { expect, test, type Page } from '@playwright/test';
import { USER_TYPES } from '@fachwerk/shared/contracts';
import { ShellPage } from './pages/shell.page';
import { E2E_PORTS, SHELL_URL, storageStatePath } from './support/e2e-env';

/**
 * The shell and the remotes are served with a Content-Security-Policy derived from the runtime
 * manifest (and the whole e2e suite runs under it). Here: the headers are there, and the app works
 * under them — the guest pages and each role's dashboard (which loads that role's remote) raise no
 * CSP violation.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test('the shell and the remotes send CSP, anti-framing, referrer and permissions headers', async ({ request }) => {
  const shell = await request.get(`${SHELL_URL}/`);
  const csp = shell.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(new RegExp(`script-src [^;]*http://127\\.0\\.0\\.1:${E2E_PORTS.client}`));
  expect(csp).toMatch(new RegExp(`connect-src [^;]*ws://127\\.0\\.0\\.1:${E2E_PORTS.api}`));
  expect(shell.headers()['x-frame-options']).toBe('DENY');
  expect(shell.headers()['referrer-policy']).toBeTruthy();
  expect(shell.headers()['permissions-policy']).toBeTruthy();
  expect(shell.headers()['cache-control']).toBe('no-cache');

  const remote = await request.get(`http://127.0.0.1:${E2E_PORTS.client}/remoteEntry.js`);
  expect(remote.headers()['content-security-policy']).toBe(csp);
  expect(remote.headers()['cache-control']).toBe('no-cache');
  expect(remote.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('guest pages work under the CSP without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`${SHELL_URL}/`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto(`${SHELL_URL}/login/client`);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

for (const role of USER_TYPES) {
  test.describe(`${role} under the CSP`, () => {
    test.use({ storageState: storageStatePath(role) });

    test(`the ${role} remote loads and runs without a CSP violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const shell = new ShellPage(page);
      await shell.open('/dashboard');
      await expect(shell.dashboard(role)).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });
}
