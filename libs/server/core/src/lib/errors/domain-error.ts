import { ERROR_HTTP_STATUS, type ErrorCode } from '@fachwerk/shared/contracts';

export type ErrorParams = Record<string, string | number>;

/** One problem with one input field: the field path, the catalogue key of the message and its parameters. */
export interface FieldIssue {
  field: string;
  messageKey: string;
  params: ErrorParams;
}

export interface DomainErrorOptions {
  /** Placeholders of the code's text (`errors.<CODE>`), e.g. `{ name }` for WORKER_BOOKED. */
  params?: ErrorParams;
  /** Field problems (VALIDATION_FAILED), localised by the filter in the request language. */
  issues?: FieldIssue[];
  /** Data the client needs to act on the error (e.g. `userId` for the verification page). */
  data?: Record<string, unknown>;
}

/**
 * The one error type of the domain. Services throw it with a stable code from contracts
 * (`throw new DomainError('JOB_HAS_AWARDS')`, `new DomainError('WORKER_BOOKED', { params: { name } })`);
 * the global filter turns it into the code's HTTP status and the localised text `errors.<CODE>`.
 */
export class DomainError extends Error {
  readonly params: ErrorParams;
  readonly issues?: FieldIssue[];
  readonly data?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    options: DomainErrorOptions = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.params = options.params ?? {};
    if (options.issues) this.issues = options.issues;
    if (options.data) this.data = options.data;
  }

  /** VALIDATION_FAILED naming one field: `DomainError.field('startDate', 'server.jobs.startInPast')`. */
  static field(field: string, messageKey: string, params: ErrorParams = {}): DomainError {
    return new DomainError('VALIDATION_FAILED', { issues: [{ field, messageKey, params }] });
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

/**
 * Per-module error codes are subsets of the contract codes, declared as const maps:
 * `export const JobsErrorCode = errorCodes({ HasAwards: 'JOB_HAS_AWARDS' })`.
 */
export const errorCodes = <const T extends Record<string, ErrorCode>>(codes: T): T => codes;
