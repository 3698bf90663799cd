import { parse } from 'node:querystring';

/**
 * Query strings in the bracket array format the web clients send (`skills[]=a&skills[]=b`):
 * `skills[]` always becomes an array, even with a single value; other keys keep the last value…
 * unless repeated, in which case they become an array too, like Fastify's default parser.
 */
export function parseQueryString(query: string): Record<string, string | string[]> {
  if (query === '') return Object.create(null) as Record<string, string | string[]>;
  const parsed = parse(query);
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = result[key];
      const values = Array.isArray(value) ? value : [value];
      result[key] = [
        ...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]),
        ...values,
      ];
    } else {
      result[rawKey] = value;
    }
  }
  return result;
}
