import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER_HS256 = new Set(['HS256']);

/**
 * The user id (`sub`) of a Bearer access token whose HS256 signature and expiry check out, else
 * undefined. Used where a request must be attributed to a user before the guards run (the rate
 * limiter counts authenticated traffic per user): the signature makes sure nobody spends another
 * user's budget with a forged token. It does not check the session (the guard does, later): a
 * logged-out token still counts against its own user, never against anyone else.
 * One HMAC over the token's first two parts, a few microseconds.
 */
export function bearerSubject(authorization: string | undefined, secret: string, nowSeconds = Date.now() / 1000): string | undefined {
  if (!authorization || authorization.length > 4096 || !authorization.startsWith('Bearer ')) return undefined;
  const token = authorization.slice(7).trim();
  const firstDot = token.indexOf('.');
  const secondDot = token.indexOf('.', firstDot + 1);
  if (firstDot < 1 || secondDot < 0 || token.indexOf('.', secondDot + 1) !== -1) return undefined;
  try {
    const header = JSON.parse(Buffer.from(token.slice(0, firstDot), 'base64url').toString()) as { alg?: unknown };
    if (typeof header.alg !== 'string' || !HEADER_HS256.has(header.alg)) return undefined;
    const expected = createHmac('sha256', secret).update(token.slice(0, secondDot)).digest();
    const given = Buffer.from(token.slice(secondDot + 1), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(token.slice(firstDot + 1, secondDot), 'base64url').toString()) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || claims.sub === '') return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
    return claims.sub;
  } catch {
    return undefined;
  }
}
