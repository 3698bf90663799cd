import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, WORK_LOG_PATHS } from '@fachwerk/shared/contracts';
import { addDays, weekOf } from '@fachwerk/shared/contracts/rules';
import { berlinToday, german, send, session, unique, workInProgress as startWork } from './pages/work.page';
import { API_URL, storageStatePath } from './support/e2e-env';

const workInProgress = (suffix: string) =>
  startWork(`Stundenzettel Elektro ${suffix}`, [`Anna Stunde ${suffix}`, `Bruno Stunde ${suffix}`]);

async function recordInDialog(
  page: Page,
  worker: string,
  date: string,
  start: string,
  end: string,
  pause: string,
) {
  await page.getByRole('button', { name: 'Stunden erfassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stunden erfassen' });
  await dialog.getByLabel(/^Mitarbeiter/).selectOption({ label: worker });
  await dialog.getByRole('textbox', { name: /^Arbeitstag/ }).fill(german(date));
  await dialog.getByLabel(/^Beginn/).fill(start);
  await dialog.getByLabel(/^Ende/).fill(end);
  await dialog.getByLabel(/^Pause in Minuten/).fill(pause);
  return dialog;
}

test('working hours: the supplier records a week for two workers, the client approves in bulk, the CSV downloads', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = unique();
  const work = await workInProgress(suffix);
  const [anna, bruno] = work.names as [string, string];
  // Last week: every day is in the past; days more than 7 days ago are late and need a reason.
  const today = berlinToday();
  const monday = weekOf(addDays(today, -7)).from;
  const url = `/awarded-jobs/hours-logged/${work.awardId}/${work.clientId}?week=${monday}`;

  // The supplier records two days in the form: a long day shows the ArbZG warnings live.
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const supplierPage = await supplierContext.newPage();
  await supplierPage.goto(url);
  await expect(supplierPage.getByRole('heading', { name: 'Arbeitsstunden' })).toBeVisible();
  const first = await recordInDialog(supplierPage, anna, monday, '06:00', '17:30', '30');
  await expect(first.getByTestId('work-log-net')).toHaveText('Arbeitszeit: 11,00 Std.');
  await expect(first.getByTestId('work-log-form-warning')).toHaveCount(2);
  // beyond the working-time act (§3, §4 ArbZG): saved only with a reason, which the client sees
  await first.getByLabel(/^Grund der Ausnahme vom Arbeitszeitgesetz/).fill('Betonage musste fertig werden');
  if (await first.getByLabel(/^Grund der verspäteten Erfassung/).isVisible()) {
    await first.getByLabel(/^Grund der verspäteten Erfassung/).fill('Stundenzettel kam per Post');
  }
  await first.getByRole('button', { name: 'Speichern' }).click();
  await expect(first).toBeHidden();
  const second = await recordInDialog(supplierPage, bruno, monday, '07:00', '15:30', '30');
  await expect(second.getByTestId('work-log-form-warning')).toHaveCount(0);
  if (await second.getByLabel(/^Grund der verspäteten Erfassung/).isVisible()) {
    await second.getByLabel(/^Grund der verspäteten Erfassung/).fill('Stundenzettel kam per Post');
  }
  await second.getByRole('button', { name: 'Speichern' }).click();
  await expect(second).toBeHidden();
  await expect(supplierPage.getByTestId('work-log-row')).toHaveCount(2);

  // The rest of the week through the API: Tuesday to Friday for both.
  for (let d = 1; d < 5; d += 1) {
    for (const workerId of work.workerIds) {
      await send(work.supplier, 'post', WORK_LOG_PATHS.list, {
        awardId: work.awardId,
        workerId,
        workDate: addDays(monday, d),
        start: '07:00',
        end: '15:30',
        breakMinutes: 30,
        lateReason: 'Stundenzettel kam per Post',
      });
    }
  }
  await work.supplier.api.dispose();
  await supplierPage.reload();
  await expect(supplierPage.getByTestId('work-log-row')).toHaveCount(10);
  // 11 + 4 × 8 (Anna) + 5 × 8 (Bruno)
  await expect(supplierPage.getByTestId('hours-week-total')).toHaveText('Summe der Woche: 83,00 Std.');

  // The client approves Anna's week, then everything else at once.
  const clientContext = await browser.newContext({
    storageState: storageStatePath('client'),
    acceptDownloads: true,
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(url);
  await expect(clientPage.getByTestId('work-log-row')).toHaveCount(10);
  await expect(clientPage.getByTestId('work-log-exception')).toHaveText('Ausnahme vom Arbeitszeitgesetz: Betonage musste fertig werden');
  await clientPage
    .getByRole('region', { name: anna })
    .getByRole('button', { name: 'Woche freigeben' })
    .click();
  await expect(
    clientPage.getByRole('region', { name: anna }).locator('[data-testid="work-log-row"][data-status="approved"]'),
  ).toHaveCount(5);
  await clientPage.getByRole('button', { name: 'Alle freigeben' }).click();
  const confirm = clientPage.getByRole('dialog', { name: 'Alle Stunden freigeben' });
  await confirm.getByRole('button', { name: 'Alle freigeben' }).click();
  await expect(confirm).toBeHidden();
  await expect(clientPage.locator('[data-testid="work-log-row"][data-status="approved"]')).toHaveCount(10);
  await expect(clientPage.getByRole('button', { name: 'Alle freigeben' })).toHaveCount(0);

  // The export: CSV for German Excel.
  const [download] = await Promise.all([
    clientPage.waitForEvent('download'),
    clientPage.getByRole('button', { name: 'CSV exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stundennachweis-${monday}-${addDays(monday, 6)}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Mitarbeiter;Datum;Beginn;Ende;Pause (Min.);Stunden;Status');
  expect(lines).toHaveLength(12);
  expect(lines.some((l) => l.startsWith(`${anna};${german(monday)};06:00;17:30;30;11,00;freigegeben`))).toBe(
    true,
  );
  expect(lines[11]).toBe('Summe;;;;;83,00;');

  await clientContext.close();
  await supplierContext.close();
});

test.describe('on a phone', () => {
  test.use({ storageState: storageStatePath('supplier'), viewport: { width: 390, height: 844 } });

  test('the hours of the demo job fit 390 px without sideways scrolling', async ({ page }) => {
    const supplier = await session('supplier');
    const awards = (
      (await (
        await supplier.api.get(`${API_URL}${API_PATHS.awards.list}?status[]=in_progress&limit=100`, {
          headers: supplier.headers,
        })
      ).json()) as {
        data: { items: { _id: string; client: { _id: string }; job: { title: string } }[] };
      }
    ).data.items;
    await supplier.api.dispose();
    const demo = awards[awards.length - 1]!;
    await page.goto(
      `/awarded-jobs/hours-logged/${demo._id}/${demo.client._id}?week=${weekOf(addDays(berlinToday(), -7)).from}`,
    );
    await expect(page.getByTestId('work-log-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
