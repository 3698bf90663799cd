import type { AccountStatus, ApprovalStatus, Language } from './constants';
import type { UserType } from './roles';

export interface LoginRequest {
  email: string;
  password: string;
  userType: UserType;
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

/** Claims of the access token. */
export interface AccessTokenClaims {
  sub: string;
  userType: UserType;
  /** Session (refresh-token family) id, so revocation can end access at once. */
  sid: string;
}
