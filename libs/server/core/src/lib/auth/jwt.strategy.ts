import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AccessTokenClaims } from '@fachwerk/shared/contracts';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../errors/domain-error';
import type { AuthenticatedUser } from './auth.decorators';
import { actorOfClaims, SESSION_VALIDATOR, type SessionValidator } from './session-validator';

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Verifies the Bearer access token and checks that its session is still alive. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: jsonwebtoken turns a string into a key on every verify, first by
      // trying to parse it as a public key (which throws, stack trace and all) — measured 11–13 % of
      // the api's CPU on an authenticated route (`npm run bench -- --api-only` with --cpu-prof).
      // passport-jwt hands it to jsonwebtoken unchanged; its types predate KeyObject.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.accessSecret, 'utf8')) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthenticatedUser> {
    const user = await actorOfClaims(claims, this.sessions);
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
