/**
 * Stable error codes of the API. Never rename a code: clients and tests key on them.
 * The i18n catalogue holds a message for each under `errors.<CODE>`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ACCOUNT_NOT_APPROVED',
  'ACCOUNT_INACTIVE',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code; the server's global filter uses this table. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_APPROVED: 403,
  ACCOUNT_INACTIVE: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Validation rule names of specification §5; messages live under `validation.<rule>`. */
export const VALIDATION_RULES = [
  'required',
  'email',
  'min',
  'max',
  'numeric',
  'alpha_num',
  'alpha_num_space',
  'same',
  'in',
  'type',
  'iban',
  'accepted',
  'exists',
  'unknown',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];
