/**
 * The account's data export (Art. 15 access and Art. 20 portability, DSGVO): a ZIP of machine-readable
 * JSON of everything stored about the account plus its files, prepared by the worker and downloadable
 * by the account alone until it expires.
 */

/** `expired` is computed from `expiresAt`; the stored states are the other three. */
export const ACCOUNT_EXPORT_STATES = ['requested', 'ready', 'failed', 'expired'] as const;
export type AccountExportState = (typeof ACCOUNT_EXPORT_STATES)[number];

/** How long a prepared export can be downloaded (hours); the worker removes the file afterwards. */
export const ACCOUNT_EXPORT_VALID_HOURS = 7 * 24;

/** GET and POST /accounts/me/export: the account's latest export (GET answers `null` before the first). */
export interface AccountExportResponse {
  _id: string;
  status: AccountExportState;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
}

/** Format version of the ZIP's `manifest.json`; raise it when a section changes shape. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/** `manifest.json` at the top of the ZIP: what each JSON file holds and which files were included. */
export interface AccountExportManifest {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportId: string;
  accountId: string;
  createdAt: string;
  /** table name → `data/<table>.json` and its row count */
  sections: Record<string, { file: string; rows: number }>;
  /** files copied from storage: uploads under `files/uploads/`, invoice PDFs and XMLs under `files/invoices/` */
  files: { path: string; source: string; sizeBytes: number }[];
  /** files a row names but storage no longer holds */
  missingFiles: string[];
}
