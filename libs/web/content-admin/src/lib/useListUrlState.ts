import { ACTIVE_FILTERS, type ActiveFilter } from '@fachwerk/shared/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrlState {
  /** what the search box shows (updated on every key stroke) */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** the search the list uses: the URL's `search`, written SEARCH_DEBOUNCE_MS after typing stops */
  search: string;
  status: ActiveFilter;
  setStatus: (status: ActiveFilter) => void;
  page: number;
  setPage: (page: number) => void;
}

const parseStatus = (value: string | null): ActiveFilter =>
  (ACTIVE_FILTERS as readonly string[]).includes(value ?? '') ? (value as ActiveFilter) : 'all';

const parsePage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * Search, status filter and page of an admin list, kept in the URL (`?search=&status=&page=`) so a
 * reload, a shared link or Back shows the same list. A new search or filter starts at page 1.
 */
export function useListUrlState(): ListUrlState {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = parseStatus(params.get('status'));
  const page = parsePage(params.get('page'));
  const [searchInput, setSearchInput] = useState(search);
  const lastWritten = useRef(search);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // The URL changed from outside (Back, a link): show its search in the box.
  useEffect(() => {
    if (search !== lastWritten.current) {
      lastWritten.current = search;
      setSearchInput(search);
    }
  }, [search]);

  useEffect(() => {
    const wanted = searchInput.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      lastWritten.current = wanted;
      update({ search: wanted, page: null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is stable in effect (setParams)
  }, [searchInput, search]);

  return {
    searchInput,
    setSearchInput,
    search,
    status,
    setStatus: (value) => update({ status: value === 'all' ? null : value, page: null }),
    page,
    setPage: (value) => update({ page: value > 1 ? String(value) : null }),
  };
}
