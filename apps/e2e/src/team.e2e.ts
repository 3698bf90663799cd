import { expect, test } from '@playwright/test';
import {
  API_PATHS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type ApiEnvelope,
  type LoginResponse,
  type WorkerResponse,
} from '@fachwerk/shared/contracts';
import { catalogues } from '@fachwerk/shared/i18n/server';
import { ShellPage } from './pages/shell.page';
import { TeamPage } from './pages/team.page';
import { API_URL, storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('supplier') });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a supplier builds the team: adds a worker with a CV, marks it busy, edits it, removes another', async ({
  page,
  request,
}) => {
  // A long journey (upload, five screens): three times the default test time-out.
  test.slow();
  const stamp = Date.now().toString(36);
  const newcomer = `Lena Wolf ${stamp}`;
  const leaving = `Tim Kaiser ${stamp}`;

  // test data through the API: the worker that will be removed
  const login = await request.post(`${API_URL}${API_PATHS.auth.login}`, {
    data: { email: DEMO_ACCOUNTS.supplier, password: DEMO_PASSWORD, userType: 'supplier' },
  });
  const token = ((await login.json()) as ApiEnvelope<LoginResponse>).data!.accessToken;
  const created = await request.post(`${API_URL}${API_PATHS.workers.list}`, {
    data: { fullName: leaving },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);

  const team = new TeamPage(page);
  await team.openList();
  await page.getByRole('link', { name: team.texts.list.add }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: team.texts.form.addTitle })).toBeVisible();

  // the rules are checked before anything is sent
  await team.field('workingHrs').fill('25');
  await team.save();
  await expect(page.getByText('Das Feld Vollständiger Name ist erforderlich.')).toBeVisible();
  await expect(page.getByText('Arbeitsstunden pro Tag darf nicht größer als 24 sein.')).toBeVisible();

  await team.field('fullName', true).fill(newcomer);
  await team.field('email').fill(`lena.wolf.${stamp}@beispiel.de`);
  await team.field('phoneNumber').fill('1701234567');
  await team.field('workingHrs').fill('8');
  await page.getByRole('checkbox', { name: 'Elektroinstallation' }).check();
  await page.getByRole('checkbox', { name: 'Deutsch' }).check();
  await team.field('startDate').fill('01.03.2026');
  await team.uploadDocument('cv', 'lebenslauf.pdf', PDF, 'application/pdf');

  // the unfinished form survives leaving the page (ADDWORKER draft)
  await page.getByRole('link', { name: team.texts.form.back }).click();
  await expect(page.getByRole('heading', { level: 1, name: team.texts.list.title })).toBeVisible();
  await page.getByRole('link', { name: team.texts.list.add }).first().click();
  await expect(team.field('fullName', true)).toHaveValue(newcomer);

  await team.save();
  await expect(page.getByText(catalogues.de.server.workers.created)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/worker');
  await team.search(stamp);
  await expect(team.row(newcomer)).toContainText('Elektroinstallation');

  // the CV is stored and private: the API hands it to the owner only
  const list = await request.get(`${API_URL}${API_PATHS.workers.list}?q=${encodeURIComponent(newcomer)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const worker = ((await list.json()) as ApiEnvelope<{ items: WorkerResponse[] }>).data!.items[0]!;
  expect(worker.cv).toMatch(/^\/api\/v1\/files\//);
  // a guest gets 404 for a private file, as for one that does not exist
  expect((await request.get(`${API_URL.replace(/\/api\/v1$/, '')}${worker.cv}`)).status()).toBe(404);
  expect(
    (
      await request.get(`${API_URL.replace(/\/api\/v1$/, '')}${worker.cv}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status(),
  ).toBe(200);

  await team.toggleAvailability(newcomer, 'busy');
  // the availability filter is a tab list (web/ui Tabs)
  await page.getByRole('tab', { name: team.texts.list.busy.replace('{{count}}', '1') }).click();
  await expect(team.row(newcomer)).toBeVisible();
  await page.getByRole('tab', { name: /^Alle/ }).click();

  await team.edit(newcomer);
  await expect(team.field('fullName', true)).toHaveValue(newcomer);
  await team.field('position').fill('Vorarbeiterin');
  await team.field('jobType').selectOption('hourly');
  await team.save();
  await expect(page.getByText(catalogues.de.server.workers.updated)).toBeVisible();
  await team.search(stamp);
  await expect(team.row(newcomer)).toContainText(team.texts.jobType.hourly);

  await team.remove(leaving);
  await expect(team.row(newcomer)).toBeVisible();
});

test('the team screens speak English after the language switch', async ({ page }) => {
  const shell = new ShellPage(page);
  const german = new TeamPage(page, 'de');
  await german.openList();
  await shell.switchLanguage('en');
  const team = new TeamPage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Free \(\d+\)$/ })).toBeVisible();
  // Sabine Hoffmann (the seed books the team from the end of its name order) is on the seeded running
  // work: one status, "On a job" (no "Free" beside it)
  await expect(team.row('Sabine Hoffmann').getByTestId('worker-availability')).toHaveText(
    team.texts.list.assigned,
  );
  await page.getByRole('link', { name: team.texts.list.add }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add worker' })).toBeVisible();
  await team.save();
  await expect(page.getByText('The full name field is required.')).toBeVisible();
  await shell.switchLanguage('de');
});
