import { MAIL_TEMPLATES } from '@fachwerk/shared/contracts';
import { renderMail } from './mail-templates';

describe('renderMail', () => {
  it('renders the generic template in German with subject, body, link and sign-off', () => {
    const mail = renderMail('generic', 'de', {
      subject: 'Willkommen',
      name: 'Anna',
      body: 'Ihr Konto ist bereit.',
      actionUrl: 'https://fachwerk.test/login',
    });
    expect(mail.subject).toBe('Willkommen');
    expect(mail.text).toBe(
      'Hallo Anna,\n\nIhr Konto ist bereit.\n\nÖffnen: https://fachwerk.test/login\n\nViele Grüße\nIhr Fachwerk-Team\n',
    );
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<a href="https://fachwerk.test/login">Öffnen</a>');
  });

  it('renders English when asked and falls back to German for unknown languages', () => {
    expect(renderMail('generic', 'en', { body: 'x' }).subject).toBe('Message from Fachwerk');
    expect(renderMail('generic', 'en', { body: 'x' }).text).toContain('Best regards');
    expect(renderMail('generic', 'fr', { body: 'x' }).subject).toBe('Nachricht von Fachwerk');
  });

  it('escapes template data in the HTML part and drops non-http links', () => {
    const mail = renderMail('generic', 'de', {
      body: '<script>alert(1)</script>',
      actionUrl: 'javascript:alert(1)',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });

  it('keeps header injection out of the subject', () => {
    expect(renderMail('generic', 'de', { subject: 'Hi\r\nBcc: x@y.z' }).subject).toBe('Hi Bcc: x@y.z');
  });

  it('puts the verification code into both parts', () => {
    const mail = renderMail('verification-code', 'en', { code: '482913' });
    expect(mail.subject).toBe('Your Fachwerk verification code');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
  });

  it('tells how long a code is valid when the minutes are given (accounts: 15)', () => {
    expect(renderMail('verification-code', 'de', { code: '1', minutes: 15 }).text).toContain('Der Code ist 15 Minuten gültig; nach fünf falschen Eingaben verfällt er.');
    expect(renderMail('password-reset', 'en', { code: '1', minutes: 15 }).text).toContain('The code is valid for 15 minutes.');
    expect(renderMail('password-reset', 'en', { code: '1' }).text).not.toContain('valid for');
  });

  it.each(MAIL_TEMPLATES.flatMap((t) => (['de', 'en'] as const).map((l) => [t, l] as const)))(
    'renders %s in %s with a subject and non-empty text and html',
    (template, lang) => {
      const mail = renderMail(template, lang, {
        name: 'Max',
        code: '123456',
        status: 'approved',
        message: 'Hallo',
      });
      expect(mail.subject.length).toBeGreaterThan(3);
      expect(mail.text.trim().length).toBeGreaterThan(10);
      expect(mail.html).toContain(`lang="${lang}"`);
    },
  );
});
