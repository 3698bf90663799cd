import type { PermitStatusResponse, StaffingPermitResponse } from '@fachwerk/shared/contracts';
import { isPermitValidOn, permitDaysLeft, permitValidity } from '@fachwerk/shared/contracts/rules';
import type { StaffingPermitRow } from '@fachwerk/server/db';

/** § 1 (1) AÜG: a supplier may lend workers on `today` only with a verified permit valid that day. */
export const isPermitUsable = (row: StaffingPermitRow | null, today: string): boolean =>
  !!row && row.status === 'verified' && isPermitValidOn(row, today);

export function permitView(row: StaffingPermitRow, today: string): StaffingPermitResponse {
  return {
    _id: row.id,
    supplierId: row.supplierId,
    agency: row.agency,
    issuedOn: row.issuedOn,
    unlimited: row.unlimited,
    validUntil: row.validUntil,
    file: row.file,
    status: row.status,
    rejectionReason: row.rejectionReason,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    validity: permitValidity(row, today),
    daysLeft: permitDaysLeft(row, today),
    usable: isPermitUsable(row, today),
  };
}

export function permitStatusView(supplierId: string, row: StaffingPermitRow | null, today: string): PermitStatusResponse {
  return {
    supplierId,
    status: row?.status ?? 'none',
    validity: row ? permitValidity(row, today) : null,
    validUntil: row?.validUntil ?? null,
    unlimited: row?.unlimited ?? false,
    usable: isPermitUsable(row, today),
  };
}
