import type { Transporter } from 'nodemailer';
import { renderMail } from '@fachwerk/server/documents';
import type { MailJob } from '@fachwerk/shared/contracts';
import type { JobProcessor } from './processor';

export type MailTransport = Pick<Transporter, 'sendMail'>;

/** Renders the job's template in its language and sends it; the Message-ID is derived from the outbox id. */
export class MailProcessor implements JobProcessor<'mail'> {
  readonly queue = 'mail' as const;
  readonly concurrency = 5;

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly messageIdDomain = 'fachwerk.mail',
  ) {}

  async process(job: MailJob): Promise<void> {
    const mail = renderMail(job.template, job.locale, job.data);
    await this.transport.sendMail({
      from: this.from,
      to: job.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${job.outboxId}@${this.messageIdDomain}>`,
      headers: { 'Content-Language': job.locale },
      // A meeting's invitation, change or cancellation: the calendar part (and its .ics attachment).
      ...(job.calendar
        ? {
            icalEvent: {
              method: job.calendar.method,
              filename: job.calendar.filename,
              content: job.calendar.content,
            },
          }
        : {}),
    });
  }
}
