/** Query values the API understands; arrays use the bracket format `skills[]=a&skills[]=b`. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

const encodeKey = (key: string): string => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** Serialises query parameters in bracket array format, skipping empty values. */
export function serializeQuery(params: Record<string, QueryValue> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[]) {
        parts.push(`${encodeKey(`${key}[]`)}=${encodeURIComponent(String(item))}`);
      }
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}
