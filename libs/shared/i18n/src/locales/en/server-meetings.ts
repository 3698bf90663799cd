import type { meetingFieldLabels as deFields, serverMeetings as deTexts } from '../de/server-meetings';

export const meetingFieldLabels: typeof deFields = {
  applicationId: 'Application',
  date: 'Date',
  time: 'Time',
  durationMinutes: 'Duration',
  mode: 'Kind of meeting',
  address: 'Address',
  videoLink: 'Video link',
  agenda: 'Agenda',
  when: 'Period',
};

export const serverMeetings: typeof deTexts = {
  scheduled: 'The meeting was proposed.',
  accepted: 'The meeting was confirmed.',
  proposed: 'Your proposed time was sent.',
  cancelled: 'The meeting was cancelled.',
  supplierRejected: 'The service provider was rejected.',
  calendarSummary: 'Meeting: {{jobTitle}} ({{client}} / {{supplier}})',
  calendarDescription: 'Meeting about “{{jobTitle}}” on Fachwerk.',
  calendarAgenda: 'Agenda: {{agenda}}',
  calendarLocalTime: 'Start: {{when}} (Europe/Berlin)',
  calendarVideo: 'Video link: {{link}}',
  mailCalendarNote: 'The calendar entry is attached (.ics).',
  mailDetails: 'When: {{when}}, {{duration}} minutes\nWhere: {{where}}',
  video: 'Video meeting',
};
