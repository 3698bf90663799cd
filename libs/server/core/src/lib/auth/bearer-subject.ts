import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims a verified token is attributed by. */
interface VerifiedBearer {
  subject: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function verifyBearer(authorization: string | undefined, secret: string, nowSeconds: number): VerifiedBearer | undefined {
  if (!authorization || authorization.length > 4096 || !authorization.startsWith('Bearer ')) return undefined;
  const token = authorization.slice(7).trim();
  const firstDot = token.indexOf('.');
  const secondDot = token.indexOf('.', firstDot + 1);
  if (firstDot < 1 || secondDot < 0 || token.indexOf('.', secondDot + 1) !== -1) return undefined;
  try {
    const header = JSON.parse(Buffer.from(token.slice(0, firstDot), 'base64url').toString()) as { alg?: unknown };
    if (header.alg !== 'HS256') return undefined;
    const expected = createHmac('sha256', secret).update(token.slice(0, secondDot)).digest();
    const given = Buffer.from(token.slice(secondDot + 1), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const claims = JSON.parse(Buffer.from(token.slice(firstDot + 1, secondDot), 'base64url').toString()) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || claims.sub === '') return undefined;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return undefined;
    return { subject: claims.sub, exp: claims.exp };
  } catch {
    return undefined;
  }
}

/**
 * The user id (`sub`) of a Bearer access token whose HS256 signature and expiry check out, else
 * undefined. Used where a request must be attributed to a user before the guards run (the rate
 * limiter counts authenticated traffic per user): the signature makes sure nobody spends another
 * user's budget with a forged token. It does not check the session (the guard does, later): a
 * logged-out token still counts against its own user, never against anyone else.
 */
export function bearerSubject(authorization: string | undefined, secret: string, nowSeconds = Date.now() / 1000): string | undefined {
  return verifyBearer(authorization, secret, nowSeconds)?.subject;
}

/**
 * bearerSubject with the verified tokens remembered, so a user's requests pay one HMAC per token,
 * not per request (the HS256 check costs ~10× the rest of the limiter's work: see rate-limit.ts).
 * The same string always verifies the same way; the expiry is still checked on every use.
 * At most `capacity` tokens (forgotten all at once when full).
 */
export class BearerSubjects {
  private readonly known = new Map<string, VerifiedBearer>();

  constructor(
    private readonly secret: string,
    private readonly capacity = 10_000,
  ) {}

  subjectOf(authorization: string | undefined, nowSeconds = Date.now() / 1000): string | undefined {
    if (!authorization) return undefined;
    const known = this.known.get(authorization);
    if (known) return known.exp > nowSeconds ? known.subject : undefined;
    const verified = verifyBearer(authorization, this.secret, nowSeconds);
    if (!verified) return undefined;
    if (this.known.size >= this.capacity) this.known.clear();
    this.known.set(authorization, verified);
    return verified.subject;
  }
}
