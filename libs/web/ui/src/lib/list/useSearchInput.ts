import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box of a list whose search lives in the URL (`useListUrlState`): the box shows every key
 * stroke, the list's search is written `delayMs` after typing stops (one request, not one per key),
 * and a search changed from outside (Back, a link) shows in the box.
 */
export function useSearchInput(
  search: string,
  commit: (search: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [input: string, setInput: (value: string) => void] {
  const [input, setInput] = useState(search);
  const lastWritten = useRef(search);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (search !== lastWritten.current) {
      lastWritten.current = search;
      setInput(search);
    }
  }, [search]);

  useEffect(() => {
    const wanted = input.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      lastWritten.current = wanted;
      commitRef.current(wanted);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [input, search, delayMs]);

  return [input, setInput];
}
