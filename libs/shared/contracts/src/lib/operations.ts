import type { QueueName } from './queue';

/**
 * A dead letter: an outbox side effect (mail, PDF) whose job failed every attempt (MAIL_ATTEMPTS for
 * mail). It stays in the outbox until an admin retries it, which starts a fresh round of attempts.
 */
export interface DeadLetter {
  _id: string;
  queue: QueueName;
  /** Mail or PDF template. */
  template: string;
  /** Mail recipient, when the letter is a mail. */
  to: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
}

export interface DeadLetterListQuery {
  page?: number;
  limit?: number;
  queue?: QueueName;
}
