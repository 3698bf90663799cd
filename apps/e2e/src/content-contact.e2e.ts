import { expect, test } from '@playwright/test';
import { PublicSitePage, text } from './pages/public-site.page';
import { E2E_MAILDEV } from './support/e2e-env';

interface MaildevMail {
  subject: string;
  text?: string;
}

test('the contact form rejects an invalid e-mail (§5) and, when valid, the mail arrives in MailDev', async ({ page, request }) => {
  const site = new PublicSitePage(page);
  await site.presetConsent('declined');
  await site.open('/contact-us');
  const sender = `E2E Kontakt ${Date.now()}`;
  await site.fillContact('de', {
    name: sender,
    email: 'kontakt@beispiel',
    subject: 'Frage zur Registrierung',
    message: 'Wie lange dauert die Prüfung eines Dienstleisters?',
  });
  await site.submitContact('de');
  const emailLabel = text('de', 'contact.fields.email');
  await expect(page.getByText(text('de', 'validation.email', { field: emailLabel }))).toBeVisible();
  await expect(site.field('de', 'email')).toHaveAttribute('aria-invalid', 'true');

  await site.field('de', 'email').fill('kontakt@beispiel.de');
  await site.submitContact('de');
  await expect(page.getByText(text('de', 'server.content.inquirySent'))).toBeVisible();
  await expect(site.field('de', 'name')).toHaveValue('');

  await expect
    .poll(
      async () => {
        const response = await request.get(`http://127.0.0.1:${E2E_MAILDEV.web}/api/email`);
        const mails = (await response.json()) as MaildevMail[];
        return mails.some((m) => m.subject.includes(sender) || (m.text ?? '').includes(sender));
      },
      { timeout: 20_000, message: 'inquiry mail in MailDev' },
    )
    .toBe(true);
});
