import { getRuntimeConfig, type AppStore } from '@fachwerk/web/data-access';
import { sendUpload } from '@fachwerk/web/data-access/api/uploads';

/** A stored upload path (`/api/v1/files/<id>`) as a URL the browser can load. */
export const fileUrl = (path: string): string => `${getRuntimeConfig().apiUrl.replace(/\/+$/, '')}${path}`;

/**
 * Uploads a content image (`POST /uploads?slot=images&visibility=public`) with progress; resolves to
 * the stored path, rejects with an Error carrying the server's message (or `fallbackMessage`).
 */
export function uploadPublicImage(
  store: AppStore,
  file: File,
  onProgress: (percent: number) => void,
  fallbackMessage: string,
): Promise<string> {
  const { accessToken, language } = store.getState().session;
  return sendUpload({ slot: 'images', visibility: 'public', token: accessToken, language }, file, onProgress).catch(
    (error: Error) => {
      throw new Error(error.message || fallbackMessage);
    },
  );
}
