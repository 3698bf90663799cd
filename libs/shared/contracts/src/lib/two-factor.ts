import type { LoginResponse } from './auth';

/**
 * Second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what authenticator apps understand) with
 * ten single-use recovery codes. Optional for clients and suppliers, required for admins.
 *
 * Login with a second factor: `POST /auth/login` answers 200 with the notice code `TOTP_REQUIRED`
 * (or `TOTP_ENROLMENT_REQUIRED` for an admin without one) and a `TwoFactorChallenge` instead of the
 * tokens; `POST /auth/login/2fa` with the challenge and a code (or a recovery code) opens the session.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Lifetime of a login challenge (the time to type the code). */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TOTP_ISSUER = 'Fachwerk';

/** The seeded demo admin's TOTP secret (Base32), documented in the README and printed by `npm start`. */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPFACHWERKDEMOZWEI';

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`, case and dash ignored). */
export const TOTP_CODE_PATTERN = '^[0-9]{6}$';
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$';

export type TwoFactorChallengeKind = 'code' | 'enrol';
/** data of the login answer with the notice TOTP_REQUIRED / TOTP_ENROLMENT_REQUIRED */
export interface TwoFactorChallenge {
  challenge: string;
  kind: TwoFactorChallengeKind;
  expiresIn: number;
}

/** POST /auth/login/2fa */
export interface TwoFactorLoginRequest {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}

/** GET /auth/2fa */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Admins must keep it. */
  required: boolean;
  recoveryCodesLeft: number;
}

/** POST /auth/2fa/setup (and /auth/login/2fa/setup): pending until a code confirms it. */
export interface TwoFactorSetup {
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code (data URL). */
  qrCode: string;
  /** The secret in Base32, grouped by four for typing. */
  manualKey: string;
}

/** POST /auth/2fa/enable */
export interface TwoFactorEnableRequest {
  code: string;
}
/** POST /auth/login/2fa/enable */
export interface TwoFactorLoginEnableRequest {
  challenge: string;
  code: string;
}
/** Shown once: only hashes are stored. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
/** Login by enrolment: the session plus the recovery codes. */
export type TwoFactorEnrolmentLogin = LoginResponse & RecoveryCodes;

/** POST /auth/2fa/disable and /auth/2fa/recovery-codes: the password and a current code again. */
export interface TwoFactorConfirmRequest {
  currentPassword: string;
  code: string;
}
