// Calendar files (RFC 5545) of meetings, built with the `ics` library.
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

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_LF = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A one-line text (SUMMARY, LOCATION, names): every control character (CR, LF and tab included)
 * becomes a space, so nothing a user typed can end the line and start a property of its own.
 */
export const calendarLine = (text: string): string => text.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();

/**
 * A multi-line text (DESCRIPTION): line breaks of any kind (CRLF, a lone CR, U+2028) become LF, which
 * `ics` writes as the standard's `\n`; every other control character becomes a space.
 */
export const calendarText = (text: string): string =>
  text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_LF, ' ');

/**
 * A parameter value (CN=): RFC 5545 allows no control character and no DQUOTE in a parameter value,
 * not even quoted, and `ics` writes a DQUOTE as `\"`, which the standard does not define (a name like
 * `Evil" :mailto:x@evil.test;X="1` then rewrote the property for ical.js and Thunderbird). So DQUOTE
 * and the caret are written the RFC 6868 way (`^'`, `^^`), which calendars decode back to the name;
 * `ics` puts the value in quotes, so `:`, `;` and `,` stay inside it.
 */
export const calendarParam = (text: string): string => calendarLine(text).replace(/\^/g, '^^').replace(/"/g, "^'");

/**
 * The meeting as an iCalendar object with one VEVENT, every text through `ics`'s own escaping after
 * the cleaning above (e-mail addresses are checked by `ics` itself: a malformed one throws). The `ics` library (3.x) writes no VTIMEZONE and, for "local" output, the server
 * process's zone; so start and DTSTAMP are written in UTC (`…Z`, exact in every calendar), and
 * X-WR-TIMEZONE names Europe/Berlin for the display. The description repeats the Berlin wall-clock
 * time for readers that show the raw text.
 */
export function buildMeetingIcs(input: MeetingCalendarInput): string {
  const event: EventAttributes = {
    productId: 'fachwerk/meetings',
    method: input.method,
    uid: calendarLine(input.uid),
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: calendarLine(input.title),
    description: calendarText(input.description),
    status: input.status,
    organizer: { name: calendarParam(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        name: calendarParam(input.attendee.name),
        email: input.attendee.email,
        rsvp: input.method === 'REQUEST',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
      },
    ],
    ...(input.location ? { location: calendarLine(input.location) } : {}),
    ...(input.url ? { url: calendarLine(input.url) } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  // The zone for display, right after the calendar's header lines.
  return value.replace(/(METHOD:[^\r\n]*\r\n)/, `$1X-WR-TIMEZONE:${MEETING_TIME_ZONE}\r\n`);
}
