/**
 * The uploads module's upload call (`apps/api/src/modules/uploads`): one file, multipart field
 * `images`, with progress. XMLHttpRequest, because fetch reports no upload progress. The kit's
 * uploader, the registration wizard and the content admin's images all send through `sendUpload`.
 */
import { API_PATHS, UPLOAD_FIELD_NAME, type UploadResponse, type UploadSlot } from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { apiBaseUrl } from '@fachwerk/web/data-access';

/** Where an upload goes: a slot of the signed-in account, or (no token) the registration wizard's upload. */
export interface UploadTarget {
  slot: UploadSlot;
  /** `public`: a content image anyone may load (the admin's CMS images). */
  visibility?: 'public';
  token: string | null;
  language: string;
}

/** `POST /uploads?slot=` for a session, `POST /registration-uploads` for a guest (the sign-up claims it). */
export function uploadUrl({ slot, visibility, token }: Pick<UploadTarget, 'slot' | 'visibility' | 'token'>): string {
  if (!token) return `${apiBaseUrl()}${API_PATHS.registrationUploads}`;
  return `${apiBaseUrl()}${API_PATHS.uploads}?slot=${slot}${visibility ? `&visibility=${visibility}` : ''}`;
}

/**
 * Uploads one file; resolves to the stored path, rejects with an Error carrying the server's
 * (localised) message, or an empty message when the API gave none (network failure, not JSON).
 */
export function sendUpload(target: UploadTarget, file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl(target));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', target.language);
    if (target.token) xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error(''));
    xhr.onload = () => {
      let body: Partial<UploadResponse> & { data?: Partial<UploadResponse> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: rejected below with an empty message
      }
      const path = body.path ?? body.data?.path;
      if (xhr.status >= 200 && xhr.status < 300 && body.status !== false && typeof path === 'string') resolve(path);
      else reject(new Error(body.message ?? ''));
    };
    const form = new FormData();
    form.append(UPLOAD_FIELD_NAME, file);
    xhr.send(form);
  });
}
