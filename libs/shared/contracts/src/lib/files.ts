import { API_PREFIX } from './api';
import { API_PATHS } from './endpoints';

/**
 * A stored file reference (profile picture, documents, a worker's CV, …) is always the path of the
 * API's own file route, `/api/v1/files/<upload id>`; never an outside URL. The server accepts only
 * the caller's own uploads there, and the web attaches the session's token only to this route.
 */
export const FILE_PATH_PATTERN =
  /^\/api\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The path an upload is served at. */
export const filePathOf = (uploadId: string): string => `${API_PREFIX}${API_PATHS.files}/${uploadId}`;

/**
 * The file names of the file references in an answer, by path (`/api/v1/files/<id>` → "Zertifikat.pdf"):
 * screens show the name a user uploaded, never the id.
 */
export type FileNames = Record<string, string>;

/** The upload id (lower case) of a file path, or null when the value is anything else. */
export function uploadIdOfPath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const match = FILE_PATH_PATTERN.exec(path);
  return match?.[1] ? match[1].toLowerCase() : null;
}
