// What an invoice may bill, decided in the issuing transaction from what it locked: a fixed-price
// award at most its agreed net value (the price plus the accepted change orders) less what issued,
// not-cancelled invoices already billed; an
// hours invoice only approved entries that no other invoice billed, each at most the approved hours
// at at most the awarded rate. Pure functions: the issue use case reads the state, these decide.
import type { ErrorCode } from '@fachwerk/shared/contracts';
import type { ContentLine } from './invoice-content';

/** A refusal with its code and the values its German and English texts name. */
export interface BillingRefusal {
  code: Extract<ErrorCode, 'INVOICE_AMOUNT_EXCEEDS_AWARD' | 'INVOICE_HOURS_NOT_BILLABLE' | 'INVOICE_HOURS_EXCEED_APPROVED' | 'INVOICE_FINAL_BELOW_DEDUCTIONS'>;
  params: Record<string, string | number>;
}

/**
 * The agreed net value of a fixed-price award: the price agreed at the award plus every accepted
 * change order (Nachtrag). Proposed, declined and withdrawn change orders do not count.
 */
export const agreedValueOf = (priceCents: number, acceptedChangeOrders: readonly { amountCents: number }[]): number =>
  acceptedChangeOrders.reduce((sum, changeOrder) => sum + changeOrder.amountCents, priceCents);

export interface AwardBillingState {
  /** the agreed net value of the award (price plus accepted change orders) */
  agreedNetCents: number;
  /** net of the award's issued, not-cancelled invoices */
  billedNetCents: number;
}

/** What is left to bill on a fixed-price award (never below zero). */
export const leftToBill = (state: AwardBillingState): number => Math.max(state.agreedNetCents - state.billedNetCents, 0);

/** A fixed-price invoice of `invoiceNetCents` fits into what is left of the award. */
export function checkAwardAmount(state: AwardBillingState, invoiceNetCents: number, money: (cents: number) => string): BillingRefusal | null {
  const left = leftToBill(state);
  if (invoiceNetCents > 0 && invoiceNetCents <= left) return null;
  return {
    code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
    params: { amount: money(invoiceNetCents), left: money(left), agreed: money(state.agreedNetCents), billed: money(state.billedNetCents) },
  };
}

/**
 * A final invoice (§ 14 Abs. 5 UStG) bills the whole service and deducts every invoice issued on the
 * award before it, so what it adds to the billed sum is its net less theirs: its net is at most the
 * agreed value and at least what it deducts (the rest due may be zero, never negative).
 */
export function checkFinalAmount(agreedNetCents: number, deductedNetCents: number, finalNetCents: number, money: (cents: number) => string): BillingRefusal | null {
  if (finalNetCents < deductedNetCents) {
    return { code: 'INVOICE_FINAL_BELOW_DEDUCTIONS', params: { amount: money(finalNetCents), deducted: money(deductedNetCents) } };
  }
  if (finalNetCents > agreedNetCents) {
    return {
      code: 'INVOICE_AMOUNT_EXCEEDS_AWARD',
      params: { amount: money(finalNetCents), left: money(leftToBill({ agreedNetCents, billedNetCents: deductedNetCents })), agreed: money(agreedNetCents), billed: money(deductedNetCents) },
    };
  }
  return null;
}

/** An approved work-log entry not billed by any issued invoice, as locked in the issuing transaction. */
export interface BillableEntry {
  id: string;
  netMinutes: number;
}

/** Hours with up to three decimals, as invoice quantities are written. */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 1000) / 1000;
const hoursText = (hours: number) => hours.toLocaleString('de-DE', { maximumFractionDigits: 3 });

/**
 * Every line of an hours invoice bills approved, unbilled entries of its award: it names them
 * (created from the hours), no entry is named twice, the quantity is at most their approved hours
 * and the unit price at most the awarded hourly rate.
 */
export function checkHoursLines(lines: readonly ContentLine[], billable: readonly BillableEntry[], rateCents: number, money: (cents: number) => string): BillingRefusal | null {
  const open = new Map(billable.map((entry) => [entry.id, entry.netMinutes]));
  const leftHours = hoursText(hoursOf(billable.reduce((sum, entry) => sum + entry.netMinutes, 0)));
  const named = new Set<string>();
  for (const line of lines) {
    const ids = line.workLogIds ?? [];
    const unknown = !ids.length || ids.some((id) => !open.has(id) || named.has(id));
    if (unknown) return { code: 'INVOICE_HOURS_NOT_BILLABLE', params: { line: line.description, left: leftHours } };
    for (const id of ids) named.add(id);
    const approved = hoursOf(ids.reduce((sum, id) => sum + (open.get(id) ?? 0), 0));
    if (line.quantity > approved || line.unitPriceCents > rateCents) {
      return {
        code: 'INVOICE_HOURS_EXCEED_APPROVED',
        params: { line: line.description, billed: hoursText(line.quantity), price: money(line.unitPriceCents), approved: hoursText(approved), rate: money(rateCents) },
      };
    }
  }
  return null;
}
