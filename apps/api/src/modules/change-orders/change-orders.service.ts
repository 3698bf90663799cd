import { Injectable } from '@nestjs/common';
import {
  CHANGE_ORDER_AWARD_STATUSES,
  CHANGE_ORDER_LIMITS,
  type AuditAction,
  type ChangeOrderListResponse,
  type ChangeOrderResponse,
  type ChangeOrderStatus,
  type DeclineChangeOrderRequest,
  type NotificationType,
  type ProposeChangeOrderRequest,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  AuditLogRepository,
  AwardsRepository,
  ChangeOrdersRepository,
  partyName,
  UsersRepository,
  type AwardWithJob,
  type ChangeOrderRow,
  type Tx,
} from '@fachwerk/server/db';
import { agreedValueOf, formatMoney as money } from '../invoices';
import { Notifier } from '../notifications';
import { ChangeOrdersErrorCode, notFound } from './change-orders.errors';

type Party = 'client' | 'supplier';
type Decision = Exclude<ChangeOrderStatus, 'proposed'>;

/** Who decides what: the client accepts or declines, the supplier withdraws its own proposal. */
const DECISIONS: Record<Decision, { party: Party; audit: AuditAction; notification: NotificationType }> = {
  accepted: { party: 'client', audit: 'acceptChangeOrder', notification: 'changeOrderAccepted' },
  declined: { party: 'client', audit: 'declineChangeOrder', notification: 'changeOrderDeclined' },
  withdrawn: { party: 'supplier', audit: 'withdrawChangeOrder', notification: 'changeOrderWithdrawn' },
};


export const changeOrderResponse = (row: ChangeOrderRow): ChangeOrderResponse => ({
  _id: row.id,
  awardId: row.awardId,
  amountCents: row.amountCents,
  reason: row.reason,
  status: row.status,
  proposedBy: row.proposedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Change orders (Nachträge) of a fixed-price award (api module `change-orders`): the supplier
 * proposes and may withdraw an open one, the client accepts or declines; each step locks the award
 * row (the lock the invoice issue takes), is audited and tells the other party. Only accepted change
 * orders raise what the award may bill (invoices: `agreedValueOf` in the issuing transaction).
 */
@Injectable()
export class ChangeOrdersService {
  constructor(
    private readonly changeOrders: ChangeOrdersRepository,
    private readonly awards: AwardsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
  ) {}

  /** Every change order of the award, newest first, and what it may bill (its parties and admins). */
  async list(actor: AuthenticatedUser, awardId: string): Promise<ChangeOrderListResponse> {
    const { award } = await this.fixedPriceAward(actor, awardId);
    const [items, accepted] = await Promise.all([this.changeOrders.listForAward(award.id), this.changeOrders.accepted(award.id)]);
    const billableCents = agreedValueOf(award.priceCents, accepted);
    return { items: items.map(changeOrderResponse), agreedCents: award.priceCents, acceptedCents: billableCents - award.priceCents, billableCents };
  }

  /** The award's supplier proposes an additional net amount with its reason; the client is told. */
  async propose(actor: AuthenticatedUser, awardId: string, input: ProposeChangeOrderRequest): Promise<ChangeOrderResponse> {
    const found = await this.fixedPriceAward(actor, awardId, 'supplier');
    const row = await this.changeOrders.transaction(async (tx) => {
      await this.lockActive(tx, found);
      if ((await this.changeOrders.countForAward(tx, awardId)) >= CHANGE_ORDER_LIMITS.perAwardMax) {
        throw new DomainError(ChangeOrdersErrorCode.LimitReached, { params: { max: CHANGE_ORDER_LIMITS.perAwardMax } });
      }
      const created = await this.changeOrders.create(tx, { awardId, amountCents: input.amountCents, reason: input.reason, proposedBy: actor.id });
      await this.audit.record(actor, { action: 'proposeChangeOrder', targetId: created.id, details: { awardId, amountCents: created.amountCents } }, tx);
      await this.tell(tx, actor, found, 'client', 'changeOrderProposed', { amount: money(created.amountCents), reason: created.reason });
      return created;
    });
    return changeOrderResponse(row);
  }

  /**
   * Accepts, declines (client) or withdraws (supplier) a proposed change order: once, while the award
   * runs; a decided one answers 409 CHANGE_ORDER_DECIDED. The other party is told.
   */
  async decide(actor: AuthenticatedUser, id: string, decision: Decision, input: DeclineChangeOrderRequest = {}): Promise<ChangeOrderResponse> {
    const existing = await this.changeOrders.findById(id);
    if (!existing) throw notFound();
    const { party, audit, notification } = DECISIONS[decision];
    const found = await this.fixedPriceAward(actor, existing.awardId, party);
    const note = decision === 'withdrawn' ? null : input.note || null;
    const row = await this.changeOrders.transaction(async (tx) => {
      await this.lockActive(tx, found);
      const decided = await this.changeOrders.decide(tx, id, decision, note);
      if (!decided) throw new DomainError(ChangeOrdersErrorCode.Decided);
      await this.audit.record(actor, { action: audit, targetId: id, details: { awardId: decided.awardId, amountCents: decided.amountCents, ...(note ? { note } : {}) } }, tx);
      const params: Record<string, string> = { amount: money(decided.amountCents) };
      if (decision === 'accepted') {
        params['billable'] = money(agreedValueOf(found.award.priceCents, await this.changeOrders.accepted(decided.awardId, tx)));
      }
      if (decision === 'declined') params['note'] = note ?? '—';
      await this.tell(tx, actor, found, party === 'client' ? 'supplier' : 'client', notification, params);
      return decided;
    });
    return changeOrderResponse(row);
  }

  // ── helpers ───────────────────────────────────────────────────────────────────────────────────

  /**
   * The award if the actor may see it (with `party`: is that party of it), else 404; a staffing award
   * is 409 (billed by approved hours at the agreed rate, it has no change orders).
   */
  private async fixedPriceAward(actor: AuthenticatedUser, awardId: string, party?: Party): Promise<AwardWithJob> {
    const found = await this.awards.findForActor(actor, awardId);
    if (!found) throw notFound();
    if (party && found.award[party === 'client' ? 'clientId' : 'supplierId'] !== actor.id) throw notFound();
    if (found.job.type !== 'fixedBudget') throw new DomainError(ChangeOrdersErrorCode.NotFixedPrice);
    return found;
  }

  /** Locks the award row (as the invoice issue does) while it runs; approved, cancelled or ended is 409. */
  private async lockActive(tx: Tx, { award }: AwardWithJob): Promise<void> {
    const locked = await this.awards.lockAward(tx, award.id, [...CHANGE_ORDER_AWARD_STATUSES]);
    if (!locked) throw new DomainError(ChangeOrdersErrorCode.AwardNotActive);
  }

  private async tell(tx: Tx, actor: AuthenticatedUser, { award, job }: AwardWithJob, to: Party, type: NotificationType, params: Record<string, string>): Promise<void> {
    const me = await this.users.findById(actor.id, tx);
    await this.notifier.notify(tx, {
      userId: to === 'client' ? award.clientId : award.supplierId,
      type,
      params: { companyName: partyName(me), jobTitle: job.title, ...params },
      link: '/awarded-jobs',
    });
  }
}
