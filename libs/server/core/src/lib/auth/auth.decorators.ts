import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ApprovalStatus, Language, UserType } from '@fachwerk/shared/contracts';

export const IS_PUBLIC = 'fachwerk:isPublic';
export const ROLES = 'fachwerk:roles';

/** The actor of an authenticated request, as resolved from the access token and its live session. */
export interface AuthenticatedUser {
  id: string;
  userType: UserType;
  /** The session (`sid` claim) the access token belongs to. */
  sessionId: string;
  language: Language;
  /** Approval of the account when the session was resolved; the approval guard reads it. */
  approvalStatus?: ApprovalStatus;
}

/** Opens a route to guests: the global JWT guard skips it. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route (or controller) to these roles; others get 403 FORBIDDEN. */
export const Roles = (...roles: UserType[]) => SetMetadata(ROLES, roles);

/** The authenticated actor: `@CurrentUser() user: AuthenticatedUser`. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user,
);
