import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims, Language } from '@fachwerk/shared/contracts';
import {
  ACCESS_TOKEN_ALGORITHM,
  InjectConfig,
  requestLanguage,
  SESSION_VALIDATOR,
  type AppConfig,
  type SessionValidator,
} from '@fachwerk/server/core';

/** Who reads a public content route: admins see inactive entries too, everybody else active ones only. */
export interface Viewer {
  admin: boolean;
  language: Language;
  /** The logged-in reader, null for guests */
  userId: string | null;
}

/**
 * Public routes skip the JWT guard, so the optional Bearer token is checked here, exactly as the guard
 * would (signature, expiry, live session). A missing or bad token makes the reader a guest.
 */
@Injectable()
export class ViewerResolver {
  private readonly jwt = new JwtService();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(SESSION_VALIDATOR) private readonly sessions: SessionValidator,
  ) {}

  async resolve(request: FastifyRequest): Promise<Viewer> {
    const language = requestLanguage(request);
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return { admin: false, language, userId: null };
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(header.slice(7), {
        secret: this.config.jwt.accessSecret,
        algorithms: [ACCESS_TOKEN_ALGORITHM],
      });
      const user = await this.sessions.resolve(claims);
      return { admin: user?.userType === 'admin', language, userId: user?.id ?? null };
    } catch {
      return { admin: false, language, userId: null };
    }
  }
}
