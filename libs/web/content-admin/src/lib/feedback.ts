import type { ApiError } from '@fachwerk/web/data-access';
import { apiEffects } from '@fachwerk/web/data-access';

/** Success toast (§9 request feedback) with the server's localised message. */
export const notifySuccess = (message: string): void => apiEffects().notifySuccess(message);

/**
 * Splits a failed write into messages for the form's fields (the API names them in `errors`) and one
 * message for the rest (shown above the form; the base query has already shown it as a toast).
 */
export function serverFieldErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fields: Record<string, string>; rest: string | null } {
  const apiError = error as Partial<ApiError> | undefined;
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(apiError?.errors ?? {})) {
    const message = messages.filter(Boolean).join(' ');
    if (!message) continue;
    if (fieldNames.includes(name)) fields[name] = message;
    else other.push(message);
  }
  const rest =
    other.length > 0
      ? other.join(' ')
      : Object.keys(fields).length === 0
        ? (apiError?.message ?? null)
        : null;
  return { fields, rest };
}
