import type { Language } from './constants';

/** Queue names. Never rename: jobs in Redis carry them. */
export const QUEUE_NAMES = { mail: 'mail', pdf: 'pdf', chatMail: 'chat-mail' } as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];

/** Mail templates the documents lib can render. */
export const MAIL_TEMPLATES = [
  'generic',
  'verification-code',
  'password-reset',
  'account-status',
  'inquiry',
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
}

export const PDF_TEMPLATES = ['generic', 'invoice'] as const;
export type PdfTemplate = (typeof PDF_TEMPLATES)[number];

export interface PdfJob {
  outboxId: string;
  template: PdfTemplate;
  locale: Language;
  /** Storage key the rendered PDF is written to. */
  storageKey: string;
  data: Record<string, unknown>;
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

/** Typed map queue name → job payload; producers and processors are typed from it. */
export interface JobMap {
  mail: MailJob;
  pdf: PdfJob;
  'chat-mail': ChatMailJob;
}
export type JobOf<Q extends QueueName> = JobMap[Q];

/** Payload of an outbox row: which queue it goes to and the job without its outbox id. */
export type OutboxMessage = {
  [Q in QueueName]: { queue: Q; payload: Omit<JobMap[Q], 'outboxId'> };
}[QueueName];
