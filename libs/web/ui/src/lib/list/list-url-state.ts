import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One codec for list state in the query string (page, limit, sort, filters): each key has a field
 * codec that reads the raw value defensively (anything unknown falls back to the default) and writes
 * it back, leaving defaults out of the URL so links stay short.
 */
export interface FieldCodec<T> {
  parse: (raw: string | null) => T;
  /** The query-string value, or null to leave the key out (the default). */
  format: (value: T) => string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key has its own value type
export type ListSchema = Record<string, FieldCodec<any>>;
export type ListState<S extends ListSchema> = { [K in keyof S]: S[K] extends FieldCodec<infer T> ? T : never };

/** A positive page number (default 1). */
export const pageField = (): FieldCodec<number> => ({
  parse: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
  },
  format: (page) => (page > 1 ? String(page) : null),
});

/** Free text, trimmed and cut to `max` characters (default ''). */
export const textField = (max = 100): FieldCodec<string> => ({
  parse: (raw) => (raw ?? '').trim().slice(0, max),
  format: (text) => (text.trim() ? text.trim().slice(0, max) : null),
});

/** One of a fixed set of values, or the fallback (default ''). */
export function oneOfField<T extends string, F extends string = ''>(values: readonly T[], fallback: F = '' as F): FieldCodec<T | F> {
  return {
    parse: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback),
    format: (value) => (value === fallback ? null : value),
  };
}

/** A whole number within bounds, or null. */
export const integerField = (min: number, max: number): FieldCodec<number | null> => ({
  parse: (raw) => {
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : null;
  },
  format: (value) => (value === null ? null : String(value)),
});

/** true / false / unset. */
export const booleanField = (): FieldCodec<boolean | null> => ({
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null),
  format: (value) => (value === null ? null : String(value)),
});

/** An on/off switch written as `key=1` when on and left out when off (e.g. `?unread=1`). */
export const flagField = (on = '1'): FieldCodec<boolean> => ({
  parse: (raw) => raw === on,
  format: (value) => (value ? on : null),
});

/** Reads a list's state from the query string. */
export function parseListState<S extends ListSchema>(schema: S, params: URLSearchParams): ListState<S> {
  return Object.fromEntries(Object.entries(schema).map(([key, codec]) => [key, codec.parse(params.get(key))])) as ListState<S>;
}

/** Writes a list's state into a query string, keeping keys the schema does not own. */
export function writeListState<S extends ListSchema>(schema: S, state: ListState<S>, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, codec] of Object.entries(schema)) {
    const value = codec.format((state as Record<string, unknown>)[key]);
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

export interface ListUrlState<S extends ListSchema> {
  state: ListState<S>;
  /** Changes filters or sort; the list starts again at page 1 unless `page` is among the changes. */
  update: (changes: Partial<ListState<S>>) => void;
  setPage: (page: number) => void;
}

/**
 * A list's state kept in the URL, so a reload, a shared link or Back shows the same list.
 * The schema needs a `page` field for `setPage` and the reset to page 1.
 */
export function useListUrlState<S extends ListSchema>(schema: S): ListUrlState<S> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string, not the object
  const state = useMemo(() => parseListState(schema, params), [schema, key]);
  const update = useCallback(
    (changes: Partial<ListState<S>>) =>
      setParams(
        (current) => {
          const now = parseListState(schema, current);
          const next = { ...now, ...('page' in schema && !('page' in changes) ? { page: 1 } : {}), ...changes };
          return writeListState(schema, next, current);
        },
        { replace: true },
      ),
    [schema, setParams],
  );
  const setPage = useCallback((page: number) => update({ page } as unknown as Partial<ListState<S>>), [update]);
  return { state, update, setPage };
}
