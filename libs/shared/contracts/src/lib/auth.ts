import type { AccountStatus, ApprovalStatus, Language } from './constants';
import type { UserType } from './roles';

export interface LoginRequest {
  email: string;
  password: string;
  userType: UserType;
  /**
   * A current code of the account's second factor, sent with the password in one step: the session
   * at once instead of a challenge. Needed while the address is slowed down by failed logins (429):
   * password and code together are then still checked, so a flood from a shared address never keeps
   * the owner out.
   */
  code?: string;
}

/** userData of the session (§3). */
export interface UserData {
  _id: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
  profilePic: string | null;
  profilePercentage: number;
  approvalStatus: ApprovalStatus;
  accountStatus: AccountStatus;
  language: Language;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  /** Access token lifetime in seconds. */
  expiresIn: number;
  userData: UserData;
}

export interface RefreshRequest {
  refreshToken: string;
}

/**
 * GET /auth/sessions: a live session (refresh-token family: not ended, not expired) of the own
 * account, a signed-in device (ASVS 5.0 V7.5.2).
 */
export interface ActiveSession {
  _id: string;
  /** Short summary of the browser's user agent as it signed in; null when it sent none. */
  device: string | null;
  signedInAt: string;
  /** The latest refresh of its tokens (the sign-in when never refreshed). */
  lastActiveAt: string;
  /** The session of the request itself ("this device"). */
  current: boolean;
}

/** POST /auth/sessions/:id/end and /auth/sessions/end-others: the current password again. */
export interface EndSessionsRequest {
  currentPassword: string;
}

/** Answer of ending sessions: how many ended. */
export interface EndSessionsResult {
  ended: number;
}

/** Claims of the access token. */
export interface AccessTokenClaims {
  sub: string;
  userType: UserType;
  /** Session (refresh-token family) id, so revocation can end access at once. */
  sid: string;
}
