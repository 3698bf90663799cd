import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPE_SETS, type UploadSlot } from '@fachwerk/shared/contracts';

export interface DetectedType {
  ext: string;
  mime: string;
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** OLE2 compound file magic (legacy .doc and .xls). */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/**
 * CSV has no magic bytes: accept UTF-8 text without control characters (tabs and line breaks
 * aside) whose lines split into the same number of columns on the first line's delimiter.
 */
export function looksLikeCsv(buffer: Buffer): boolean {
  if (buffer.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text)) return false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '').slice(0, 50);
  const first = lines[0];
  if (!first) return false;
  const delimiter = [';', ',', '\t'].find((d) => first.includes(d));
  if (!delimiter) return lines.every((line) => !line.includes('<'));
  const columns = (line: string) => line.split(delimiter).length;
  return lines.every((line) => columns(line) === columns(first));
}

/**
 * The type of an upload judged by its content (magic bytes), never by its name or the browser's
 * content type; the name only tells apart formats that share a container (OLE2 .doc/.xls) and is
 * required to say .csv for text. Returns null when the content is not one of the slot's types.
 */
export async function detectUploadType(buffer: Buffer, originalName: string, slot: UploadSlot): Promise<DetectedType | null> {
  const allowed: readonly string[] = UPLOAD_TYPE_SETS[slot];
  const nameExt = extensionOf(originalName);
  const detected = await fileTypeFromBuffer(buffer);
  let ext: string | undefined = detected?.ext;
  if (ext === 'cfb' || (!detected && buffer.subarray(0, 8).equals(OLE2_MAGIC))) {
    ext = nameExt === 'xls' ? 'xls' : nameExt === 'doc' ? 'doc' : undefined;
  } else if (!detected && nameExt === 'csv' && looksLikeCsv(buffer)) {
    ext = 'csv';
  }
  if (ext === 'jpg' && nameExt === 'jpeg') ext = 'jpeg';
  if (!ext || !allowed.includes(ext)) return null;
  const mime = MIME_BY_EXT[ext];
  return mime ? { ext, mime } : null;
}
