// The session and the runtime config are the shell's: read them through the shared singleton entry.
// A relative import would bundle a second copy of the store helpers and of the runtime config (still
// at its localhost default) into each lazy chunk that uses this entry point.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one, see above
import { apiBaseUrl, refreshSession, selectAccessToken, selectLanguage, useAppStore } from '@fachwerk/web/data-access';
import { useCallback } from 'react';

/** A file route answered with something else than 2xx: the status and the API's error code, if any. */
export class FileRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`file request failed: ${status}${code ? ` ${code}` : ''}`);
    this.name = 'FileRequestError';
  }
}

/**
 * Fetches an API route that answers with a file (export, PDF, XML, calendar entry) with the session's
 * token and language; resolves to its content. Rejects with a `FileRequestError` on a non-2xx answer
 * and with the fetch error when the API is not reachable.
 */
export function useAuthorizedFile(): (path: string) => Promise<Blob> {
  const store = useAppStore();
  return useCallback(
    async (path) => {
      const get = () => {
        const state = store.getState();
        const token = selectAccessToken(state);
        return fetch(`${apiBaseUrl()}${path}`, {
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': selectLanguage(state) },
        });
      };
      const sentToken = selectAccessToken(store.getState());
      let response = await get();
      let body: { code?: unknown } = {};
      if (!response.ok) body = (await response.json().catch(() => ({}))) as { code?: unknown };
      // an access token that expired while the page was open: the same refresh as every API call
      if (response.status === 401 && body.code === 'TOKEN_EXPIRED' && sentToken && (await refreshSession(store, sentToken)).ok) {
        response = await get();
        body = response.ok ? {} : ((await response.json().catch(() => ({}))) as { code?: unknown });
      }
      if (!response.ok) throw new FileRequestError(response.status, typeof body.code === 'string' ? body.code : undefined);
      return response.blob();
    },
    [store],
  );
}
