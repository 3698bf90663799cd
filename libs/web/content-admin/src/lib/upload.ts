import { API_PATHS, UPLOAD_FIELD_NAME, type UploadResponse } from '@fachwerk/shared/contracts';
import { apiBaseUrl, getRuntimeConfig, type AppStore } from '@fachwerk/web/data-access';

/** A stored upload path (`/api/v1/files/<id>`) as a URL the browser can load. */
export const fileUrl = (path: string): string => `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`;

/**
 * Uploads a content image (`POST /uploads?slot=images&visibility=public`, multipart field `images`) with
 * progress; resolves to the stored path, rejects with an Error carrying the server's message.
 * XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadPublicImage(
  store: AppStore,
  file: File,
  onProgress: (percent: number) => void,
  fallbackMessage: string,
): Promise<string> {
  const { accessToken, language } = store.getState().session;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBaseUrl()}${API_PATHS.uploads}?slot=images&visibility=public`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', language);
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error(fallbackMessage));
    xhr.onload = () => {
      let body: Partial<UploadResponse> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<UploadResponse>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status && body.path) resolve(body.path);
      else reject(new Error(body?.message || fallbackMessage));
    };
    const form = new FormData();
    form.append(UPLOAD_FIELD_NAME, file);
    xhr.send(form);
  });
}
