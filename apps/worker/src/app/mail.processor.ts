import { readFile } from 'node:fs/promises';
import type { Transporter } from 'nodemailer';
import { renderMail } from '@fachwerk/server/documents';
import type { MailJob } from '@fachwerk/shared/contracts';
import { storagePath } from './pdf.processor';
import type { JobProcessor } from './processor';

export type MailTransport = Pick<Transporter, 'sendMail'>;

/**
 * Renders the job's template in its language and sends it; the Message-ID is derived from the outbox
 * id. Attachments are read from the storage directory (`storageDir`) by their keys.
 */
export class MailProcessor implements JobProcessor<'mail'> {
  readonly queue = 'mail' as const;
  readonly concurrency = 5;

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly messageIdDomain = 'fachwerk.mail',
    private readonly storageDir = '.data/files',
  ) {}

  async process(job: MailJob): Promise<void> {
    const mail = renderMail(job.template, job.locale, job.data);
    const attachments = await Promise.all(
      (job.attachments ?? []).map(async (file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: await readFile(storagePath(this.storageDir, file.storageKey)),
      })),
    );
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
      ...(attachments.length ? { attachments } : {}),
    });
  }
}
