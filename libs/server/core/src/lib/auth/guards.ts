import { type ExecutionContext, Injectable, type CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { UserType } from '@fachwerk/shared/contracts';
import { DomainError } from '../errors/domain-error';
import { IS_PUBLIC, ROLES, type AuthenticatedUser } from './auth.decorators';

const isPublic = (reflector: Reflector, context: ExecutionContext): boolean =>
  reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;

/** Global guard: every route needs a valid access token of a live session unless marked `@Public()`. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (isPublic(this.reflector, context)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser = AuthenticatedUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err instanceof DomainError) throw err;
    if (err || !user) {
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw new DomainError(expired ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
    }
    return user;
  }
}

/** Global guard: enforces `@Roles(...)` after authentication. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0 || isPublic(this.reflector, context)) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    if (!roles.includes(user.userType)) throw new DomainError('FORBIDDEN');
    return true;
  }
}
