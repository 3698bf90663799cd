import ICAL from 'ical.js';
import { buildMeetingIcs, calendarLine, calendarParam, calendarText, type MeetingCalendarInput } from './meeting-ics';

const base: MeetingCalendarInput = {
  uid: 'meeting-1@fachwerk.test',
  sequence: 0,
  method: 'REQUEST',
  status: 'TENTATIVE',
  startsAt: new Date('2026-12-01T09:00:00Z'),
  durationMinutes: 30,
  title: 'Vorstellungsgespräch',
  description: 'Termin um 10:00',
  location: 'Domkloster 4, 50667 Köln',
  url: 'https://fachwerk.test/meetings/1',
  organizer: { name: 'Bau GmbH', email: 'client@fachwerk.test' },
  attendee: { name: 'Dienst AG', email: 'supplier@fachwerk.test' },
};

/** The file as Thunderbird's parser reads it: the single VEVENT's properties. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  const contact = (name: string) =>
    event.getAllProperties(name).map((p) => ({ value: String(p.getFirstValue()), cn: p.getParameter('cn'), params: Object.keys(p.toJSON()[1] as object).sort() }));
  return {
    organizers: contact('organizer'),
    attendees: contact('attendee'),
    description: event.getFirstPropertyValue('description'),
    location: event.getFirstPropertyValue('location'),
    summary: event.getFirstPropertyValue('summary'),
    propertyNames: event.getAllProperties().map((p) => p.name),
  };
}

const hostileNames = [
  'Evil" :mailto:attacker@evil.test;X="1',
  'Evil";ROLE=CHAIR:mailto:attacker@evil.test',
  'Müller & Söhne, Bau; "Nord" GmbH',
  'Caret ^\' ^^ ^n Bau',
  'Back\\slash\\" Bau',
  'Zeilen\r\nORGANIZER:mailto:attacker@evil.test\r\n Bau',
  'Nur CR\rATTENDEE:mailto:attacker@evil.test',
  'NUL\u0000 und NEL\u0085 und LS\u2028 Bau',
];

describe('calendar files with hostile text, read back with ical.js', () => {
  it.each(hostileNames)('keeps the organizer and the attendee exactly (name %j)', (name) => {
    const ics = buildMeetingIcs({ ...base, organizer: { name, email: 'client@fachwerk.test' }, attendee: { name: `${name} 2`, email: 'supplier@fachwerk.test' } });
    const parsed = parse(ics);
    expect(parsed.organizers).toEqual([{ value: 'MAILTO:client@fachwerk.test', cn: calendarLine(name), params: ['cn'] }]);
    expect(parsed.attendees).toEqual([
      { value: 'mailto:supplier@fachwerk.test', cn: calendarLine(`${name} 2`), params: ['cn', 'partstat', 'role', 'rsvp'] },
    ]);
    // Nothing the name carried became a property or a parameter of its own.
    expect(parsed.propertyNames.filter((n) => n === 'organizer' || n === 'attendee')).toHaveLength(2);
  });

  it('keeps a name with quotes readable: the quote comes back as a quote (RFC 6868)', () => {
    const parsed = parse(buildMeetingIcs({ ...base, organizer: { name: 'Firma "Nord" GmbH', email: 'client@fachwerk.test' } }));
    expect(parsed.organizers[0]!.cn).toBe('Firma "Nord" GmbH');
  });

  it.each([
    ['a lone CR', 'Punkt 1\rORGANIZER:mailto:attacker@evil.test\rPunkt 2', 'Punkt 1\nORGANIZER:mailto:attacker@evil.test\nPunkt 2'],
    ['CRLF and LF', 'Punkt 1\r\nATTENDEE:mailto:attacker@evil.test\nEND:VEVENT', 'Punkt 1\nATTENDEE:mailto:attacker@evil.test\nEND:VEVENT'],
    ['separators and backslashes', 'a;b,c\\d: e', 'a;b,c\\d: e'],
    ['controls and line separators', 'a\u0000b\u0007c\u2028d\u0085e\tf', 'a b c\nd e f'],
  ])('keeps the description exactly with %s, as text', (_what, agenda, expected) => {
    const ics = buildMeetingIcs({ ...base, description: agenda });
    const parsed = parse(ics);
    expect(parsed.description).toBe(expected);
    expect(parsed.organizers).toHaveLength(1);
    expect(parsed.attendees).toHaveLength(1);
    // Every CR in the file ends a line (CRLF): none came from the text.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['a property injection', 'Halle 3\r\nATTENDEE;CN=x:mailto:attacker@evil.test', 'Halle 3 ATTENDEE;CN=x:mailto:attacker@evil.test'],
    ['a lone CR', 'Halle 3\rURL:https://evil.test', 'Halle 3 URL:https://evil.test'],
    ['separators', 'Hof; Tor 2, links\\', 'Hof; Tor 2, links\\'],
  ])('keeps the location on one line with %s', (_what, place, expected) => {
    const parsed = parse(buildMeetingIcs({ ...base, location: place, title: `Termin\r\n${place}` }));
    expect(parsed.location).toBe(expected);
    expect(parsed.summary).toBe(`Termin ${expected}`);
    expect(parsed.attendees).toHaveLength(1);
    expect(parsed.propertyNames.filter((n) => n === 'url')).toHaveLength(1);
  });

  it('writes no address that could end its value: ics refuses a malformed one', () => {
    expect(() => buildMeetingIcs({ ...base, attendee: { name: 'A', email: 'a@b.test\r\nATTENDEE:mailto:evil@x.test' } })).toThrow(/email/);
  });
});

describe('the cleaning helpers', () => {
  it('one-line text: controls become one space, trimmed', () => {
    expect(calendarLine(' a\r\n\tb\u0000c ')).toBe('a b c');
  });
  it('multi-line text: every line break becomes LF', () => {
    expect(calendarText('a\r\nb\rc\u2028d')).toBe('a\nb\nc\nd');
  });
  it('parameter values: DQUOTE and caret the RFC 6868 way', () => {
    expect(calendarParam('a"b^c')).toBe("a^'b^^c");
  });
});
