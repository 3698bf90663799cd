import { JwtService } from '@nestjs/jwt';
import { isUserType, SOCKET_AUTH_ERRORS, type AccessTokenClaims } from '@fachwerk/shared/contracts';

export interface HandshakeLike {
  auth?: Record<string, unknown>;
  headers?: Record<string, string | string[] | undefined>;
}

export type SocketAuthResult =
  | { ok: true; claims: AccessTokenClaims; expiresAt: number | undefined }
  | { ok: false; error: (typeof SOCKET_AUTH_ERRORS)[keyof typeof SOCKET_AUTH_ERRORS] };

/** The access token of a handshake: `auth.token` (browsers) or an `Authorization: Bearer` header. */
export function handshakeToken(handshake: HandshakeLike): string | undefined {
  const fromAuth = handshake.auth?.['token'];
  if (typeof fromAuth === 'string' && fromAuth.trim()) return fromAuth.trim().replace(/^Bearer\s+/i, '');
  const header = handshake.headers?.['authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1];
}

const isClaims = (value: unknown): value is AccessTokenClaims & { exp?: number } => {
  const c = value as Partial<AccessTokenClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'string' &&
    c.sub !== '' &&
    isUserType(c.userType) &&
    typeof c.sid === 'string'
  );
};

/**
 * Verifies the handshake's access token (HS256, `jwt.accessSecret`) and its `AccessTokenClaims` shape.
 * Errors are the `connect_error` messages of the contracts.
 */
export function authenticateHandshake(handshake: HandshakeLike, jwt: JwtService): SocketAuthResult {
  const token = handshakeToken(handshake);
  if (!token) return { ok: false, error: SOCKET_AUTH_ERRORS.missing };
  let payload: unknown;
  try {
    payload = jwt.verify(token, { algorithms: ['HS256'] });
  } catch (error) {
    const expired = (error as { name?: string }).name === 'TokenExpiredError';
    return { ok: false, error: expired ? SOCKET_AUTH_ERRORS.expired : SOCKET_AUTH_ERRORS.invalid };
  }
  if (!isClaims(payload)) return { ok: false, error: SOCKET_AUTH_ERRORS.invalid };
  const { sub, userType, sid, exp } = payload;
  return {
    ok: true,
    claims: { sub, userType, sid },
    expiresAt: typeof exp === 'number' ? exp * 1000 : undefined,
  };
}
