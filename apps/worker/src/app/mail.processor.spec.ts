import { MailProcessor, type MailTransport } from './mail.processor';

describe('MailProcessor', () => {
  it('sends the template rendered in the job language, from MAIL_FROM, with a Message-ID from the outbox id', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport = {
      sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail),
    } as unknown as MailTransport;
    await new MailProcessor(transport, 'Fachwerk <no-reply@fachwerk.test>').process({
      outboxId: '0b6a3c1e-0000-4000-8000-000000000001',
      to: 'anna@fachwerk.test',
      template: 'verification-code',
      locale: 'en',
      data: { code: '123456', name: 'Anna' },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'Fachwerk <no-reply@fachwerk.test>',
      to: 'anna@fachwerk.test',
      subject: 'Your Fachwerk verification code',
      messageId: '<0b6a3c1e-0000-4000-8000-000000000001@fachwerk.mail>',
    });
    expect(sent[0]!.text).toContain('Hello Anna,');
    expect(sent[0]!.text).toContain('123456');
  });

  it('sends a meeting mail with its calendar file as the calendar part (METHOD as given)', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport = {
      sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail),
    } as unknown as MailTransport;
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    await new MailProcessor(transport, 'x@fachwerk.test').process({
      outboxId: 'o',
      to: 'a@b.c',
      template: 'meeting',
      locale: 'de',
      data: { subject: 'Termin abgesagt', body: 'Abgesagt.', details: 'Wann: morgen', calendarNote: 'Anhang' },
      calendar: { method: 'CANCEL', filename: 'termin-2026-11-26.ics', content },
    });
    expect(sent[0]).toMatchObject({
      subject: 'Termin abgesagt',
      icalEvent: { method: 'CANCEL', filename: 'termin-2026-11-26.ics', content },
    });
    expect(sent[0]!.text).toContain('Wann: morgen');
  });

  it('lets a transport error fail the job (so BullMQ retries it)', async () => {
    const transport = {
      sendMail: async () => Promise.reject(new Error('ECONNREFUSED')),
    } as unknown as MailTransport;
    await expect(
      new MailProcessor(transport, 'x@fachwerk.test').process({
        outboxId: 'o',
        to: 'a@b.c',
        template: 'generic',
        locale: 'de',
        data: {},
      }),
    ).rejects.toThrow('ECONNREFUSED');
  });
});
