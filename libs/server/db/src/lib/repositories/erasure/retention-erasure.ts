import { retentionOver } from '@fachwerk/shared/contracts';
import type { Db } from '../../client';
import { berlinToday } from '../job-expiry';
import { eraseExpiredBillingParties, eraseRetainedInvoices, retainedInvoicesOfDeletedAccounts } from './invoices.erasure';

/** What one run of the retention erasure did. */
export interface RetentionErasureResult {
  invoiceIds: string[];
  /** deleted clients' billing data erased because the suppliers' claims are time-barred */
  billingPartiesErased: number;
  /** storage keys of the erased documents, to be removed from disk (after the commit) */
  storageKeys: string[];
}

/**
 * The scheduled end of what the law kept after a deletion: issued invoices of deleted accounts whose
 * retention period (§ 147 AO, § 14b UStG: `retentionOver`, counted from the German issue date) is
 * over on `today` are erased with their documents, payments, messages and audit entries.
 * Deleted clients' billing data kept for invoicing their suppliers' work goes when those claims are
 * time-barred (`claimLimitationEnd`). Idempotent: an erased invoice is no longer a candidate.
 */
export class RetentionErasure {
  constructor(private readonly db: Db) {}

  async run(today: string): Promise<RetentionErasureResult> {
    const candidates = await retainedInvoicesOfDeletedAccounts(this.db);
    const due = candidates.filter((invoice) => retentionOver('invoice', berlinToday(invoice.issuedAt), today)).map((invoice) => invoice.id);
    const storageKeys = await eraseRetainedInvoices(this.db, due);
    const billingPartiesErased = await eraseExpiredBillingParties(this.db, today);
    return { invoiceIds: due, billingPartiesErased, storageKeys };
  }
}
