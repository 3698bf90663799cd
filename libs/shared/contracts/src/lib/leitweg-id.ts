/**
 * Leitweg-ID: the routing address of a German public-sector invoice recipient, carried as BT-10
 * (buyer reference) of an XRechnung. Format and check digit per KoSIT "Formatspezifikation
 * Leitweg-ID" (version 2.0.x):
 *
 *   Grobadressierung (2–12 digits) [ "-" Feinadressierung (1–30 letters or digits) ] "-" Prüfziffer (2 digits)
 *
 * The check digits are ISO/IEC 7064 MOD 97-10 over Grob- and Feinadressierung without hyphens, each
 * letter replaced by its position in the alphabet counted from A = 10 (the specification's
 * extension of the standard), case-insensitive: the whole number is ≡ 1 (mod 97).
 * Example from the specification: `04011000-1234512345-06`.
 */

export const LEITWEG_ID_MAX_LENGTH = 12 + 1 + 30 + 1 + 2;

const LEITWEG_ID = /^(\d{2,12})(?:-([0-9A-Za-z]{1,30}))?-(\d{2})$/;

/** The numeric string the check digits are computed over: letters A–Z (a–z) → 10–35. */
function numericForm(body: string): string {
  let digits = '';
  for (const char of body.toUpperCase()) digits += /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
  return digits;
}

/** `digits mod 97` without big integers (digit by digit). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * The two check digits for a Leitweg-ID without them (`04011000-1234512345` → `06`): append "00",
 * take the remainder modulo 97 and subtract it from 98. Throws on characters outside 0–9, A–Z and "-".
 */
export function leitwegIdCheckDigits(withoutCheckDigits: string): string {
  const body = withoutCheckDigits.replace(/-/g, '');
  if (!/^[0-9A-Za-z]+$/.test(body)) throw new Error(`not a Leitweg-ID body: ${withoutCheckDigits}`);
  return String(98 - mod97(`${numericForm(body)}00`)).padStart(2, '0');
}

/** A complete Leitweg-ID: the specification's format and a correct check digit. */
export function isLeitwegId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = LEITWEG_ID.exec(value.trim());
  if (!match) return false;
  const [, coarse = '', fine = '', check = ''] = match;
  return mod97(numericForm(`${coarse}${fine}${check}`)) === 1;
}

/** The Leitweg-ID as stored: trimmed, letters in upper case (the check digit ignores case). */
export const normaliseLeitwegId = (value: string): string => value.trim().toUpperCase();
