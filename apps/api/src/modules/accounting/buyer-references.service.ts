import { Injectable } from '@nestjs/common';
import { AccountingRepository, type Actor } from '@fachwerk/server/db';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import type { BuyerProfile, JobBuyerReference } from '@fachwerk/shared/contracts';
import { normaliseLeitwegId } from '@fachwerk/shared/contracts/rules';
import { resolveBuyerReference, type BuyerReferenceBinding } from './buyer-reference';
import type { JobBuyerReferenceDto, UpdateBuyerProfileDto } from './dto/accounting.dto';

const asActor = (user: Pick<AuthenticatedUser, 'id' | 'userType'>): Actor => ({ id: user.id, userType: user.userType });
const leitweg = (value: string | null | undefined) => (value ? normaliseLeitwegId(value) : null);

/**
 * The buyer reference (BT-10) of invoices: the client's profile (public buyer, Leitweg-ID, own
 * reference), a job's own reference, and what an invoice on an award carries — at draft creation as
 * its default, at issue bound for good (a public buyer without a Leitweg-ID cannot be invoiced).
 */
@Injectable()
export class BuyerReferences {
  constructor(private readonly accounting: AccountingRepository) {}

  // ── used by invoices ──────────────────────────────────────────────────────────────────────────

  /** BT-10 of an invoice to `recipientId` on `awardId` (null: no award, the client's profile only). */
  async bindingFor(awardId: string | null, recipientId: string): Promise<BuyerReferenceBinding> {
    const found = awardId ? await this.accounting.referencesForAward(awardId) : null;
    const profile = found?.profile ?? (await this.accounting.buyerProfile(recipientId));
    return resolveBuyerReference({ jobId: found?.jobId ?? null, job: found?.job ?? null, profile });
  }

  /**
   * The binding at issue: a public buyer without a Leitweg-ID is refused (422
   * INVOICE_LEITWEG_ID_REQUIRED); with one, BT-10 is the Leitweg-ID whatever the draft said, and the
   * hybrid PDF declares the ZUGFeRD profile XRECHNUNG.
   */
  async atIssue(awardId: string | null, recipientId: string): Promise<BuyerReferenceBinding & { zugferdProfile: 'XRECHNUNG' | 'EN 16931' }> {
    const binding = await this.bindingFor(awardId, recipientId);
    if (binding.publicBuyer && !binding.leitwegId) throw new DomainError('INVOICE_LEITWEG_ID_REQUIRED');
    return { ...binding, zugferdProfile: binding.publicBuyer ? 'XRECHNUNG' : 'EN 16931' };
  }

  // ── the client's own data ─────────────────────────────────────────────────────────────────────

  async profile(user: AuthenticatedUser): Promise<BuyerProfile> {
    const row = await this.accounting.buyerProfile(user.id);
    return { publicBuyer: row?.publicBuyer ?? false, leitwegId: row?.leitwegId ?? null, buyerReference: row?.buyerReference ?? null };
  }

  async updateProfile(user: AuthenticatedUser, body: UpdateBuyerProfileDto): Promise<BuyerProfile> {
    const current = await this.profile(user);
    const row = await this.accounting.saveBuyerProfile(asActor(user), {
      publicBuyer: body.publicBuyer ?? current.publicBuyer,
      leitwegId: body.leitwegId === undefined ? current.leitwegId : leitweg(body.leitwegId),
      buyerReference: body.buyerReference === undefined ? current.buyerReference : body.buyerReference,
    });
    return { publicBuyer: row.publicBuyer, leitwegId: row.leitwegId, buyerReference: row.buyerReference };
  }

  async jobReference(user: AuthenticatedUser, jobId: string): Promise<JobBuyerReference> {
    if (!(await this.accounting.ownJob(asActor(user), jobId))) throw new DomainError('NOT_FOUND');
    const row = await this.accounting.jobReference(jobId);
    return { leitwegId: row?.leitwegId ?? null, buyerReference: row?.buyerReference ?? null };
  }

  async setJobReference(user: AuthenticatedUser, jobId: string, body: JobBuyerReferenceDto): Promise<JobBuyerReference> {
    const row = await this.accounting.saveJobReference(asActor(user), jobId, {
      leitwegId: leitweg(body.leitwegId),
      buyerReference: body.buyerReference ?? null,
    });
    if (!row) throw new DomainError('NOT_FOUND');
    return { leitwegId: row.leitwegId, buyerReference: row.buyerReference };
  }
}
