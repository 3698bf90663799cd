/** Constants of the second factor (TOTP); see two-factor.ts for the flow and the shapes. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Lifetime of a login challenge (the time to type the code). */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TOTP_ISSUER = 'Fachwerk';
/** Wrong codes one login challenge takes; the next attempt finds it expired (log in again). */
export const TWO_FACTOR_CHALLENGE_MAX_WRONG_CODES = 5;
/** Wrong codes on one account within an hour (from any address) after which every attempt waits and the owner is mailed. */
export const TWO_FACTOR_ACCOUNT_SLOW_AFTER = 10;
/** Lifetime of a pending re-enrolment (a new app while the old one still works). */
export const TWO_FACTOR_REENROL_TTL_SECONDS = 15 * 60;

/** The seeded demo admin's TOTP secret (Base32), documented in the README and printed by `npm start`. */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPFACHWERKDEMOZWEI';

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`, case and dash ignored). */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$';


/**
 * Paths of the second factor under API_PREFIX (kept here, not in API_PATHS: only the server and the
 * lazy 2FA screens need them).
 */
export const TWO_FACTOR_PATHS = {
  status: '/auth/2fa',
  setup: '/auth/2fa/setup',
  enable: '/auth/2fa/enable',
  disable: '/auth/2fa/disable',
  recoveryCodes: '/auth/2fa/recovery-codes',
  /** POST {challenge, code | recoveryCode}: the login's second step → tokens */
  login: '/auth/login/2fa',
  /** POST {challenge}: an admin without a second factor enrols during login */
  loginSetup: '/auth/login/2fa/setup',
  /** POST {challenge, code}: confirms that enrolment → tokens and recovery codes */
  loginEnable: '/auth/login/2fa/enable',
  /** POST: an admin removes another account's second factor (it enrols again; admins at their next login) */
  adminReset: (id: string) => `/admin/accounts/${id}/2fa/reset`,
} as const;
