import { eq } from 'drizzle-orm';
import type { Language, MailCalendar, MailJob, MailTemplate, NotificationType } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { insertNotification, users, type DbOrTx } from '@fachwerk/server/db';
import { OutboxRepository } from './outbox.repository';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  /** `{{name}}` parameters of the `notifications.<type>.title|body` texts */
  params?: Record<string, string | number>;
  /** app path the notification opens, e.g. `/apply-job/<jobId>` */
  link?: string;
  /**
   * The e-mail copy in another template with more data (in the recipient's language) and an optional
   * calendar file; without it the copy is the generic template.
   */
  mail?: {
    template: MailTemplate;
    data?: (language: Language) => MailJob['data'];
    calendar?: (language: Language) => MailCalendar;
  };
}

/**
 * Notifies a user inside the transaction of the change: stores the notification in the recipient's
 * language (announced with pg_notify, so the api pushes it to the user's sockets once the transaction
 * commits) and queues the e-mail copy in the outbox. Deleted accounts get nothing. The api's
 * `Notifier` wraps this; worker jobs (e.g. job expiry) call it directly with `config.api.publicUrl`.
 */
export async function notifyUser(tx: DbOrTx, input: NotifyInput, publicUrl: string): Promise<void> {
  const [user] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user || user.deletedAt) return;
  const params = input.params ?? {};
  const title = translate(user.language, `notifications.${input.type}.title`, params);
  const body = translate(user.language, `notifications.${input.type}.body`, params);
  await insertNotification(tx, {
    userId: input.userId,
    type: input.type,
    title,
    body,
    link: input.link ?? null,
    params,
  });
  await OutboxRepository.insert(tx, {
    queue: 'mail',
    payload: {
      to: user.email,
      template: input.mail?.template ?? 'generic',
      locale: user.language,
      data: {
        ...input.mail?.data?.(user.language),
        name: user.firstName,
        subject: title,
        body,
        actionUrl: new URL(input.link ?? '/notification', publicUrl).toString(),
      },
      ...(input.mail?.calendar ? { calendar: input.mail.calendar(user.language) } : {}),
    },
  });
}
