import type { MeetingReminderJob } from '@fachwerk/shared/contracts';
import type { Db } from '@fachwerk/server/db';
import { sendMeetingReminder } from '@fachwerk/server/queue';
import type { JobProcessor } from './processor';

/** A meeting's 24 h or 1 h reminder; an outdated job (the meeting moved or was cancelled) sends nothing. */
export class MeetingReminderProcessor implements JobProcessor<'meeting-reminder'> {
  readonly queue = 'meeting-reminder' as const;
  readonly concurrency = 2;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async process(job: MeetingReminderJob): Promise<void> {
    await sendMeetingReminder(this.db, job, this.publicUrl);
  }
}
