import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { APP_ROUTES, DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_IDS, USER_TYPES, type AppRouteDefinition } from '@fachwerk/shared/contracts';
import { A11Y_ROUTES, resolveRouteIds, rolesAllowed, type Visitor } from './pages/a11y-routes.page';
import { submitLogin } from './pages/accounts.page';
import { approvedClient, confirmEnrolment, startEnrolment } from './pages/two-factor.page';
import { storageStatePath } from './support/e2e-env';

/**
 * Every route of §2, for every role allowed on it, at a phone's and a laptop's width —
 * no horizontal overflow, no console error, and no WCAG 2.1 AA violation found by axe.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

base('the route table of the accessibility suite is the router’s: every path, with the roles allowed on it', () => {
  const table = Object.fromEntries(A11Y_ROUTES.map((r) => [r.path, [...r.roles].sort()]));
  const router = Object.fromEntries(APP_ROUTES.map((r: AppRouteDefinition) => [r.path, [...rolesAllowed(r)].sort()]));
  expect(table).toEqual(router);
});

/**
 * One browser context per visitor and worker (with the setup project's storage state), reused by every
 * test of that visitor in the worker: each test opens its route with a full navigation in the context's
 * page and reads the console errors and page errors collected since.
 */
interface Visit {
  page: Page;
  errors: string[];
}
/** A page in a new context (a visitor's storage state, none for a guest) collecting console and page errors. */
async function openVisit(browser: Browser, visitor: Visitor, contexts: BrowserContext[]): Promise<Visit> {
  const context = await browser.newContext({
    ...(visitor === 'guest' ? {} : { storageState: storageStatePath(visitor) }),
    locale: 'de-DE',
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return { page, errors };
}

const test = base.extend<object, { visitAs: (visitor: Visitor) => Promise<Visit> }>({
  visitAs: [
    async ({ browser }, use) => {
      const visits = new Map<Visitor, Promise<Visit>>();
      const contexts: BrowserContext[] = [];
      await use(async (visitor) => {
        if (!visits.has(visitor)) visits.set(visitor, openVisit(browser, visitor, contexts));
        const visit = await visits.get(visitor)!;
        visit.errors.length = 0;
        return visit;
      });
      await Promise.all(contexts.map((c) => c.close()));
    },
    { scope: 'worker' },
  ],
});

/** The page's own content is there: a landmark with text, no skeleton, no loading chunk or remote. */
async function pageRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || !main.textContent?.trim()) return false;
    return !document.querySelector('.fw-skeleton, .fw-loading, .fw-date-picker__loading, [aria-busy="true"]:not(button)');
  });
}

async function audit(page: Page, label: string, errors: string[]): Promise<void> {
  await pageRendered(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const wide =
    scrollWidth > innerWidth
      ? await page.evaluate((limit) => {
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
            const box = el.getBoundingClientRect();
            if (box.right > limit + 0.5 && box.width > 0) out.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
            if (out.length >= 5) break;
          }
          return out;
        }, innerWidth)
      : [];
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 6).join(' | ')}`,
  );
  expect
    .soft(scrollWidth, `${label}: horizontal overflow (${scrollWidth} > ${innerWidth}) by ${wide.join(', ')}`)
    .toBeLessThanOrEqual(innerWidth);
  expect.soft(errors, `${label}: console errors`).toEqual([]);
  expect(found, `${label}: axe WCAG 2.1 AA violations`).toEqual([]);
}

const VISITORS: Visitor[] = ['guest', ...USER_TYPES];

/**
 * After a resize the page re-lays out over a few frames (media-query listeners re-render, e.g. a data
 * table into its card list): wait until it fits or 2 s have passed. An overflow that lasts is still
 * measured and reported by the audit; one caught mid-relayout (821 px wide at 390, no element wider)
 * made a CI run fail.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 2_000 })
    .catch(() => undefined);
}

/**
 * Each route is opened once and audited at both widths: loaded at one, audited, resized to the other
 * and audited again, so the layout has to follow a resize as well (a tablet turned, a window
 * widened). Every other route loads at the phone's width first and the rest at the laptop's, so both
 * widths are audited on fresh loads too. One navigation per route and visitor instead of one per width
 * halved the suite's time (258 tests at about 5.6 s each in CI).
 */
async function auditAtEveryWidth(
  page: Page,
  label: string,
  errors: string[],
  open: () => Promise<void>,
  phoneFirst = true,
): Promise<void> {
  const widths = phoneFirst ? WIDTHS : [...WIDTHS].reverse();
  for (const [index, viewport] of widths.entries()) {
    await page.setViewportSize(viewport);
    if (index === 0) await open();
    else await layoutSettled(page);
    await audit(page, `${label} at ${viewport.width} px${index === 0 ? '' : ' (resized)'}`, errors);
  }
}

for (const visitor of VISITORS) {
  test.describe(`as ${visitor}, ${WIDTHS.map((w) => `${w.width} px`).join(' and ')}`, () => {
    // two audits per test
    test.describe.configure({ timeout: 60_000 });
    for (const [index, route] of A11Y_ROUTES.filter((r) => r.roles.includes(visitor)).entries()) {
      const phoneFirst = index % 2 === 0;
      test(`${route.path} (loaded at ${phoneFirst ? WIDTHS[0].width : WIDTHS[1].width} px)`, async ({ visitAs }) => {
        const { page, errors } = await visitAs(visitor);
        const url = route.url(await resolveRouteIds());
        await auditAtEveryWidth(
          page,
          `${visitor} ${url}`,
          errors,
          async () => {
            await page.goto(url);
          },
          phoneFirst,
        );
      });
    }
    if (visitor === 'guest')
      test('/login/:type, second step (authenticator code)', async ({ visitAs }) => {
        const { page, errors } = await visitAs(visitor);
        await auditAtEveryWidth(page, 'guest /login/admin (second step)', errors, async () => {
          await page.goto('/login/admin');
          const form = page.getByTestId(TEST_IDS.loginForm);
          await form.locator('input[type="email"]').fill(DEMO_ACCOUNTS.admin);
          await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
          await form.locator('button[type="submit"]').click();
          await expect(page.getByTestId('totp-code')).toBeVisible({ timeout: 30_000 });
        });
      });
    if (visitor === 'client')
      // a pending secret only (not confirmed): the demo client's logins stay one-step
      test('/profile, second factor setup (QR code and key)', async ({ visitAs }) => {
        const { page, errors } = await visitAs(visitor);
        const card = page.getByTestId('two-factor-card');
        await auditAtEveryWidth(page, 'client /profile (second factor setup)', errors, async () => {
          await page.goto('/profile');
          await startEnrolment(card, DEMO_PASSWORD);
        });
        await expect(card.getByTestId('totp-manual-key')).toBeVisible();
      });
  });
}

/**
 * The recovery codes are shown once, when the second factor is switched on: never for a demo account
 * (the shared client's logins stay one-step), so an approved client of this test's own, at both widths.
 */
test.describe('as a fresh client', () => {
  test('/profile, second factor recovery codes', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const client = { email: `wiederherstellung.${Date.now()}@example.test`, password: 'Kranbahn!Sued-52', companyName: 'Wiederherstellung GmbH', vat: 'DE833333333' };
    await approvedClient(request, client);
    const contexts: BrowserContext[] = [];
    try {
      const { page, errors } = await openVisit(browser, 'guest', contexts);
      await submitLogin(page, 'client', client.email, client.password);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      errors.length = 0;
      await page.goto('/profile');
      const card = page.getByTestId('two-factor-card');
      await startEnrolment(card, client.password);
      await confirmEnrolment(card);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await audit(page, `fresh client ${viewport.width} px /profile (recovery codes)`, errors);
        await expect(card.getByTestId('recovery-code')).toHaveCount(10);
      }
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});
