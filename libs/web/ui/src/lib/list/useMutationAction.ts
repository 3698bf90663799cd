import { apiEffects, type ApiError } from '@fachwerk/web/data-access';
import { useCallback, useState } from 'react';

/** What an RTK Query mutation trigger resolves to. */
export type MutationOutcome<Result> = { data: Result } | { error: unknown };

export interface MutationActionOptions<Result> {
  /**
   * The success toast: a text, a function of the result, or `'message'` (default) for the API
   * envelope's own localised `message`; false for none.
   */
  success?: string | ((result: Result) => string) | 'message' | false;
  onSuccess?: (result: Result) => void;
  /** Called with the failure as well as keeping it in `error` (a form puts the API's field errors at its fields). */
  onError?: (error: ApiError) => void;
}

export interface MutationAction<Args extends unknown[], Result> {
  /** Runs the mutation; resolves to the result, or undefined when it failed. */
  run: (...args: Args) => Promise<Result | undefined>;
  busy: boolean;
  /** The failure as the API sent it (code and localised message), shown in the dialog; null when none. */
  error: ApiError | null;
  clearError: () => void;
}

const envelopeMessage = (result: unknown): string | undefined =>
  result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string'
    ? (result as { message: string }).message
    : undefined;

const asApiError = (error: unknown): ApiError =>
  error && typeof error === 'object' && 'message' in error
    ? (error as ApiError)
    : { status: 'NETWORK', message: String(error) };

/**
 * One way for dialogs to run a mutation: busy while it runs, the API's error (code and message) kept
 * for the dialog to show, a success toast and `onSuccess` (close the dialog) when it worked.
 * `mutate` is an RTK Query trigger; the web decides by `error.code`, never by the message.
 */
export function useMutationAction<Args extends unknown[], Result>(
  mutate: (...args: Args) => PromiseLike<MutationOutcome<Result>>,
  { success = 'message', onSuccess, onError }: MutationActionOptions<Result> = {},
): MutationAction<Args, Result> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const run = useCallback(
    async (...args: Args) => {
      setBusy(true);
      setError(null);
      try {
        const outcome = await mutate(...args);
        if ('error' in outcome) {
          const failure = asApiError(outcome.error);
          setError(failure);
          onError?.(failure);
          return undefined;
        }
        const text =
          success === false
            ? undefined
            : success === 'message'
              ? envelopeMessage(outcome.data)
              : typeof success === 'function'
                ? success(outcome.data)
                : success;
        if (text) apiEffects().notifySuccess(text);
        onSuccess?.(outcome.data);
        return outcome.data;
      } finally {
        setBusy(false);
      }
    },
    [mutate, success, onSuccess, onError],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, busy, error, clearError };
}
