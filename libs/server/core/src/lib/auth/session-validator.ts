import type { AccessTokenClaims } from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from './auth.decorators';

/**
 * Provided by the app's auth module: turns verified access-token claims into the actor, or null when
 * the session was revoked or expired or the account is gone. This is what makes logout end access at once.
 */
export interface SessionValidator {
  resolve(claims: AccessTokenClaims): Promise<AuthenticatedUser | null>;
}
export const SESSION_VALIDATOR = Symbol('SESSION_VALIDATOR');

/**
 * The one way from verified access-token claims to the actor, for REST (JwtStrategy) and the socket
 * handshake alike: well-formed claims whose session is live and whose account is active, else null.
 */
export async function actorOfClaims(claims: unknown, sessions: SessionValidator): Promise<AuthenticatedUser | null> {
  const c = claims as Partial<AccessTokenClaims> | null | undefined;
  if (!c || typeof c.sub !== 'string' || !c.sub || typeof c.sid !== 'string' || !c.sid) return null;
  return sessions.resolve({ sub: c.sub, sid: c.sid, userType: c.userType as AccessTokenClaims['userType'] });
}

/**
 * Approval rule of REST and sockets alike: admins and approved accounts use everything; pending or
 * rejected client/supplier accounts only the allowlisted parts (their notifications, content, uploads).
 */
export const isApprovedActor = (user: Pick<AuthenticatedUser, 'userType' | 'approvalStatus'>): boolean =>
  user.userType === 'admin' || user.approvalStatus === 'approved';
