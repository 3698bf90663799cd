import { renderMail } from './mail-templates';

describe('inquiry mail', () => {
  const data = {
    inquiryId: 'b3c1',
    fromName: 'Jana Schulz',
    fromEmail: 'jana@schulz-bau.test',
    phone: '+49 40 123456',
    company: null,
    subject: 'Rahmenvertrag',
    message: 'Wir suchen 4 Elektriker ab März.\n<b>Danke</b>',
    language: 'en',
  };

  it('tells support who wrote, how to reach them and what they wrote', () => {
    const mail = renderMail('inquiry', 'de', data);
    expect(mail.subject).toBe('Kontaktanfrage: Rahmenvertrag (Jana Schulz)');
    expect(mail.text).toContain('Name: Jana Schulz\nE-Mail: jana@schulz-bau.test\nTelefon: +49 40 123456\nSprache: en\nBetreff: Rahmenvertrag');
    expect(mail.text).not.toContain('Firma:');
    expect(mail.text).toContain('Wir suchen 4 Elektriker ab März.');
    expect(mail.text).toContain('Bitte antworten Sie direkt an jana@schulz-bau.test.');
    // the sender's text is escaped in the HTML part
    expect(mail.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
  });

  it('renders in English', () => {
    expect(renderMail('inquiry', 'en', data).subject).toBe('Contact inquiry: Rahmenvertrag (Jana Schulz)');
  });
});
