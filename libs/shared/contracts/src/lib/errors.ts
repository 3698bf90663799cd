/**
 * Every reason the API refuses a request, with its HTTP status. Never rename a code: clients and
 * tests key on them, and the web decides by code, never by message. The i18n catalogues hold a German
 * and an English text for each under `errors.<CODE>` (a test checks both, and no orphans).
 *
 * Adding a refusal: add `MY_REASON: 409` here (in its module's block), add `errors.MY_REASON` to
 * `libs/shared/i18n/src/locales/{de,en}/server-errors.ts`, then `throw new DomainError('MY_REASON', { params })`.
 */
export const ERROR_HTTP_STATUS = {
  // generic: input, session, permission, transport
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BODY_NOT_OBJECT: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  /** the session was not used for longer than the inactivity timeout (JWT_IDLE_TTL_SECONDS): sign in again */
  SESSION_IDLE: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  // auth and accounts
  ACCOUNT_NOT_APPROVED: 403,
  ACCOUNT_INACTIVE: 403,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  EMAIL_TAKEN: 409,
  /** ending a session that is not a live session of the own account */
  SESSION_NOT_FOUND: 404,
  ACCOUNT_EXPORT_NOT_FOUND: 404,
  ACCOUNT_EXPORT_NOT_READY: 409,
  ACCOUNT_EXPORT_EXPIRED: 410,
  // jobs
  JOB_NOT_EDITABLE: 409,
  JOB_HAS_AWARDS: 409,
  JOB_NOT_DRAFT: 409,
  JOB_NOT_OPEN: 409,
  JOB_NOT_ACTIVE: 409,
  // applications and awards
  JOB_CLOSED_FOR_APPLICATIONS: 409,
  ALREADY_APPLIED: 409,
  APPLICATION_NOT_PENDING: 409,
  NO_FREE_SLOT: 409,
  AWARD_STATUS_CHANGED: 409,
  WORKER_BOOKED: 409,
  WORKERS_REQUIRED: 400,
  /** § 1 (1b) AÜG: the naming would lend the worker to this client beyond 18 months */
  LENDING_MAXIMUM_EXCEEDED: 422,
  // contracts of awards (see award-contracts.ts)
  CONTRACT_INCOMPLETE: 409,
  CONTRACT_AWAITS_CLIENT: 409,
  CONTRACT_AWAITS_SUPPLIER: 409,
  CONTRACT_AWAITS_BOTH: 409,
  CONTRACT_VERSION_CHANGED: 409,
  CONTRACT_NOT_LENDING: 409,
  // AÜG permits (see staffing-permits.ts)
  PERMIT_NOT_PENDING: 409,
  PERMIT_REQUIRED: 409,
  SUPPLIER_PERMIT_INVALID: 409,
  // workers
  WORKER_ON_RUNNING_WORK: 409,
  // feedback
  AWARD_NOT_APPROVED: 409,
  FEEDBACK_ALREADY_GIVEN: 409,
  // chat
  CHAT_BLOCKED: 403,
  /** the other party deleted its account: the conversation is read-only */
  CHAT_CLOSED: 409,
  CHAT_NOT_APPROVED: 409,
  CHAT_UNBLOCK_NOT_ALLOWED: 403,
  // content
  CMS_PAGE_FIXED: 409,
  // uploads
  UPLOAD_TOO_LARGE: 413,
  UPLOAD_INVALID_FORMAT: 415,
  UPLOAD_PUBLIC_ADMIN_ONLY: 403,
  // invoices (see invoices.ts)
  INVOICE_NOT_DRAFT: 409,
  INVOICE_NOT_ISSUED: 409,
  INVOICE_NOT_VALID: 422,
  INVOICE_VALIDATION_BUSY: 503,
  INVOICE_DOCUMENT_PENDING: 409,
  INVOICE_AWARD_NOT_INVOICEABLE: 409,
  /** the client deleted its account and no billing data were kept for it (no open work at its deletion) */
  INVOICE_RECIPIENT_DELETED: 409,
  INVOICE_NO_APPROVED_HOURS: 409,
  INVOICE_AMOUNT_EXCEEDS_AWARD: 409,
  INVOICE_PAYMENT_EXCEEDS_OPEN: 409,
  INVOICE_PAYMENT_NOT_REPORTED: 409,
  INVOICE_FINAL_ISSUED: 409,
  INVOICE_DEDUCTED_BY_FINAL: 409,
  INVOICE_FINAL_BELOW_DEDUCTIONS: 422,
  INVOICE_HOURS_NOT_BILLABLE: 409,
  INVOICE_HOURS_EXCEED_APPROVED: 422,
  // change orders of fixed-price awards (see change-orders.ts)
  CHANGE_ORDER_DECIDED: 409,
  CHANGE_ORDER_NOT_FIXED_PRICE: 409,
  CHANGE_ORDER_AWARD_NOT_ACTIVE: 409,
  CHANGE_ORDER_LIMIT_REACHED: 409,
  // accounting (see accounting.ts)
  INVOICE_LEITWEG_ID_REQUIRED: 422,
  DATEV_SETTINGS_INCOMPLETE: 409,
  // meetings
  MEETING_NOT_ALLOWED: 409,
  MEETING_IN_PAST: 400,
  MEETING_NOT_STARTED: 409,
  MEETING_APPLICATION_CLOSED: 409,
  // work logs (see work-logs.ts)
  WORK_LOG_OVERLAP: 409,
  WORK_LOG_DAILY_LIMIT: 400,
  WORK_LOG_WEEKLY_LIMIT: 400,
  WORK_LOG_LATE_REASON_REQUIRED: 400,
  WORK_LOG_NOT_OPEN: 409,
  WORK_LOG_AWARD_NOT_STARTED: 409,
  WORK_LOG_WORKING_TIME_EXCEPTION_REQUIRED: 400,
  // second factor (TOTP): login notices and refusals
  TOTP_REQUIRED: 401,
  TOTP_ENROLMENT_REQUIRED: 403,
  TOTP_CHALLENGE_EXPIRED: 401,
  TOTP_INVALID_CODE: 400,
  TOTP_CODE_USED: 400,
  RECOVERY_CODE_INVALID: 400,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  TOTP_SETUP_MISSING: 409,
  TOTP_REQUIRED_FOR_ADMINS: 409,
  TOTP_RESET_OWN: 409,
  // construction ban (§ 1b AÜG, see law/aueg.ts)
  CONSTRUCTION_LENDING_BANNED: 422,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** All error codes (OpenAPI enum, tests). */
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as readonly ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_HTTP_STATUS, value);

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
