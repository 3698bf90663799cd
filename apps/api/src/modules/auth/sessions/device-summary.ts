/** Longest summary of a user agent shown in the list of signed-in devices. */
export const DEVICE_SUMMARY_MAX = 80;

/**
 * A short readable form of the user agent a session signed in with: whitespace collapsed, the
 * `Mozilla/5.0` every browser sends dropped, cut at DEVICE_SUMMARY_MAX with an ellipsis. No parser
 * (none is a dependency): the browser's own words, shortened. Null when it sent none.
 */
export function deviceSummary(userAgent: string | null): string | null {
  const text = (userAgent ?? '').replace(/\s+/g, ' ').replace(/^Mozilla\/5\.0\s*/i, '').trim();
  if (!text) return null;
  return text.length > DEVICE_SUMMARY_MAX ? `${text.slice(0, DEVICE_SUMMARY_MAX - 1).trimEnd()}…` : text;
}
