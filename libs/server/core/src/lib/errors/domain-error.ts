import { ERROR_HTTP_STATUS, type ErrorCode } from '@fachwerk/shared/contracts';

export type ErrorParams = Record<string, string | number>;

/** One problem with one input field: the field path, the catalogue key of the message and its parameters. */
export interface FieldIssue {
  field: string;
  messageKey: string;
  params: ErrorParams;
}

/**
 * The one error type of the domain. Services throw it with a stable code (from contracts) and
 * message parameters; the global filter turns it into the HTTP status and a localised envelope.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** Field problems (validation only), localised by the filter in the request language. */
    readonly issues?: FieldIssue[],
    /** Data the client needs to act on the error (e.g. `userId` for the verification page). */
    readonly data?: Record<string, unknown>,
    /** Catalogue key of a more specific message than `errors.<code>` (same parameters). */
    readonly messageKey?: string,
  ) {
    super(code);
    this.name = 'DomainError';
  }

  get httpStatus(): number {
    return ERROR_HTTP_STATUS[this.code];
  }
}

/**
 * Per-module error codes are subsets of the contract codes, declared as const maps:
 * `export const AuthErrorCode = errorCodes({ InvalidCredentials: 'INVALID_CREDENTIALS' })`.
 */
export const errorCodes = <const T extends Record<string, ErrorCode>>(codes: T): T => codes;
