import { isIban, normaliseIban } from './rules';

/**
 * The content of an EPC QR code ("GiroCode"): a SEPA credit transfer a banking app fills in from a
 * scan, as the European Payments Council's guideline EPC069-12 (version 3.0) defines it: service tag
 * `BCD`, version `002` (the BIC may be left out within the EEA), character set `1` (UTF-8),
 * identification `SCT`, BIC, beneficiary name (≤ 70), IBAN, `EUR` amount (0.01–999999999.99, a dot,
 * at most two decimals), purpose (empty), structured reference (empty) or unstructured remittance
 * information (≤ 140), lines separated by LF, at most 331 bytes; trailing empty elements are left out.
 */
export const EPC_QR_MAX_BYTES = 331;
export const EPC_AMOUNT_MAX_CENTS = 99_999_999_999;

export interface EpcTransfer {
  /** the beneficiary's name (the supplier), cut to 70 characters */
  name: string;
  iban: string;
  bic?: string | null;
  amountCents: number;
  /** unstructured remittance information (the invoice number), cut to 140 characters */
  reference: string;
}

const oneLine = (text: string, max: number) => [...text.replace(/[\r\n\t]+/g, ' ').trim()].slice(0, max).join('');

/** The EPC069-12 payload, or null when no transfer can be asked for (nothing to pay, too much, no valid IBAN, no name). */
export function epcPayload(transfer: EpcTransfer): string | null {
  const iban = normaliseIban(transfer.iban);
  const name = oneLine(transfer.name, 70);
  if (!name || !isIban(iban)) return null;
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > EPC_AMOUNT_MAX_CENTS) return null;
  const amount = `EUR${Math.floor(transfer.amountCents / 100)}.${String(transfer.amountCents % 100).padStart(2, '0')}`;
  const lines = ['BCD', '002', '1', 'SCT', (transfer.bic ?? '').replace(/\s+/g, '').toUpperCase(), name, iban, amount, '', '', oneLine(transfer.reference, 140)];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  return new TextEncoder().encode(payload).length <= EPC_QR_MAX_BYTES ? payload : null;
}
