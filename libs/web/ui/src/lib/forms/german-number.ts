/**
 * Numbers as German users type them (§2): a dot groups thousands ("5.000"), a comma separates the
 * decimals ("5.000,00"). A lone dot followed by one or two digits ("12.5") is read as a decimal point,
 * because nobody groups thousands that way. Spaces and the euro sign are ignored.
 */
export function parseGermanNumber(text: string, { maxDecimals = 2 }: { maxDecimals?: number } = {}): number | null {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f€]/g, '');
  if (trimmed === '') return null;
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(body)) normalised = body.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d*)?$/.test(body)) normalised = body.replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(body)) normalised = body;
  else return null;
  if (normalised.endsWith('.')) normalised = normalised.slice(0, -1);
  const decimals = normalised.split('.')[1]?.length ?? 0;
  if (decimals > maxDecimals) return null;
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** Euros typed the German way → integer cents ("5.000,00" → 500000), or null when it is no amount. */
export function parseEurosToCents(text: string): number | null {
  const euros = parseGermanNumber(text, { maxDecimals: 2 });
  return euros === null ? null : Math.round(euros * 100);
}

const GROUPED = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });
const MONEY = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as a German field shows it: 5000.5 → "5.000,5". */
export const formatGermanNumber = (value: number): string => GROUPED.format(value);

/** Cents as the text of a money field: 500000 → "5.000,00", 1250 → "12,50". */
export const formatCentsForInput = (cents: number): string => MONEY.format(cents / 100);
