import { API_PATHS, API_PREFIX } from '@fachwerk/shared/contracts';

/** The path an upload is served at. */
export const filePath = (id: string) => `${API_PREFIX}${API_PATHS.files}/${id}`;
/** The upload id of a path `filePath` made, or null. */
export const fileIdOf = (path: string): string | null => {
  const prefix = `${API_PREFIX}${API_PATHS.files}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
};
