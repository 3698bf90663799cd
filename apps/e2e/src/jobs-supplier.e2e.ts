import { expect, test } from '@playwright/test';
import type { JobSummary } from '@fachwerk/shared/contracts';
import { JobSearchPage, SavedJobsPage, supplierJobsApi } from './pages/jobs-supplier.page';
import { storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('supplier') });

/** A word of the title the German full-text search finds it by (the longest, so it is specific). */
const keywordOf = (job: JobSummary): string =>
  job.title
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5)
    .sort((a, b) => b.length - a.length)[0] ?? job.title;

test('the demo supplier finds a seeded job by keyword and state, saves it and finds it in /saved-jobs; reload keeps the search', async ({
  page,
}) => {
  const api = await supplierJobsApi();
  const jobs = await api.openJobs();
  expect(jobs.length).toBeGreaterThan(0);
  // the earliest created: a seeded job, never one another journey posts (and closes) meanwhile
  const job = [...jobs].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
  await api.unsave(job._id);
  const keyword = keywordOf(job);
  const state = job.location.state;

  const search = new JobSearchPage(page);
  await search.open();
  await search.search(keyword, state);
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === keyword && url.searchParams.get('state') === state,
  );
  await expect(search.card(job.title)).toBeVisible();

  // the search lives in the URL: a reload shows the same form and results
  await page.reload();
  await expect(search.keyword).toHaveValue(keyword);
  await expect(search.state).toHaveValue(state);
  await expect(search.card(job.title)).toBeVisible();

  await search.openJob(job.title);
  await expect(page).toHaveURL(
    (url) => url.pathname === `/job-list/${job._id}` && url.searchParams.get('q') === keyword,
  );
  await search.saveToggle(search.details, job.title, false).click();
  await expect(search.saveToggle(search.details, job.title, true)).toHaveAttribute('aria-pressed', 'true');

  const saved = new SavedJobsPage(page);
  await saved.open();
  await expect(saved.card(job.title)).toBeVisible();

  // back in the browser history: the search with the job opened beside it
  await page.goBack();
  await expect(search.keyword).toHaveValue(keyword);
  await expect(search.details.getByRole('heading', { name: job.title, level: 2 })).toBeVisible();

  await api.unsave(job._id);
  await api.dispose();
});

test('the budget filter reads German numbers ("5.000" is 5,000 €, sent as cents) and refuses a minimum above the maximum until it is fixed', async ({
  page,
}) => {
  const search = new JobSearchPage(page);
  await search.open();
  const budgetMin = search.root.getByLabel('Budget von (€)', { exact: true });
  const budgetMax = search.root.getByLabel('Budget bis (€)', { exact: true });
  const submit = search.root.getByRole('button', { name: 'Suchen', exact: true });

  await budgetMin.fill('5.000');
  await budgetMax.fill('12.500,50');
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/jobs') && new URL(request.url()).searchParams.has('budgetMin'));
  await submit.click();
  const query = new URL((await sent).url()).searchParams;
  expect([query.get('budgetMin'), query.get('budgetMax')]).toEqual(['500000', '1250050']);
  await expect(page).toHaveURL((url) => url.searchParams.get('budgetMin') === '5000' && url.searchParams.get('budgetMax') === '12500.5');

  await budgetMin.fill('6.000');
  await budgetMax.fill('4.000');
  await submit.click();
  const error = search.root.getByText('Mindestpreis darf nicht größer als Höchstpreis sein.');
  await expect(error).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('budgetMin') === '5000');
  await budgetMax.fill('8.000');
  await expect(error).toBeHidden();
});
