/** Server texts of meetings (merged into server.ts). */
export const meetingFieldLabels = {
  applicationId: 'Bewerbung',
  date: 'Datum',
  time: 'Uhrzeit',
  durationMinutes: 'Dauer',
  mode: 'Art des Termins',
  address: 'Adresse',
  videoLink: 'Video-Link',
  agenda: 'Tagesordnung',
  when: 'Zeitraum',
};

export const serverMeetings = {
  scheduled: 'Der Termin wurde vorgeschlagen.',
  accepted: 'Der Termin wurde bestätigt.',
  proposed: 'Ihr Terminvorschlag wurde gesendet.',
  cancelled: 'Der Termin wurde abgesagt.',
  supplierRejected: 'Der Dienstleister wurde abgelehnt.',
  calendarSummary: 'Termin: {{jobTitle}} ({{client}} / {{supplier}})',
  calendarDescription: 'Termin zu „{{jobTitle}}“ auf Fachwerk.',
  calendarAgenda: 'Tagesordnung: {{agenda}}',
  calendarLocalTime: 'Beginn: {{when}} (Europe/Berlin)',
  calendarVideo: 'Video-Link: {{link}}',
  mailCalendarNote: 'Den Kalendereintrag finden Sie im Anhang (.ics).',
  mailDetails: 'Wann: {{when}}, {{duration}} Minuten\nWo: {{where}}',
  video: 'Videotermin',
};
