// What a meeting's mails say (shared by the api's changes and the worker's
// reminders) and the reminder job's check at fire time.
import { type Language, type MeetingReminderJob } from '@fachwerk/shared/contracts';
import { formatMeetingWhen } from '@fachwerk/shared/contracts/meetings';
import { translate } from '@fachwerk/shared/i18n/server';
import { MeetingsRepository, type Db, type MeetingWithParties } from '@fachwerk/server/db';
import { notifyUser } from './notify-user';

/** The "when / where" lines and the calendar note of a meeting mail, in the recipient's language. */
export function meetingMailData(
  found: Pick<MeetingWithParties, 'meeting'>,
  language: Language,
  withCalendar: boolean,
  startsAt: Date = found.meeting.startsAt,
): Record<string, string> {
  const { meeting } = found;
  const where =
    meeting.mode === 'video'
      ? `${translate(language, 'server.meetings.video')}: ${meeting.videoLink ?? ''}`
      : (meeting.address ?? '');
  return {
    details: translate(language, 'server.meetings.mailDetails', {
      when: formatMeetingWhen(startsAt, language),
      duration: meeting.durationMinutes,
      where,
    }),
    ...(meeting.agenda ? { agenda: meeting.agenda } : {}),
    calendarNote: withCalendar ? translate(language, 'server.meetings.mailCalendarNote') : '',
  };
}

/** The app path a meeting's notification opens. */
export const meetingLink = (meetingId: string) => `/meetings?id=${meetingId}`;

export type ReminderOutcome = 'sent' | 'outdated';

/**
 * Sends a reminder to both parties if the job is current: the meeting still has the job's sequence
 * (a change raises it, so a moved or cancelled meeting's old reminders find themselves outdated),
 * still takes place and has not started, and this kind was not sent for this version yet (the mark
 * is set in the same transaction as the notifications, so a repeated job sends nothing twice).
 */
export async function sendMeetingReminder(
  db: Db,
  job: Pick<MeetingReminderJob, 'meetingId' | 'sequence' | 'kind'>,
  publicUrl: string,
): Promise<ReminderOutcome> {
  const repository = new MeetingsRepository(db);
  return db.transaction(async (tx) => {
    if (!(await repository.markReminded(tx, job.meetingId, job.kind, job.sequence))) return 'outdated';
    const found = await repository.findById(job.meetingId, tx);
    if (!found) return 'outdated';
    const when = (language: Language) => formatMeetingWhen(found.meeting.startsAt, language);
    for (const [me, other] of [
      [found.client, found.supplier],
      [found.supplier, found.client],
    ] as const) {
      await notifyUser(
        tx,
        {
          userId: me.id,
          type: 'meetingReminder',
          params: { companyName: other.name, jobTitle: found.jobTitle, when: when(me.language as Language) },
          link: meetingLink(found.meeting.id),
          mail: { template: 'meeting', data: (language) => meetingMailData(found, language, false) },
        },
        publicUrl,
      );
    }
    return 'sent';
  });
}
