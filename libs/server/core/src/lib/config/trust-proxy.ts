import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, every hop, a hop count, or the proxies' addresses / CIDRs. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges (Fastify passes them on). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: `false` (default: the client is the TCP peer), a comma-separated list of the proxies'
 * addresses or CIDRs (`10.0.0.0/8,127.0.0.1`, or proxy-addr's `loopback`, `linklocal`,
 * `uniquelocal`): X-Forwarded-For is believed only as far as it was written by those proxies, a
 * number of hops, or `true` (every hop: only when nothing reaches the api but through the proxy).
 * Returns the value or a problem to report.
 */
export function parseTrustProxy(value: string): { value: TrustProxy } | { problem: string } {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return { value: false };
  if (trimmed === 'true') return { value: true };
  if (/^\d+$/.test(trimmed)) return { value: Number(trimmed) };
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (wrong.length)
    return {
      problem: `TRUST_PROXY must be false, true, a hop count or proxy addresses/CIDRs (got "${wrong.join('", "')}")`,
    };
  return { value: entries };
}

/** The value for Fastify's `trustProxy` option (a hop count as the function Fastify builds from one). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
