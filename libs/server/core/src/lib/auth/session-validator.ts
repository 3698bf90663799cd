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
