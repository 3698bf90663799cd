// BT-10 (buyer reference) of an invoice: which of the client's and the job's references it carries.
import { jobReferenceNumber } from '@fachwerk/shared/contracts';

export interface BuyerReferenceSources {
  jobId: string | null;
  /** the job's own reference (overrides the profile) */
  job: { leitwegId: string | null; buyerReference: string | null } | null;
  /** the client's buyer profile */
  profile: { publicBuyer: boolean; leitwegId: string | null; buyerReference: string | null } | null;
}

export interface BuyerReferenceBinding {
  /** BT-10 */
  reference: string;
  /** the Leitweg-ID in use, if any (BT-10 then is exactly it) */
  leitwegId: string | null;
  publicBuyer: boolean;
}

/**
 * A Leitweg-ID wins (the job's, else the client's); without one, the reference the client chose (the
 * job's, else the profile's); without that, the job's number. Never the job's title.
 */
export function resolveBuyerReference({ jobId, job, profile }: BuyerReferenceSources): BuyerReferenceBinding {
  const leitwegId = job?.leitwegId ?? profile?.leitwegId ?? null;
  const publicBuyer = profile?.publicBuyer ?? false;
  if (leitwegId) return { reference: leitwegId, leitwegId, publicBuyer };
  const chosen = job?.buyerReference ?? profile?.buyerReference ?? null;
  return { reference: chosen ?? (jobId ? jobReferenceNumber(jobId) : 'Ohne Referenz'), leitwegId: null, publicBuyer };
}
