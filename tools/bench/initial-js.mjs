/**
 * The initial-JavaScript measurement, shared by `npm run bench` (a table) and the `budget` tier of
 * `npm test` (a pass/fail check per page): Debian Chromium opens the built shell as a guest and,
 * logged in per role, at /dashboard; every JavaScript response is gzipped and summed per origin
 * (shell vs the role's remote). Budget: each remote ≤ 75 KB, shell + one remote ≤ 200 KB.
 * The sizes depend only on the builds, so the same build always gives the same figures.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { REMOTES } from '../dev/serve-built.mjs';
import { CHROMIUM_LAUNCH_OPTIONS, ensureChromium } from '../ci/chromium.mjs';
import { KB, gzipSize, jsBudget, jsByOrigin } from './measure.mjs';
import { completeSecondFactor } from './second-factor.mjs';

const kb = (bytes) => (bytes / KB).toFixed(1);

/** No request in flight for this long after the page is ready: what Playwright's `networkidle` means. */
const QUIET_MS = 500;

/** Resolves once no request has been in flight for QUIET_MS (counted from the call at the earliest). */
function networkQuiet(page, inFlight) {
  return new Promise((resolve) => {
    let timer;
    const check = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, QUIET_MS);
    };
    const done = () => {
      page.off('request', check);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
      resolve();
    };
    page.on('request', check);
    page.on('requestfinished', check);
    page.on('requestfailed', check);
    check();
  });
}

/**
 * The scripts a page loads until it has rendered `readySelector` and the network is quiet. Waiting
 * for `networkidle` alone undercounted on a loaded machine: while the entry chunk runs, no request is
 * in flight, so `networkidle` could fire before the page's chunks or the remote were requested.
 */
async function collectScripts(browser, url, storageState, readySelector) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const pending = [];
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'script' || contentType.includes('javascript')) {
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator(readySelector)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => {
      throw new Error(`${url}: ${readySelector} did not render within 60 s (a chunk or the remote failed?)`);
    });
  await networkQuiet(page, inFlight);
  const scripts = (await Promise.all(pending)).filter(Boolean);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { scripts, finalPath };
}

/** Logs a demo account in through the login form; returns the storage state of that session. */
export async function loginState(browser, shellOrigin, role) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shellOrigin}/login/${role}`);
  const form = page.getByTestId('login-form');
  await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_ACCOUNTS[role]);
  await form.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').first().click();
  await completeSecondFactor(page, role);
  await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Measures the guest landing page and each role's /dashboard on the served builds.
 * @param {{ shell: number, client: number, supplier: number, admin: number }} ports
 * @returns {Promise<{ pages: { page: string, files: number, shellGzip: number, remote: string | null,
 *   remoteGzip: number, ok: boolean, problems: string[] }[], largest: { file: string, gzip: number }[] }>}
 *   `largest`: the biggest scripts of the last dashboard load, for whoever trims them.
 */
export async function measureInitialJs(ports) {
  ensureChromium();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const shellOrigin = `http://127.0.0.1:${ports.shell}`;
  const pages = [];
  let lastScripts = [];
  try {
    const guest = await collectScripts(browser, `${shellOrigin}/`, undefined, '[data-testid="home-page"]');
    const byOrigin = jsByOrigin(guest.scripts);
    const guestShell = byOrigin.get(shellOrigin) ?? { files: 0, gzip: 0 };
    const loadedRemotes = REMOTES.filter((r) => byOrigin.has(`http://127.0.0.1:${ports[r]}`));
    const guestOk = guestShell.gzip <= 200 * KB && loadedRemotes.length === 0;
    pages.push({
      page: 'guest /',
      files: guestShell.files,
      shellGzip: guestShell.gzip,
      remote: null,
      remoteGzip: 0,
      ok: guestOk,
      problems: [
        ...(guestShell.gzip > 200 * KB ? [`shell ${kb(guestShell.gzip)} KB > 200 KB`] : []),
        ...(loadedRemotes.length ? [`a guest loaded remotes: ${loadedRemotes.join(', ')}`] : []),
      ],
    });

    for (const role of REMOTES) {
      const state = await loginState(browser, shellOrigin, role);
      const { scripts, finalPath } = await collectScripts(browser, `${shellOrigin}/dashboard`, state, `[data-testid="dashboard-${role}"]`);
      if (finalPath !== '/dashboard') throw new Error(`${role}: /dashboard redirected to ${finalPath}`);
      lastScripts = scripts;
      const origins = jsByOrigin(scripts);
      const shell = origins.get(shellOrigin) ?? { files: 0, gzip: 0 };
      const remote = origins.get(`http://127.0.0.1:${ports[role]}`) ?? { files: 0, gzip: 0 };
      const others = REMOTES.filter((r) => r !== role && origins.has(`http://127.0.0.1:${ports[r]}`));
      const verdict = jsBudget({ shellGzip: shell.gzip, remoteGzip: remote.gzip });
      const problems = [
        ...(verdict.remoteOk ? [] : [`${role} remote ${kb(remote.gzip)} KB > 75 KB`]),
        ...(verdict.totalOk ? [] : [`shell + ${role} ${kb(shell.gzip + remote.gzip)} KB > 200 KB`]),
        ...(remote.files === 0 ? [`the ${role} remote was not loaded`] : []),
        ...(others.length ? [`also loaded: ${others.join(', ')}`] : []),
      ];
      pages.push({
        page: `${role} /dashboard`,
        files: shell.files + remote.files,
        shellGzip: shell.gzip,
        remote: role,
        remoteGzip: remote.gzip,
        ok: problems.length === 0,
        problems,
      });
    }
  } finally {
    await browser.close();
  }
  const largest = lastScripts
    .map(({ url, body }) => ({ file: new URL(url).host + new URL(url).pathname, gzip: gzipSize(body) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { pages, largest };
}

/** Table rows of a measurement: page, js files, shell, remote, remote KB, total, verdict. */
export function initialJsRows(pages) {
  return pages.map((p) => [
    p.page,
    p.files,
    kb(p.shellGzip),
    p.remote ?? '-',
    p.remote ? kb(p.remoteGzip) : '-',
    kb(p.shellGzip + p.remoteGzip),
    p.ok ? 'ok' : `OVER (${p.problems.join('; ')})`,
  ]);
}

export const INITIAL_JS_HEADERS = ['page', 'js files', 'shell', 'remote', 'remote KB', 'total', 'verdict'];
