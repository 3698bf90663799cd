import { expect, test, type Page } from '@playwright/test';
import {
  germanDateIn,
  JOB_FIELDS,
  JobFormPage,
  MyJobsPage,
  type FixedBudgetJob,
} from './pages/jobs-client.page';
import { storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('client') });

const jobNamed = (title: string): FixedBudgetJob => ({
  title,
  startDate: germanDateIn(30),
  hours: '40',
  budgetMin: '2.500',
  budgetMax: '4.000',
  address: 'Augustusplatz 1, 04109 Leipzig',
  state: 'Sachsen',
  description: 'Elektroinstallation im Neubau:\n\n- Unterverteilung setzen\n- Leitungen ziehen',
});

/** Posts `title` through the form (published, or saved as a draft) and searches the client's list for it. */
async function postJob(page: Page, title: string, stamp: string, save: 'publish' | 'saveDraft') {
  const form = new JobFormPage(page);
  await form.openNew();
  await form.fillFixedBudgetJob(jobNamed(title));
  await form[save]();

  const jobs = new MyJobsPage(page);
  await jobs.search(stamp);
  return { form, jobs };
}

test('the demo client posts a fixed-budget job and finds it open in /jobs', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Elektroinstallation Neubau ${stamp}`;
  const { jobs } = await postJob(page, title, stamp, 'publish');
  await jobs.expectStatus(title, 'open');
  await expect(jobs.job(title)).toContainText('2.500,00');
});

test('a draft is saved, then published from the list', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Trockenbau Entwurf ${stamp}`;
  const { jobs } = await postJob(page, title, stamp, 'saveDraft');
  await jobs.expectStatus(title, 'draft');
  await jobs.publish(title);
  await jobs.expectStatus(title, 'open');
});

test('an open job is edited and then closed', async ({ page }) => {
  // the job form twice (post, edit) and the close dialog: near 30 s on a busy 2-core machine
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const title = `Fliesenarbeiten Bad ${stamp}`;
  const edited = `Fliesenarbeiten Bad und Küche ${stamp}`;
  const { form, jobs } = await postJob(page, title, stamp, 'publish');
  await jobs.edit(title);
  await expect(form.field(JOB_FIELDS.title)).toHaveValue(title);
  await form.field(JOB_FIELDS.title).fill(edited);
  await form.field(JOB_FIELDS.hours).fill('38');
  await form.saveChanges();

  await jobs.search(stamp);
  await jobs.expectStatus(edited, 'open');
  await expect(jobs.job(edited)).toContainText('38 Std./Woche');
  await jobs.close(edited, 'Bauherr hat das Projekt verschoben');
  await jobs.expectStatus(edited, 'closed');
  await expect(jobs.job(edited).getByTestId('closed-note')).toHaveText(
    'Ihr Grund: Bauherr hat das Projekt verschoben',
  );
});
