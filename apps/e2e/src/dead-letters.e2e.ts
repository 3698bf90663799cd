import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { text } from './pages/public-site.page';
import { ShellPage } from './pages/shell.page';
import { E2E_DATABASE_URL, E2E_MAILDEV, storageStatePath } from './support/e2e-env';

test.use({ storageState: storageStatePath('admin') });

interface MaildevMail {
  subject: string;
}

/** A mail whose every attempt failed, as the worker leaves it (relayed, marked failed, last error kept). */
async function deadLetter(recipient: string, subject: string): Promise<string> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO outbox (queue, payload, relayed_at, failed_at, attempts, last_error)
       VALUES ('mail', $1::jsonb, now(), now(), 8, '421 4.3.2 Service not available') RETURNING id`,
      [
        JSON.stringify({
          to: recipient,
          template: 'generic',
          locale: 'de',
          data: { subject, body: 'Ihre Rechnung' },
        }),
      ],
    );
    return rows[0]?.id as string;
  } finally {
    await client.end();
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('an admin sees a mail that failed every attempt and sends it again: it arrives in the mailbox', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const recipient = `zustellung-${stamp}@fachwerk.test`;
  const subject = `Zustelltest ${stamp}`;
  await deadLetter(recipient, subject);

  await page.goto('/admin/dead-letters');
  await expect(
    page.getByRole('heading', { name: text('de', 'adminContent.deadLetters.title') }),
  ).toBeVisible();
  const row = page.getByTestId('dead-letter-row').filter({ hasText: recipient });
  await expect(row).toBeVisible();
  await expect(row).toContainText('421 4.3.2 Service not available');
  await expect(row).toContainText(text('de', 'adminContent.deadLetters.queue.mail'));

  await row
    .getByRole('button', { name: text('de', 'adminContent.deadLetters.retryLabel', { recipient }) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(recipient);
  await dialog.getByRole('button', { name: text('de', 'adminContent.deadLetters.retry') }).click();
  await expect(page.getByText(text('de', 'server.operations.deadLetterRetried'))).toBeVisible();
  await expect(row).toHaveCount(0);

  // the worker queues it again and the mail server now takes it
  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${E2E_MAILDEV.web}/api/email`);
        return ((await response.json()) as MaildevMail[]).some((mail) => mail.subject.includes(subject));
      },
      { timeout: 30_000, message: 'retried mail in MailDev' },
    )
    .toBe(true);
});

test('the delivery failures list in English on a phone: cards, no sideways scrolling', async ({ page }) => {
  const stamp = Date.now();
  const recipient = `phone-${stamp}-with-a-rather-long-address@fachwerk.test`;
  await deadLetter(recipient, `Phone ${stamp}`);
  await page.goto('/admin/dead-letters');
  await new ShellPage(page).switchLanguage('en');
  await expect(
    page.getByRole('heading', { name: text('en', 'adminContent.deadLetters.title') }),
  ).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('dead-letter-row').filter({ hasText: recipient });
  await expect(card).toBeVisible();
  await expect(card).toHaveJSProperty('tagName', 'LI');
  await expect(
    card.getByRole('button', { name: text('en', 'adminContent.deadLetters.retryLabel', { recipient }) }),
  ).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
});
