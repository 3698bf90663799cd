// Owner: meetings-api (H5). Calendar files (RFC 5545) of meetings, built with the `ics` library.
import { MEETING_TIME_ZONE } from '@fachwerk/shared/contracts/meetings';
import { createEvent, type EventAttributes } from 'ics';

export interface MeetingCalendarInput {
  /** stable for the meeting's life */
  uid: string;
  /** raised on every change: calendars replace the entry with the highest */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location?: string | null;
  url?: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * The meeting as an iCalendar object with one VEVENT. The `ics` library (3.x) writes no VTIMEZONE
 * and, for "local" output, the server process's zone; so start and DTSTAMP are written in UTC
 * (`…Z`, exact in every calendar), and X-WR-TIMEZONE names Europe/Berlin for the display. The
 * description repeats the Berlin wall-clock time for readers that show the raw text.
 */
export function buildMeetingIcs(input: MeetingCalendarInput): string {
  const event: EventAttributes = {
    productId: 'fachwerk/meetings',
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    status: input.status,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        rsvp: input.method === 'REQUEST',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
      },
    ],
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  // The zone for display, right after the calendar's header lines.
  return value.replace(/(METHOD:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${MEETING_TIME_ZONE}\r\n`);
}
