/**
 * IBAN check (ISO 13616): country code, two check digits, 11–30 alphanumerics; the number formed by
 * moving the first four characters to the end and replacing letters with 10–35 must be ≡ 1 mod 97.
 * Spaces are allowed between groups, as people type them.
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN as stored: upper case, without spaces. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
