import { readFile } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { API_PATHS, DEMO_ACCOUNTS, DEMO_PASSWORD, TEST_IDS, type UserType } from '@fachwerk/shared/contracts';
import { berlinLocalOf } from '@fachwerk/shared/contracts/meetings';
import { DemoApi } from './pages/engagement.page';
import { API_URL, storageStatePath } from './support/e2e-env';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DAY = 24 * 3600_000;
/** A Europe/Berlin date `days` ahead: ISO and as typed in German (TT.MM.JJJJ). */
const dayAhead = (days: number) => {
  const iso = berlinLocalOf(new Date(Date.now() + days * DAY)).date;
  const [y, m, d] = iso.split('-');
  return { iso, german: `${d}.${m}.${y}` };
};

/** The demo supplier applies to a job through the API (its first team member proposed). */
async function applyAsSupplier(jobId: string): Promise<string> {
  const api = await request.newContext();
  const role: UserType = 'supplier';
  const login = await api.post(`${API_URL}${API_PATHS.auth.login}`, {
    data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD, userType: role },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const team = (await (await api.get(`${API_URL}${API_PATHS.workers.list}`, { headers })).json()) as {
    data: { items: { _id: string }[] };
  };
  const applied = await api.post(`${API_URL}${API_PATHS.jobs.applications(jobId)}`, {
    headers,
    data: {
      workerIds: [team.data.items[0]!._id],
      price: 4200,
      message: 'Gern stellen wir uns bei einem Termin vor.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = ((await applied.json()) as { data: { _id: string } }).data;
  await api.dispose();
  return application._id;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function fillDateTime(page: Page, dialogName: string | RegExp, date: string, time: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: /^Datum/ }).fill(date);
  await dialog.getByLabel(/^Uhrzeit/).fill(time);
  return dialog;
}

test('meeting journey: the client schedules, the supplier proposes another time, the client accepts, downloads the calendar file and cancels', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Besprechung Elektro ${unique()}`;
  const client = await DemoApi.as('client');
  const job = await client.createOpenJob(title);
  await client.dispose();
  await applyAsSupplier(job._id);
  const first = dayAhead(10);
  const moved = dayAhead(11);

  // The client schedules from the job's applications.
  const clientContext = await browser.newContext({
    storageState: storageStatePath('client'),
    acceptDownloads: true,
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(`/apply-job/${job._id}`);
  await clientPage.getByRole('link', { name: 'Termin vereinbaren' }).first().click();
  await expect(clientPage).toHaveURL(/\/meetings\?schedule=/);
  const schedule = await fillDateTime(clientPage, /^Termin mit .* vereinbaren$/, first.german, '10:00');
  await schedule.getByLabel(/^Adresse/).fill('Alexanderplatz 1, 10178 Berlin');
  await schedule.getByLabel('Tagesordnung').fill('Baustelle ansehen, Zeitplan besprechen');
  await schedule.getByRole('button', { name: 'Termin vorschlagen' }).click();
  await expect(schedule).toBeHidden();
  await expect(card(clientPage, title)).toContainText('Vorgeschlagen');
  await expect(card(clientPage, title)).toContainText('10:00 Uhr');

  // The supplier proposes another time.
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const supplierPage = await supplierContext.newPage();
  await supplierPage.goto('/meetings');
  await card(supplierPage, title).getByRole('button', { name: 'Andere Zeit vorschlagen' }).click();
  const propose = await fillDateTime(supplierPage, 'Andere Zeit vorschlagen', moved.german, '14:30');
  await propose.getByRole('button', { name: 'Vorschlag senden' }).click();
  await expect(propose).toBeHidden();
  await expect(card(supplierPage, title)).toContainText('Neuer Zeitvorschlag');
  await expect(card(supplierPage, title)).toContainText('14:30 Uhr (von Ihnen vorgeschlagen)');

  // The client accepts the proposal.
  await clientPage.reload();
  await expect(card(clientPage, title)).toContainText('wartet auf Ihre Antwort');
  await card(clientPage, title).getByRole('button', { name: 'Vorschlag annehmen' }).click();
  await expect(card(clientPage, title)).toContainText('Bestätigt');
  await expect(card(clientPage, title)).toContainText('14:30 Uhr');

  // The calendar file: Berlin local time 14:30 on the moved day, SEQUENCE raised, METHOD REQUEST.
  const [download] = await Promise.all([
    clientPage.waitForEvent('download'),
    card(clientPage, title).getByRole('button', { name: 'Kalenderdatei (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`termin-${moved.iso}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(event.getFirstPropertyValue('sequence')).toBe(2);
  expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
  expect(String(event.getFirstPropertyValue('summary'))).toContain(title);
  const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate();
  expect(berlinLocalOf(start)).toEqual({ date: moved.iso, time: '14:30' });

  // The client cancels with a reason; the supplier sees it.
  await card(clientPage, title).getByRole('button', { name: 'Absagen' }).click();
  const cancel = clientPage.getByRole('dialog', { name: 'Termin absagen' });
  await cancel.getByLabel(/^Grund/).fill('Der Auftrag wurde verschoben.');
  await cancel.getByRole('button', { name: 'Termin absagen' }).click();
  await expect(cancel).toBeHidden();
  await expect(card(clientPage, title)).toContainText('Abgesagt');
  await supplierPage.reload();
  await expect(card(supplierPage, title)).toContainText('Der Auftrag wurde verschoben.');

  await clientContext.close();
  await supplierContext.close();
});

test.describe('on a phone', () => {
  test.use({ storageState: storageStatePath('supplier'), viewport: { width: 390, height: 844 } });

  test('the supplier’s meetings fit 390 px without sideways scrolling', async ({ page }) => {
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { name: 'Termine' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('“Termine” in the menu leads there; a long video link is a wrapped link; the details close with ×', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Video-Termin ${unique()}`;
    const videoLink = `https://meet.example/fachwerk/${'besprechung-'.repeat(8)}${unique()}?pwd=${'x'.repeat(40)}`;
    const client = await DemoApi.as('client');
    const job = await client.createOpenJob(title);
    await client.scheduleVideoMeeting(await applyAsSupplier(job._id), dayAhead(12).iso, videoLink);
    await client.dispose();

    await page.goto('/dashboard');
    await page.getByTestId(TEST_IDS.menuButton).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Termine', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/meetings');

    const link = card(page, title).getByRole('link', { name: videoLink });
    await expect(link).toHaveAttribute('href', videoLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await card(page, title).getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByRole('link', { name: videoLink })).toBeVisible();
    const close = details.getByRole('button', { name: 'Dialog schließen' });
    await expect(close).toBeInViewport();
    await close.click();
    await expect(details).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has('id'));
  });
});
