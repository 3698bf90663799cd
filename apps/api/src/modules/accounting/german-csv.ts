// CSV lists for a tax audit data carrier and the accountant (GoBD): `;` separated, CRLF, UTF-8 with a
// byte-order mark (so spreadsheet programs read umlauts), amounts with a decimal comma and a sign.
import { stringify } from 'csv-stringify/sync';

/** Cents as `-1190,00` (no thousands separator, so the value reads back as a number). */
export function csvAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A CSV document with its header row. Cells that could start a spreadsheet formula are neutralised. */
export function germanCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const safe = rows.map((row) => row.map((cell) => (typeof cell === 'string' && /^[=+@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return `\uFEFF${stringify([[...header], ...safe], { delimiter: ';', record_delimiter: '\r\n' })}`;
}
