import { expect, test } from '@playwright/test';
import { AdminJobsPage, Bell, DashboardPage, DemoApi, NotificationsPage } from './pages/engagement.page';
import { ShellPage } from './pages/shell.page';
import { storageStatePath } from './support/e2e-env';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('admin dashboard', () => {
  test.use({ storageState: storageStatePath('admin') });

  test('shows the marketplace figures, counting a job the client just opened', async ({ page }) => {
    const client = await DemoApi.as('client');
    await client.createOpenJob(`Dashboard-Auftrag ${unique()}`);
    await client.dispose();

    await new ShellPage(page).open('/dashboard');
    const dashboard = new DashboardPage(page);
    await expect(dashboard.figures).toBeVisible();
    for (const label of [
      'Auftraggeber warten auf Freigabe',
      'Dienstleister warten auf Freigabe',
      'Aufträge: Offen',
      'Vergebene Arbeiten: In Arbeit',
      'Bewertungen zu prüfen',
    ]) {
      await expect(dashboard.card(label)).toBeVisible();
    }
    expect(await dashboard.cardValue('Aufträge: Offen')).toBeGreaterThanOrEqual(1);
    await expect(dashboard.card('Aufträge: Offen')).toHaveAttribute('href', '/jobs?status=open');
    await dashboard.card('Aufträge: Offen').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/jobs' && url.searchParams.get('status') === 'open',
    );
    await expect(page.getByRole('button', { name: /^Offen \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the admin deactivates a job with a reason; the client is notified, marks all read and the bell goes to 0', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Elektriker gesucht ${unique()}`;
  const reason = 'Der Auftrag verstößt gegen die Richtlinien der Plattform.';
  const clientApi = await DemoApi.as('client');
  await clientApi.createOpenJob(title);
  await clientApi.dispose();

  // the client is on a page with the bell while the admin acts
  const clientContext = await browser.newContext({ storageState: storageStatePath('client') });
  const client = await clientContext.newPage();
  await client.goto('/dashboard');
  const bell = new Bell(client);
  await expect(bell.link).toHaveAttribute('data-unread', /^\d+$/);
  const before = await bell.value();

  const adminContext = await browser.newContext({ storageState: storageStatePath('admin') });
  const jobs = new AdminJobsPage(await adminContext.newPage());
  await jobs.search(title);
  await expect(jobs.row(title)).toContainText('Offen');
  const refused = await jobs.deactivate(title, null);
  await expect(refused.getByRole('alert')).toHaveText('Das Feld Grund ist erforderlich.');
  await refused.getByLabel('Grund').fill(reason);
  await refused.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(refused).toHaveCount(0);
  await expect(jobs.row(title)).toContainText('Geschlossen');
  // the job's details name the reason (GET /jobs/{id} carries it; the list shows it when its summary does)
  await jobs.row(title).getByRole('button', { name: title, exact: true }).click();
  const details = jobs.page.getByTestId('admin-job-details');
  await expect(details).toContainText(reason);
  await expect(details).toContainText('Von der Plattform deaktiviert');
  await details.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(jobs.row(title).getByRole('button', { name: 'Deaktivieren' })).toHaveCount(0);
  await adminContext.close();

  // the bell follows (socket push, or the refetch on focus)
  await expect.poll(() => bell.value(), { timeout: 20_000 }).toBeGreaterThan(before);
  const notifications = new NotificationsPage(client);
  await notifications.open();
  const item = notifications.item(title);
  await expect(item).toContainText('Auftrag deaktiviert');
  await expect(item).toContainText(reason);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await notifications.markAll.click();
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(notifications.markAll).toBeDisabled();
  await expect(bell.link).toHaveAttribute('data-unread', '0');
  await expect(bell.badge, 'no badge at zero').toHaveCount(0);
  await clientContext.close();
});
