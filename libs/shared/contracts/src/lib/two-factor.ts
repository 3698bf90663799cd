import type { LoginResponse } from './auth';

/**
 * Second factor: TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what authenticator apps understand) with
 * ten single-use recovery codes. Optional for clients and suppliers, required for admins.
 *
 * Login with a second factor: `POST /auth/login` answers 200 with the notice code `TOTP_REQUIRED`
 * (or `TOTP_ENROLMENT_REQUIRED` for an admin without one) and a `TwoFactorChallenge` instead of the
 * tokens; `POST /auth/login/2fa` with the challenge and a code (or a recovery code) opens the session.
 */
// Runtime constants (code length, periods, the demo secret): `@fachwerk/shared/contracts/two-factor`,
// kept out of this entry, which the web shares whole in its first JavaScript.

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

/**
 * POST /auth/2fa/setup: the current password always; with a second factor already on (moving it to a
 * new app: re-enrolment) also a current code of the present one.
 */
export interface TwoFactorSetupRequest {
  currentPassword: string;
  code?: string;
}

/** POST /auth/2fa/enable (the pending secret's first code) */
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
