import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One codec for list state in the query string (page, limit, sort, filters): each key has a field
 * codec that reads the raw value defensively (anything unknown falls back to the default) and writes
 * it back, leaving defaults out of the URL so links stay short. A multi-value field (`idListField`)
 * reads repeated keys in both spellings (`skills[]=a&skills[]=b`, `skills=a`) and writes the bracket
 * form the API uses. Rules between fields (a place needs both coordinates) are the list's `link`.
 */
/** Page size of the admin lists (jobs, feedback). */
export const ADMIN_LIST_LIMIT = 20;

export interface FieldCodec<T> {
  parse: (raw: string | null) => T;
  /** The query-string value, or null to leave the key out (the default). */
  format: (value: T) => string | null;
}

/** A field of several values: `key[]=a&key[]=b` (written so), `key=a&key=b` also read. */
export interface MultiFieldCodec<T> {
  multi: true;
  parse: (raws: readonly string[]) => T;
  /** The values to write, none to leave the key out. */
  format: (value: T) => readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key has its own value type
export type ListSchema = Record<string, FieldCodec<any> | MultiFieldCodec<any>>;
export type ListState<S extends ListSchema> = {
  [K in keyof S]: S[K] extends MultiFieldCodec<infer T> ? T : S[K] extends FieldCodec<infer T> ? T : never;
};

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

/** A whole number within bounds: null when missing or out of bounds, or `fallback` (then left out of the URL). */
export function integerField(min: number, max: number): FieldCodec<number | null>;
export function integerField(min: number, max: number, fallback: number): FieldCodec<number>;
export function integerField(
  min: number,
  max: number,
  fallback: number | null = null,
): FieldCodec<number | null> | FieldCodec<number> {
  const codec: FieldCodec<number | null> = {
    parse: (raw) => {
      if (raw === null || raw.trim() === '') return fallback;
      const value = Number(raw);
      return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
    },
    format: (value) => (value === null || value === fallback ? null : String(value)),
  };
  return codec;
}

/** A number within bounds, decimals allowed (`45.5`, coordinates), or null. */
export const numberField = (min: number, max: number): FieldCodec<number | null> => ({
  parse: (raw) => {
    if (raw === null || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) && value >= min && value <= max ? value : null;
  },
  format: (value) => (value === null ? null : String(value)),
});

/** A calendar day as the API writes it (`2027-01-31`), or ''. */
export const dateField = (): FieldCodec<string> => ({
  parse: (raw) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : ''),
  format: (day) => day || null,
});

const ID = /^[\w-]{1,64}$/;

/** A record's id (catalogue entries, UUIDs), or '' for anything else. */
export const idField = (): FieldCodec<string> => ({
  parse: (raw) => (raw !== null && ID.test(raw) ? raw : ''),
  format: (id) => id || null,
});

/** Several ids (`skills[]=a&skills[]=b`): anything no id and repeats dropped, at most `max`. */
export const idListField = (max = 50): MultiFieldCodec<string[]> => ({
  multi: true,
  parse: (raws) => [...new Set(raws.filter((raw) => ID.test(raw)))].slice(0, max),
  format: (ids) => ids,
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
  return Object.fromEntries(
    Object.entries(schema).map(([key, codec]) => [
      key,
      'multi' in codec ? codec.parse([...params.getAll(`${key}[]`), ...params.getAll(key)]) : codec.parse(params.get(key)),
    ]),
  ) as ListState<S>;
}

/** Writes a list's state into a query string, keeping keys the schema does not own. */
export function writeListState<S extends ListSchema>(schema: S, state: ListState<S>, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const [key, codec] of Object.entries(schema)) {
    const value: unknown = (state as Record<string, unknown>)[key];
    if ('multi' in codec) {
      const values = codec.format(value);
      const written = params.getAll(`${key}[]`);
      // unchanged values keep their place in the URL; changed ones are written anew at its end
      if (!params.has(key) && written.length === values.length && written.every((each, i) => each === values[i])) continue;
      params.delete(key);
      params.delete(`${key}[]`);
      for (const each of values) params.append(`${key}[]`, each);
      continue;
    }
    const text = codec.format(value);
    if (text === null) params.delete(key);
    else params.set(key, text);
  }
  return params;
}

export interface ListUrlOptions<S extends ListSchema> {
  /**
   * The list's rules between fields, applied to what is read and to what is written (the job
   * search: a place counts only with both coordinates, and then a federal state does not).
   */
  link?: (state: ListState<S>) => ListState<S>;
  /** 'push' gives each change its own history entry, so Back returns to the previous search; default 'replace'. */
  history?: 'replace' | 'push';
}

export interface ListUrlState<S extends ListSchema> {
  state: ListState<S>;
  /** Changes filters or sort; the list starts again at page 1 unless `page` is among the changes. */
  update: (changes: Partial<ListState<S>>) => void;
  setPage: (page: number) => void;
}

/**
 * A list's state kept in the URL, so a reload, a shared link or Back shows the same list.
 * The schema needs a `page` field for `setPage` and the reset to page 1. `options` must be stable
 * (a module constant), like the schema.
 */
export function useListUrlState<S extends ListSchema>(schema: S, options: ListUrlOptions<S> = {}): ListUrlState<S> {
  const { link, history = 'replace' } = options;
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const read = useCallback(
    (from: URLSearchParams) => (link ? link(parseListState(schema, from)) : parseListState(schema, from)),
    [schema, link],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string, not the object
  const state = useMemo(() => read(params), [read, key]);
  const update = useCallback(
    (changes: Partial<ListState<S>>) =>
      setParams(
        (current) => {
          const now = read(current);
          const next = { ...now, ...('page' in schema && !('page' in changes) ? { page: 1 } : {}), ...changes };
          return writeListState(schema, link ? link(next) : next, current);
        },
        { replace: history === 'replace' },
      ),
    [schema, link, history, read, setParams],
  );
  const setPage = useCallback((page: number) => update({ page } as unknown as Partial<ListState<S>>), [update]);
  return { state, update, setPage };
}
