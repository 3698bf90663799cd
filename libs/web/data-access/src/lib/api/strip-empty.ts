const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown): boolean =>
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

/**
 * Removes empty strings, empty arrays and empty objects from a payload before it is sent (§5),
 * recursively; values that become empty after stripping are removed too. FormData, files, dates,
 * null, 0 and false are kept as they are.
 */
export function stripEmpty<T>(payload: T): T {
  if (Array.isArray(payload)) {
    return payload.map((item) => stripEmpty(item)).filter((item) => !isEmpty(item)) as T;
  }
  if (isPlainObject(payload)) {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(payload)) {
      const stripped = stripEmpty(value);
      if (!isEmpty(stripped)) result[key] = stripped;
    }
    return result as T;
  }
  return payload;
}
