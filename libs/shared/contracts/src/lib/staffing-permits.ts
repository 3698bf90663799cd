/**
 * The supplier's permit to lend workers (Erlaubnis zur Arbeitnehmerüberlassung, § 1 (1) sentence 1
 * AÜG), issued by the Bundesagentur für Arbeit: on file with the issuing agency, the date, unlimited or
 * valid until a day, and a copy; verified by an admin. Applying to and being awarded a resource job
 * need a verified permit valid on the day (law/aueg.ts `isPermitValidOn`); fixed-price work does not.
 */
import type { PermitValidity } from './law/aueg';

export const PERMIT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

export const PERMIT_LIMITS = { agencyMax: 200, reasonMax: 1000 } as const;

/** PUT /permits/me (supplier): files (or replaces) the permit; it waits for an admin's verification again. */
export interface StaffingPermitRequest {
  agency: string;
  /** ISO date of issue */
  issuedOn: string;
  unlimited: boolean;
  /** ISO date, the last valid day; required unless unlimited */
  validUntil?: string | null;
  /** the uploaded copy: `/api/v1/files/<id>` of one of the supplier's uploads */
  file: string;
}

export interface StaffingPermitResponse {
  _id: string;
  supplierId: string;
  agency: string;
  issuedOn: string;
  unlimited: boolean;
  validUntil: string | null;
  file: string;
  status: PermitStatus;
  rejectionReason: string | null;
  verifiedAt: string | null;
  /** by the date alone (today, Europe/Berlin) */
  validity: PermitValidity;
  /** days to the last valid day (null: unlimited) */
  daysLeft: number | null;
  /** verified and valid today: resource jobs are open to the supplier */
  usable: boolean;
}

/** What a client sees of a supplier's permit (applications, awards). */
export interface PermitStatusResponse {
  supplierId: string;
  status: PermitStatus | 'none';
  validity: PermitValidity | null;
  validUntil: string | null;
  unlimited: boolean;
  usable: boolean;
}

/** POST /admin/accounts/{id}/permit/reject */
export interface RejectPermitRequest {
  reason: string;
}

export const PERMIT_PATHS = {
  /** GET (supplier): own permit or null; PUT: file it */
  mine: '/permits/me',
  /** GET (clients, admins, the supplier): the status of a supplier's permit */
  status: (supplierId: string) => `/suppliers/${supplierId}/permit`,
  /** GET (admin): the permit on the account's approval screen */
  admin: (accountId: string) => `/admin/accounts/${accountId}/permit`,
  /** POST (admin) */
  verify: (accountId: string) => `/admin/accounts/${accountId}/permit/verify`,
  /** POST (admin) with a reason */
  reject: (accountId: string) => `/admin/accounts/${accountId}/permit/reject`,
} as const;
