/** Stored files for the logged-in screens of every remote: URLs, labels, upload with progress, protected download. */
import {
  API_PATHS,
  UPLOAD_FIELD_NAME,
  type UploadResponse,
  type UploadSlot,
} from '@fachwerk/shared/contracts';
import {
  apiBaseUrl,
  getRuntimeConfig,
  selectAccessToken,
  selectLanguage,
  useAppStore,
} from '@fachwerk/web/data-access';
import { useCallback } from 'react';

/** Absolute URL of a stored file: upload paths are `/api/v1/files/<id>` on the API origin. */
export const fileUrl = (path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

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
    (slot) => (file, onProgress) =>
      new Promise<string>((resolve, reject) => {
        const { token, language } = credentials();
        const request = new XMLHttpRequest();
        request.open('POST', `${apiBaseUrl()}${API_PATHS.uploads}?slot=${slot}`);
        request.setRequestHeader('Accept', 'application/json');
        request.setRequestHeader('Accept-Language', language);
        if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onerror = () => reject(new Error(''));
        request.onload = () => {
          let body: Partial<UploadResponse> = {};
          try {
            body = JSON.parse(request.responseText) as Partial<UploadResponse>;
          } catch {
            // not JSON: fall through with the generic message
          }
          if (request.status < 300 && body.status !== false && typeof body.path === 'string')
            resolve(body.path);
          else reject(new Error(body.message ?? ''));
        };
        const form = new FormData();
        form.append(UPLOAD_FIELD_NAME, file);
        request.send(form);
      }),
    [credentials],
  );
}

/** Fetches a protected file with the session's token (files are never served by guessable URL). */
export function useFileFetcher(): (path: string) => Promise<Blob> {
  const credentials = useCredentials();
  return useCallback(
    async (path) => {
      const { token, language } = credentials();
      const response = await fetch(fileUrl(path), {
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
