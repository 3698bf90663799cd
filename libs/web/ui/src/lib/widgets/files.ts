/** Stored files for the logged-in screens of every remote: URLs, labels, upload with progress, protected download. */
import { FILE_PATH_PATTERN, type UploadSlot } from '@fachwerk/shared/contracts';
import { sendUpload } from '@fachwerk/web/data-access/api/uploads';
import {
  getRuntimeConfig,
  selectAccessToken,
  selectLanguage,
  useAppStore,
} from '@fachwerk/web/data-access';
import { useCallback } from 'react';

/**
 * The URL of a stored file on the API's own file route (`/api/v1/files/<id>` on the configured API
 * origin), or null for anything else: an outside URL, another origin, another API route. Only such a
 * URL is ever fetched with the session's token.
 */
export function apiFileUrl(path: string): string | null {
  const apiOrigin = new URL(getRuntimeConfig().apiUrl).origin;
  let url: URL;
  try {
    url = new URL(path, `${apiOrigin}/`);
  } catch {
    return null;
  }
  if (url.origin !== apiOrigin || !FILE_PATH_PATTERN.test(url.pathname) || url.search || url.hash) return null;
  return url.href;
}

/** Whether a stored file reference points at the API's own file route (see apiFileUrl). */
export const isApiFilePath = (path: string): boolean => apiFileUrl(path) !== null;

/** A short, readable name for a stored file path (its last segment). */
export const fileLabel = (path: string): string => path.split('/').filter(Boolean).pop() ?? path;

interface Credentials {
  token: string | null;
  language: string;
}

function useCredentials(): () => Credentials {
  const store = useAppStore();
  return useCallback(() => {
    const state = store.getState();
    return { token: selectAccessToken(state), language: selectLanguage(state) };
  }, [store]);
}

/**
 * Uploads one file to `POST /uploads?slot=` (multipart field `images`) with progress; resolves to the
 * stored path, rejects with an Error carrying the server's (localised) message.
 */
export function useUploader(): (
  slot: UploadSlot,
) => (file: File, onProgress: (percent: number) => void) => Promise<string> {
  const credentials = useCredentials();
  return useCallback(
    (slot) => (file, onProgress) => {
      const { token, language } = credentials();
      return sendUpload({ slot, token, language }, file, onProgress);
    },
    [credentials],
  );
}

/**
 * Fetches a protected file with the session's token (files are never served by guessable URL).
 * Anything but the API's own file route is refused without a request: the token never leaves the API.
 */
export function useFileFetcher(): (path: string) => Promise<Blob> {
  const credentials = useCredentials();
  return useCallback(
    async (path) => {
      const url = apiFileUrl(path);
      if (!url) throw new Error('not an API file');
      const { token, language } = credentials();
      const response = await fetch(url, {
        headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
    [credentials],
  );
}

/** Fetches a protected file with the session's token and offers it as a download under its label. */
export function useFileDownload(): (path: string) => Promise<void> {
  const fetchFile = useFileFetcher();
  return useCallback(async (path) => downloadBlob(await fetchFile(path), fileLabel(path)), [fetchFile]);
}

/** Offers data to the browser as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
