/**
 * Whether an error means a dependency (PostgreSQL, Redis) is unreachable or restarting, rather than
 * a fault in our code: the API answers those with 503 SERVICE_UNAVAILABLE and Retry-After (the
 * client may try again, and the readiness probe already takes the pod out), never with 500.
 * Walks the `cause` chain, because Drizzle and Nest wrap the driver's error.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, cannot connect now), 53300 (too many connections). */
const PG_OUTAGE = /^(08...|57P0[123]|53300)$/;

const MESSAGES = [
  // pg / pg-pool
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Cannot use a pool after calling end/i,
  // ioredis
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /Reached the max retries per request limit/i,
];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || PG_OUTAGE.test(code)) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (MESSAGES.some((pattern) => pattern.test(message))) return true;
  // AggregateError (e.g. a connect attempt over IPv4 and IPv6) counts when every part is an outage
  if (
    Array.isArray(e.errors) &&
    e.errors.length > 0 &&
    e.errors.every((inner) => isDependencyOutage(inner, depth + 1))
  )
    return true;
  return isDependencyOutage(e.cause, depth + 1);
}

/** Seconds a client should wait before retrying after a dependency outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
