import { useState } from 'react';
import { fileLabel, isApiFilePath, useFileDownload } from './files';
import { FieldError } from '../forms/Field';

export interface FileLinkProps {
  /** `/api/v1/files/<id>` */
  path: string;
  /** shown instead of the name read from the path */
  label?: string;
  /** the button's accessible name for a file name */
  openLabel: (name: string) => string;
  /** shown when the file could not be opened */
  failedText: string;
}

/**
 * Opens a protected file (`GET /files/:id`) with the session's token: files are never served by a
 * guessable public URL, so a plain link would get a 401. A failure is shown next to it.
 * A value that is not the API's own file route (an outside URL in older data) is shown as plain
 * text: the app never follows it, with or without the token.
 */
export function FileLink({ path, label, openLabel, failedText }: FileLinkProps) {
  const download = useFileDownload();
  const [failed, setFailed] = useState(false);
  if (!isApiFilePath(path)) {
    return <span className="fw-file-link fw-file-link--foreign">{path}</span>;
  }
  const name = label ?? fileLabel(path);
  return (
    <span className="fw-file-link">
      <button
        type="button"
        className="fw-link-button"
        aria-label={openLabel(name)}
        onClick={() => {
          setFailed(false);
          download(path).catch(() => setFailed(true));
        }}
      >
        {name}
      </button>
      {failed && <FieldError>{failedText}</FieldError>}
    </span>
  );
}
