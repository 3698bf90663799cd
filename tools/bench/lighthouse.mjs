/**
 * `npm run bench -- --lighthouse`: Lighthouse (performance and accessibility) on the served builds,
 * mobile (Lighthouse's default: Moto G power, simulated slow 4G, 4× CPU) and desktop, for the public
 * home page (a guest), the job search and a dashboard (the demo supplier: /job-list is a logged-in
 * route). Targets: mobile performance ≥ 90, accessibility 100, CLS ≤ 0.05, LCP ≤ 2.5 s.
 *
 * One Chromium with a profile of its own, driven by Playwright and Lighthouse through the same
 * DevTools port: the guest page runs first with Lighthouse's storage reset; then the supplier logs in
 * through the login form (the session lives in the profile's localStorage) and the logged-in pages
 * run with the storage reset off, so Lighthouse really loads the dashboard.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS, ensureChromium } from '../ci/chromium.mjs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../dev/demo.mjs';
import { table } from './measure.mjs';
import { completeSecondFactor } from './second-factor.mjs';

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, cls: 0.05, lcpMs: 2500 };

const PAGES = [
  { name: 'home /', path: '/', role: null },
  { name: 'job search /job-list', path: '/job-list', role: 'supplier' },
  { name: 'dashboard /dashboard', path: '/dashboard', role: 'supplier' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Verdict of one Lighthouse result against the targets (mobile only; desktop is reported). */
export function lighthouseVerdict({ formFactor, performance, accessibility, cls, lcpMs }) {
  if (formFactor !== 'mobile') return 'reported';
  const misses = [];
  if (performance < LIGHTHOUSE_TARGETS.performance) misses.push('perf');
  if (accessibility < LIGHTHOUSE_TARGETS.accessibility) misses.push('a11y');
  if (cls > LIGHTHOUSE_TARGETS.cls) misses.push('CLS');
  if (lcpMs > LIGHTHOUSE_TARGETS.lcpMs) misses.push('LCP');
  return misses.length ? `MISSED: ${misses.join(', ')}` : 'ok';
}

/** Runs Lighthouse on the pages; returns true when every mobile target is met. */
export async function runLighthouse(shellOrigin) {
  ensureChromium();
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = await import('@playwright/test');
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'fachwerk-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${port}`],
  });
  const rows = [];
  let allOk = true;
  let loggedInAs = null;
  try {
    // BENCH_LIGHTHOUSE_PAGES=home,dashboard: only those pages (by the first word of their name)
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
    for (const page of PAGES.filter((p) => !only?.length || only.some((name) => p.name.startsWith(name)))) {
      if (page.role && loggedInAs !== page.role) {
        const tab = await context.newPage();
        await tab.goto(`${shellOrigin}/login/${page.role}`);
        const form = tab.getByTestId('login-form');
        await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_ACCOUNTS[page.role]);
        await form.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
        await form.locator('button[type="submit"]').first().click();
        await completeSecondFactor(tab, page.role);
        await tab.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
        await tab.close();
        loggedInAs = page.role;
      }
      for (const formFactor of ['mobile', 'desktop']) {
        const flags = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // a guest page starts from empty storage; a logged-in one keeps the session in localStorage
          disableStorageReset: page.role !== null,
        };
        const result = await lighthouse(`${shellOrigin}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page.path}`);
        if (process.env.BENCH_LIGHTHOUSE_DIR) {
          // full reports for diagnosis (LCP element, layout-shift culprits, failing nodes)
          await mkdir(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
          const file = `${page.path.replace(/\W+/g, '_') || 'home'}-${formFactor}.json`;
          await writeFile(path.join(process.env.BENCH_LIGHTHOUSE_DIR, file), JSON.stringify(lhr));
        }
        const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
        if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}: not the page asked for`);
        const figures = {
          formFactor,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
        };
        const verdict = lighthouseVerdict(figures);
        if (verdict.startsWith('MISSED')) allOk = false;
        const failedA11y = Object.values(lhr.audits)
          .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
          .map((a) => a.id);
        rows.push([
          page.name,
          formFactor,
          figures.performance,
          figures.accessibility,
          figures.cls.toFixed(3),
          (figures.lcpMs / 1000).toFixed(2),
          verdict + (failedA11y.length ? ` (a11y: ${failedA11y.join(', ')})` : ''),
        ]);
      }
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}: ` +
      `targets (mobile) performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, ` +
      `CLS ≤ ${LIGHTHOUSE_TARGETS.cls}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s`,
  );
  console.log(table(['page', 'form factor', 'performance', 'accessibility', 'CLS', 'LCP s', 'verdict'], rows));
  return allOk;
}
