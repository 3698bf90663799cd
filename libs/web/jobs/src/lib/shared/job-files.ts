/**
 * Protected files of the job screens (owner: web-supplier): job documents and proposal documents are
 * served by `GET /files/:id` only with the session's token, and proposal documents are uploaded with
 * progress. Same behaviour as the account screens' helpers, which are not exported from their library.
 */
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
export const jobFileUrl = (path: string): string =>
  /^https?:\/\//.test(path)
    ? path
    : `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

/** A short, readable name for a stored file path (its last segment). */
export const jobFileLabel = (path: string): string => path.split('/').filter(Boolean).pop() ?? path;

function useCredentials() {
  const store = useAppStore();
  return useCallback(() => {
    const state = store.getState();
    return { token: selectAccessToken(state), language: selectLanguage(state) };
  }, [store]);
}

/** Uploads one file to `POST /uploads?slot=` with progress; resolves to the stored path, rejects with the server's message. */
export function useJobUploader(
  slot: UploadSlot,
): (file: File, onProgress: (percent: number) => void) => Promise<string> {
  const credentials = useCredentials();
  return useCallback(
    (file, onProgress) =>
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
            // not JSON: the generic message
          }
          if (request.status < 300 && body.status !== false && typeof body.path === 'string')
            resolve(body.path);
          else reject(new Error(body.message ?? ''));
        };
        const form = new FormData();
        form.append(UPLOAD_FIELD_NAME, file);
        request.send(form);
      }),
    [credentials, slot],
  );
}

/** Fetches a protected file with the session's token and offers it as a download. */
export function useJobFileDownload(): (path: string) => Promise<void> {
  const credentials = useCredentials();
  return useCallback(
    async (path) => {
      const { token, language } = credentials();
      const response = await fetch(jobFileUrl(path), {
        headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = jobFileLabel(path);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [credentials],
  );
}
