/** Pure helpers of the benchmark (unit-tested in measure.spec.ts). */
import { gzipSync } from 'node:zlib';

export const KB = 1024;

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Sums gzip sizes of JavaScript responses per origin.
 * @param {{ url: string, body: Buffer }[]} scripts
 * @returns {Map<string, { files: number, raw: number, gzip: number }>}
 */
export function jsByOrigin(scripts) {
  const byOrigin = new Map();
  for (const { url, body } of scripts) {
    const origin = new URL(url).origin;
    const entry = byOrigin.get(origin) ?? { files: 0, raw: 0, gzip: 0 };
    entry.files += 1;
    entry.raw += body.length;
    entry.gzip += gzipSize(body);
    byOrigin.set(origin, entry);
  }
  return byOrigin;
}

/** Verdict of the initial-JS budget: shell + role remote ≤ 200 KB, remote ≤ 75 KB (gzip). */
export function jsBudget({ shellGzip, remoteGzip }) {
  return {
    remoteOk: remoteGzip <= 75 * KB,
    totalOk: shellGzip + remoteGzip <= 200 * KB,
  };
}

/** Throughput ratio and p99 of alternating rounds (medians), with the ≥ 0.6 target. */
export function overhead(rounds) {
  const api = median(rounds.map((r) => r.api.rps));
  const bare = median(rounds.map((r) => r.bare.rps));
  const ratio = bare > 0 ? api / bare : NaN;
  return {
    apiRps: api,
    bareRps: bare,
    apiP99: median(rounds.map((r) => r.api.p99)),
    bareP99: median(rounds.map((r) => r.bare.p99)),
    ratio,
    ok: ratio >= 0.6,
  };
}

/** Fixed-width text table. */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
