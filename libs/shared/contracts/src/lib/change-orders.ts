import { INVOICE_NET_MAX_CENTS } from './invoices';

/**
 * Change orders (Nachträge) of a fixed-price award (api module `change-orders`): the supplier
 * proposes an additional net amount with its reason, the client accepts or declines it (a note is
 * optional), the supplier may withdraw one still open. Only accepted change orders raise what the
 * award may bill: an invoice of a fixed-price award is bound at issue to the agreed price plus the
 * accepted change orders, less what issued, not-cancelled invoices billed (invoices.ts).
 *
 * A change order is proposed and decided only while the award runs (awarded, in progress, reported
 * done); once decided or withdrawn it never changes again. Staffing (resource) awards are billed by
 * approved hours at the agreed rate, so they have no change orders.
 */
export const CHANGE_ORDER_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];

/** Limits of a change order (DTO, database checks and form). */
export const CHANGE_ORDER_LIMITS = {
  /** net cents; at least one cent */
  amountMinCents: 1,
  /** net cents: as much as one invoice may bill */
  amountMaxCents: INVOICE_NET_MAX_CENTS,
  reasonMax: 1000,
  noteMax: 1000,
  /** change orders one award holds at most (of every status) */
  perAwardMax: 100,
} as const;

/** The award statuses in which change orders are proposed, withdrawn and decided. */
export const CHANGE_ORDER_AWARD_STATUSES = ['awarded', 'in_progress', 'completed'] as const;

/** POST /awards/{id}/change-orders (the award's supplier) */
export interface ProposeChangeOrderRequest {
  /** net cents */
  amountCents: number;
  reason: string;
}

/** POST /change-orders/{id}/decline (the award's client); accept takes no body. */
export interface DeclineChangeOrderRequest {
  note?: string;
}

export interface ChangeOrderResponse {
  _id: string;
  awardId: string;
  /** net cents */
  amountCents: number;
  reason: string;
  status: ChangeOrderStatus;
  /** who proposed it (the award's supplier; null once that account is deleted) */
  proposedBy: string | null;
  /** when it was accepted, declined or withdrawn */
  decidedAt: string | null;
  /** the client's note on accepting or declining */
  decisionNote: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /awards/{id}/change-orders: every change order (at most `perAwardMax`), newest first, and what the award may bill. */
export interface ChangeOrderListResponse {
  items: ChangeOrderResponse[];
  /** the price agreed at the award, net cents */
  agreedCents: number;
  /** the sum of the accepted change orders, net cents */
  acceptedCents: number;
  /** what the award may bill in total: agreed price plus accepted change orders, net cents */
  billableCents: number;
}

export const CHANGE_ORDER_PATHS = {
  /** GET list (the award's client and supplier, admins); POST propose (the supplier of a fixed-price award) */
  list: (awardId: string) => `/awards/${awardId}/change-orders`,
  /** POST (the award's client) */
  accept: (id: string) => `/change-orders/${id}/accept`,
  /** POST {note?} (the award's client) */
  decline: (id: string) => `/change-orders/${id}/decline`,
  /** POST (the award's supplier, while proposed) */
  withdraw: (id: string) => `/change-orders/${id}/withdraw`,
} as const;
