import { Injectable } from '@nestjs/common';
import {
  FEEDBACK_REVEAL_DAYS,
  type AdminFeedbackQuery,
  type AwardFeedbackResponse,
  type FeedbackRequest,
  type FeedbackResponse,
  type FeedbackVisibilityRequest,
  type Paginated,
  type SupplierFeedbackResponse,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import {
  AuditLogRepository,
  FeedbackRepository,
  InjectDb,
  UsersRepository,
  type Actor,
  type Db,
  type FeedbackAward,
  type FeedbackView,
} from '@fachwerk/server/db';
import { PAGE_LIMIT_DEFAULT } from '@fachwerk/shared/contracts';
import { Notifier } from '../notifications';
import { FeedbackErrorCode } from './feedback.errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A feedback as users see it; `admin` adds the hidden state and the rated account. */
export function toFeedbackResponse(view: FeedbackView, admin = false): FeedbackResponse {
  return {
    _id: view.id,
    awardId: view.awardId,
    jobTitle: view.jobTitle,
    authorRole: view.authorRole,
    authorName: view.authorName,
    rating: view.rating,
    comment: view.comment,
    createdAt: view.createdAt.toISOString(),
    ...(admin
      ? {
          hidden: view.hiddenAt !== null,
          hiddenReason: view.hiddenReason,
          targetName: view.targetName,
          targetId: view.targetId,
        }
      : {}),
  };
}

/**
 * The feedback of one award as `actor` may see it (the reveal rule). Pure, so award lists can apply
 * it to rows loaded with `FeedbackRepository.forAwards` (AwardResponse.feedback).
 * - a party: `mine` always; `theirs` once both wrote or FEEDBACK_REVEAL_DAYS after approval, never
 *   when an admin hid it; `canWrite` while approved and `mine` is missing.
 * - an admin: both sides as `client` / `supplier` with their hidden state.
 */
export function awardFeedbackFor(
  actor: Actor,
  award: Pick<FeedbackAward, 'status' | 'approvedAt'>,
  rows: readonly FeedbackView[],
  now = Date.now(),
): AwardFeedbackResponse {
  const revealAt = award.approvedAt
    ? new Date(award.approvedAt.getTime() + FEEDBACK_REVEAL_DAYS * DAY_MS)
    : null;
  if (actor.userType === 'admin') {
    const by = (role: 'client' | 'supplier') => rows.find((r) => r.authorRole === role);
    const client = by('client');
    const supplier = by('supplier');
    return {
      mine: null,
      theirs: null,
      canWrite: false,
      revealAt: revealAt?.toISOString() ?? null,
      client: client ? toFeedbackResponse(client, true) : null,
      supplier: supplier ? toFeedbackResponse(supplier, true) : null,
    };
  }
  const mine = rows.find((r) => r.authorId === actor.id);
  const other = rows.find((r) => r.authorId !== actor.id);
  const revealed = mine !== undefined || (revealAt !== null && revealAt.getTime() <= now);
  return {
    mine: mine ? toFeedbackResponse(mine) : null,
    theirs: other && revealed && other.hiddenAt === null ? toFeedbackResponse(other) : null,
    canWrite: award.status === 'approved' && !mine,
    revealAt: revealAt?.toISOString() ?? null,
  };
}

/**
 * Feedback on approved awarded work: each party writes once about the other; the other's feedback
 * is revealed once both wrote or FEEDBACK_REVEAL_DAYS after approval; admins hide abusive feedback
 * (audited). Ratings count only visible feedback (FeedbackRepository.ratingsFor).
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    @InjectDb() private readonly db: Db,
  ) {}

  async write(
    actor: AuthenticatedUser,
    awardId: string,
    request: FeedbackRequest,
  ): Promise<FeedbackResponse> {
    const award = await this.feedback.findAwardForActor(actor, awardId);
    if (!award || actor.userType === 'admin') throw new DomainError(FeedbackErrorCode.NotFound);
    if (award.status !== 'approved') {
      throw new DomainError(FeedbackErrorCode.AwardNotApproved);
    }
    const authorRole = actor.userType === 'client' ? 'client' : 'supplier';
    const targetId = authorRole === 'client' ? award.supplierId : award.clientId;
    const id = await this.db.transaction(async (tx) => {
      const row = await this.feedback.insertOnce(
        {
          awardId,
          authorId: actor.id,
          authorRole,
          targetId,
          rating: request.rating,
          comment: request.comment,
        },
        tx,
      );
      if (!row) throw new DomainError(FeedbackErrorCode.AlreadyGiven);
      await this.notifier.notify(tx, {
        userId: targetId,
        type: 'feedbackReceived',
        params: { jobTitle: award.jobTitle },
        link: '/completed-jobs',
      });
      return row.id;
    });
    const view = await this.feedback.findView(id);
    if (!view) throw new DomainError(FeedbackErrorCode.NotFound);
    return toFeedbackResponse(view);
  }

  async forAward(actor: AuthenticatedUser, awardId: string): Promise<AwardFeedbackResponse> {
    const award = await this.feedback.findAwardForActor(actor, awardId);
    if (!award) throw new DomainError(FeedbackErrorCode.NotFound);
    return awardFeedbackFor(actor, award, await this.feedback.forAward(awardId));
  }

  /** Visible feedback about a supplier with its rating; 404 when the id is not a supplier. */
  async aboutSupplier(supplierId: string, page: number, limit: number): Promise<SupplierFeedbackResponse> {
    const supplier = await this.users.findById(supplierId);
    if (!supplier || supplier.userType !== 'supplier' || supplier.deletedAt) {
      throw new DomainError(FeedbackErrorCode.NotFound);
    }
    const [{ items, total }, ratings] = await Promise.all([
      this.feedback.listVisibleAbout(supplierId, page, limit),
      this.feedback.ratingsFor([supplierId]),
    ]);
    return {
      items: items.map((view) => toFeedbackResponse(view)),
      total,
      page,
      limit,
      rating: ratings.get(supplierId) ?? { average: null, count: 0 },
    };
  }

  async adminList(query: AdminFeedbackQuery): Promise<Paginated<FeedbackResponse>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
    const { items, total } = await this.feedback.adminList({
      hidden: query.hidden,
      maxRating: query.rating,
      page,
      limit,
    });
    return { items: items.map((view) => toFeedbackResponse(view, true)), total, page, limit };
  }

  async setVisibility(
    admin: AuthenticatedUser,
    id: string,
    request: FeedbackVisibilityRequest,
  ): Promise<FeedbackResponse> {
    const reason = request.hidden ? request.reason?.trim() || null : null;
    await this.db.transaction(async (tx) => {
      const row = await this.feedback.setHidden(id, request.hidden, reason, tx);
      if (!row) throw new DomainError(FeedbackErrorCode.NotFound);
      await this.audit.record(
        admin,
        {
          action: request.hidden ? 'hideFeedback' : 'showFeedback',
          targetId: row.id,
          details: {
            authorId: row.authorId,
            targetId: row.targetId,
            rating: row.rating,
            ...(reason ? { reason } : {}),
          },
        },
        tx,
      );
    });
    const view = await this.feedback.findView(id);
    if (!view) throw new DomainError(FeedbackErrorCode.NotFound);
    return toFeedbackResponse(view, true);
  }
}
