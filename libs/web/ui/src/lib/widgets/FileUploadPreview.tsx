import { UPLOAD_TYPE_SETS, type UploadSlot } from '@fachwerk/shared/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../forms/Field';

/** Shortens a file name in the middle, keeping the extension: `very-long-na….pdf`. */
export function truncateFileName(name: string, max = 24): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  const keep = Math.max(1, max - ext.length - 1);
  return `${name.slice(0, keep)}…${ext}`;
}

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const isAllowedFile = (name: string, slot: UploadSlot): boolean =>
  (UPLOAD_TYPE_SETS[slot] as readonly string[]).includes(fileExtension(name));

export interface FileUploadPreviewProps {
  label: string;
  slot: UploadSlot;
  /** Stored file path, or null while the slot is empty. */
  path: string | null;
  onChange: (path: string | null) => void;
  /** Uploads the file and resolves to its stored path; rejects with an Error carrying the server message. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
}

type SlotState = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'error'; message: string };

/**
 * File-upload slot with preview (§2, §4): empty → progress while uploading → stored path;
 * a wrong type shows "Invalid file Formate" and clears the slot, as does a failed upload.
 */
export function FileUploadPreview({ label, slot, path, onChange, upload }: FileUploadPreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SlotState>({ kind: 'idle' });
  const [name, setName] = useState<string | null>(null);

  const clear = () => {
    if (input.current) input.current.value = '';
    setName(null);
    onChange(null);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!isAllowedFile(file.name, slot)) {
      clear();
      setState({ kind: 'error', message: t('upload.invalidFormat') });
      return;
    }
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const stored = await upload(file, (percent) => setState({ kind: 'uploading', name: file.name, percent }));
      setName(file.name);
      setState({ kind: 'idle' });
      onChange(stored);
    } catch (error) {
      clear();
      setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : t('apiErrors.network') });
    }
  };

  const accept = UPLOAD_TYPE_SETS[slot].map((ext) => `.${ext}`).join(',');
  const shownName = name ?? (path ? (path.split('/').pop() ?? path) : null);

  return (
    <div className="fw-upload">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={state.kind === 'uploading'}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {state.kind === 'uploading' && (
        <div className="fw-upload__progress">
          <span>{truncateFileName(state.name)}</span>
          <progress max={100} value={state.percent} aria-label={t('upload.uploading')} />
        </div>
      )}
      {state.kind !== 'uploading' && path && shownName && (
        <div className="fw-upload__preview">
          <span title={shownName}>{truncateFileName(shownName)}</span>
          <button type="button" className="fw-icon-button" aria-label={t('upload.remove', { name: shownName })} onClick={clear}>
            ×
          </button>
        </div>
      )}
      {state.kind === 'error' && <FieldError>{state.message}</FieldError>}
    </div>
  );
}
