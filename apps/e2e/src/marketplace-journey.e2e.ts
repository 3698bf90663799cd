import { expect, test } from '@playwright/test';
import { catalogues } from '@fachwerk/shared/i18n/server';
import { germanDateIn, MyJobsPage } from './pages/jobs-client.page';
import {
  applyWithFreeWorkers,
  AwardsPage,
  JobFinder,
  postResourceJob,
  WatchedBell,
} from './pages/marketplace.page';
import { acceptContractOfJob } from './pages/work.page';
import { storageStatePath } from './support/e2e-env';

const de = catalogues.de;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * The acceptance journey of the marketplace: the demo client posts a resource job for two
 * workers; the demo supplier finds it by keyword, skill and federal state, applies with two free
 * workers; the client awards; the supplier names the workers, starts and reports the work done; the
 * client approves; both leave feedback. Before each step the other party's bell is read through the
 * header, and after it the bell shows exactly one more and `/notification` lists the step's title.
 */
test('a resource job goes from posting through award, work and approval to feedback on both sides, each step ringing the other bell', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `Elektriker für Hallenmontage ${stamp}`;
  const state = 'Bayern';
  // far in the future and different per run, so the demo team's seeded bookings never overlap
  const startIn = 400 + Math.floor(Math.random() * 500);

  const clientContext = await browser.newContext({ storageState: storageStatePath('client') });
  const supplierContext = await browser.newContext({ storageState: storageStatePath('supplier') });
  const client = await clientContext.newPage();
  const supplier = await supplierContext.newPage();
  const clientBell = new WatchedBell(client);
  const supplierBell = new WatchedBell(supplier);

  // 1. the client posts a resource job for two workers
  const { skill } = await postResourceJob(client, {
    title,
    workersNeeded: 2,
    startDate: germanDateIn(startIn),
    endDate: germanDateIn(startIn + 4),
    hours: '40',
    budgetMin: '38',
    budgetMax: '52',
    address: 'Marienplatz 1, 80331 München',
    state,
    description:
      'Zwei Elektriker für die Montage der Hallenbeleuchtung:\n\n- Leitungen ziehen\n- Leuchten setzen',
  });
  const myJobs = new MyJobsPage(client);
  await myJobs.search(stamp);
  await myJobs.expectStatus(title, 'open');

  // 2. the supplier finds it through keyword, skill and federal state and applies with two workers
  const finder = new JobFinder(supplier);
  await finder.open();
  await finder.find(`Elektriker ${stamp}`, skill, state);
  await expect(finder.card(title)).toBeVisible();
  let clientUnread = await clientBell.read();
  const dialog = await finder.openApplyDialog(title);
  const workers = await applyWithFreeWorkers(
    dialog,
    2,
    '45',
    'Wir stellen zwei erfahrene Elektriker für die Hallenmontage.',
  );
  clientUnread = await clientBell.expectOneMore(clientUnread, 'applicationReceived', title);

  // 3. the client awards on /supplier-details (both slots)
  await myJobs.search(stamp);
  await myJobs
    .job(title)
    .getByRole('link', { name: fill(de.jobsClient.list.applications_one, { count: 1 }) })
    .click();
  await expect(client).toHaveURL((url) => url.pathname.startsWith('/apply-job/'));
  await client.getByRole('link', { name: de.jobsClient.applications.details, exact: true }).click();
  await expect(client).toHaveURL((url) => url.pathname.startsWith('/supplier-details/'));
  for (const name of workers) await expect(client.getByText(name)).toBeVisible();
  let supplierUnread = await supplierBell.read();
  await client.getByRole('button', { name: de.jobsClient.applications.award, exact: true }).click();
  const award = client.getByRole('dialog');
  await expect(award.getByLabel(de.jobsClient.award.slots)).toHaveValue('2');
  await award.getByRole('button', { name: de.jobsClient.award.confirm, exact: true }).click();
  await expect(award).toBeHidden();
  supplierUnread = await supplierBell.expectOneMore(supplierUnread, 'applicationAwarded', title);

  // 4. the supplier names the two workers and starts the work
  const supplierAwards = new AwardsPage(supplier);
  await supplierAwards.openActive();
  await supplierAwards.expectStatus(title, 'awarded');
  // the contract (its own journey: contracts.e2e.ts) is accepted before the naming and again after it
  await acceptContractOfJob(title);
  await supplierAwards.nameWorkers(title, workers);
  await acceptContractOfJob(title);
  clientUnread = await clientBell.read();
  await supplierAwards.confirm(title, 'start');
  await supplierAwards.expectStatus(title, 'in_progress');
  clientUnread = await clientBell.expectOneMore(clientUnread, 'workStarted', title);

  // 5. the supplier reports the work done
  await supplierAwards.confirm(title, 'complete');
  await supplierAwards.expectStatus(title, 'completed');
  clientUnread = await clientBell.expectOneMore(clientUnread, 'workCompleted', title);

  // 6. the client approves the completion
  const clientAwards = new AwardsPage(client);
  await clientAwards.openActive();
  await clientAwards.expectStatus(title, 'completed');
  supplierUnread = await supplierBell.read();
  await clientAwards.confirm(title, 'approve');
  await expect(clientAwards.card(title)).toHaveCount(0);
  supplierUnread = await supplierBell.expectOneMore(supplierUnread, 'completionApproved', title);

  // 7. both leave feedback on /completed-jobs; each one rings the other's bell
  await clientAwards.openCompleted();
  await clientAwards.expectStatus(title, 'approved');
  supplierUnread = await supplierBell.read();
  await clientAwards.leaveFeedback(title, 5, 'Pünktlich, sauber gearbeitet, gerne wieder.');
  await supplierBell.expectOneMore(supplierUnread, 'feedbackReceived', title);

  await supplierAwards.openCompleted();
  clientUnread = await clientBell.read();
  await supplierAwards.leaveFeedback(title, 4, 'Klare Absprachen und schnelle Abnahme.');
  await clientBell.expectOneMore(clientUnread, 'feedbackReceived', title);

  // both have written: each now sees the other's feedback
  await supplierAwards.openCompleted();
  await expect(supplierAwards.card(title).getByTestId('feedback-theirs')).toContainText(
    'Pünktlich, sauber gearbeitet',
  );
  await clientAwards.openCompleted();
  await expect(clientAwards.card(title).getByTestId('feedback-theirs')).toContainText('Klare Absprachen');

  await clientContext.close();
  await supplierContext.close();
});
