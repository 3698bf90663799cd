import type { Language } from './constants';

/** Queue names. Never rename: jobs in Redis carry them. */
export const QUEUE_NAMES = { mail: 'mail', pdf: 'pdf', chatMail: 'chat-mail', meetingReminder: 'meeting-reminder', accountExport: 'account-export' } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Mail templates the documents lib can render. */
export const MAIL_TEMPLATES = [
  'generic',
  'verification-code',
  'password-reset',
  'account-status',
  'inquiry',
  // meetings: the notification text with the meeting's details; the .ics travels in `calendar`
  'meeting',
  // invoices: the issued invoice with its PDF and XML attached; a payment reminder after the due date
  'invoice-issued',
  'invoice-reminder',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailJob {
  /** The outbox row this job was relayed from; also the BullMQ job id. */
  outboxId: string;
  to: string;
  template: MailTemplate;
  locale: Language;
  /** Template variables. */
  data: Record<string, string | number | boolean | null>;
  /** Files from the storage directory to attach (e.g. an invoice's PDF and XML). */
  attachments?: MailAttachment[];
  /** An iCalendar invitation (RFC 5545 text), sent as the mail's calendar part and as an .ics attachment. */
  calendar?: MailCalendar;
}

export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

/**
 * A job that runs later: the relay adds it with `jobId` and a delay until `runAt`, after removing
 * the jobs named in `replaces` (an earlier version it supersedes; removal is best effort, so the
 * processor still checks at fire time that its job is current).
 */
export interface JobSchedule {
  runAt: string;
  jobId: string;
  replaces?: string[];
}

/** A meeting reminder (24 h or 1 h before); sent only if the meeting still has this `sequence`. */
export interface MeetingReminderJob {
  outboxId: string;
  meetingId: string;
  sequence: number;
  kind: '24h' | '1h';
  schedule: JobSchedule;
}

export interface MailAttachment {
  filename: string;
  /** Key below STORAGE_DIR. */
  storageKey: string;
  contentType: string;
}

/** Renders an issued invoice's ZUGFeRD PDF and XRechnung XML from its frozen content (and mails them). */
export interface PdfJob {
  outboxId: string;
  invoiceId: string;
}

/**
 * The delayed e-mail copy of a chat message (queued with the message, `runAt` = sent + 10 minutes):
 * when it fires, it mails only if the message is still unread and no mail covered it yet, so a burst
 * of messages gives one mail.
 */
export interface ChatMailJob {
  outboxId: string;
  conversationId: string;
  recipientId: string;
  messageId: number;
  /** ISO time the relay delays the job to (any outbox payload may carry one) */
  runAt: string;
}

/**
 * Prepares an account's data export (the `account_exports` row): collects every section, writes the
 * ZIP to storage, marks the row ready with its expiry and mails the link. A row that is no longer
 * `requested` is left alone, so a re-delivered job does nothing twice.
 */
export interface AccountExportJob {
  outboxId: string;
  exportId: string;
}

/** Typed map queue name → job payload; producers and processors are typed from it. */
export interface JobMap {
  mail: MailJob;
  pdf: PdfJob;
  'chat-mail': ChatMailJob;
  'meeting-reminder': MeetingReminderJob;
  'account-export': AccountExportJob;
}
export type JobOf<Q extends QueueName> = JobMap[Q];

/** Payload of an outbox row: which queue it goes to and the job without its outbox id. */
export type OutboxMessage = {
  [Q in QueueName]: { queue: Q; payload: Omit<JobMap[Q], 'outboxId'> };
}[QueueName];
