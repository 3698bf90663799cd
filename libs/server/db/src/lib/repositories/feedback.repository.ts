import { Injectable } from '@nestjs/common';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FEEDBACK_REVEAL_DAYS, type AwardStatus, type PartyRating } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { partyNameSql, users } from '../schema/accounts';
import { awards, feedback, jobs, type FeedbackRow } from '../schema/jobs';
import type { Actor } from './actor';

/** The award a feedback belongs to, as far as feedback needs it. */
export interface FeedbackAward {
  id: string;
  status: AwardStatus;
  clientId: string;
  supplierId: string;
  approvedAt: Date | null;
  jobTitle: string;
}

/** A feedback row with the names the screens show. */
export interface FeedbackView extends FeedbackRow {
  jobTitle: string;
  authorName: string;
  targetName: string;
}

export interface AdminFeedbackFilter {
  hidden?: boolean;
  /** ratings ≤ this */
  maxRating?: number;
  page: number;
  limit: number;
}

const author = alias(users, 'feedback_author');
const target = alias(users, 'feedback_target');


/**
 * Revealed: the other party of the award has written too, or the award was approved at least
 * FEEDBACK_REVEAL_DAYS ago. Needs `awards` joined on the feedback's award.
 */
const revealed = (): SQL =>
  sql`(exists (select 1 from feedback as other_side where other_side.award_id = ${feedback.awardId} and other_side.author_id <> ${feedback.authorId}) or ${awards.approvedAt} <= now() - make_interval(days => ${FEEDBACK_REVEAL_DAYS}))`;

/** Visible to users: revealed and not hidden by an admin. What ratings count. */
const visible = (): SQL => sql`(${isNull(feedback.hiddenAt)} and ${revealed()})`;

/**
 * The same rule for correlated sub-queries beside other rows (a job's client rating in job lists):
 * `FROM feedback f WHERE …` the visible feedback about `target` (the rated account's id column or value).
 */
export const visibleFeedbackAbout = (target: SQL | AnyColumn): SQL => sql`
  FROM feedback f
  WHERE f.target_id = ${target} AND f.hidden_at IS NULL AND (
    EXISTS (SELECT 1 FROM feedback o WHERE o.award_id = f.award_id AND o.author_id <> f.author_id)
    OR EXISTS (SELECT 1 FROM awards a WHERE a.id = f.award_id
      AND a.approved_at <= now() - make_interval(days => ${FEEDBACK_REVEAL_DAYS}))
  )`;

/** Rounds an average to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Feedback between the parties of approved awarded work (1–5 stars and a comment, once per side).
 * Reveal rule: each side sees the other's once both have written or FEEDBACK_REVEAL_DAYS after
 * approval; feedback an admin hid is never shown to users nor counted in ratings.
 */
@Injectable()
export class FeedbackRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * The award if the actor may see its feedback (its client or supplier, or an admin); undefined
   * otherwise, so another account cannot tell it exists.
   */
  async findAwardForActor(actor: Actor, awardId: string): Promise<FeedbackAward | undefined> {
    const party =
      actor.userType === 'admin'
        ? undefined
        : actor.userType === 'client'
          ? eq(awards.clientId, actor.id)
          : eq(awards.supplierId, actor.id);
    const [row] = await this.db
      .select({
        id: awards.id,
        status: awards.status,
        clientId: awards.clientId,
        supplierId: awards.supplierId,
        approvedAt: awards.approvedAt,
        jobTitle: jobs.title,
      })
      .from(awards)
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .where(and(eq(awards.id, awardId), party));
    return row;
  }

  /** Stores the author's feedback; undefined when the author already wrote for this award (→ 409). */
  async insertOnce(
    values: Pick<FeedbackRow, 'awardId' | 'authorId' | 'authorRole' | 'targetId' | 'rating' | 'comment'>,
    tx: DbOrTx = this.db,
  ): Promise<FeedbackRow | undefined> {
    const [row] = await tx
      .insert(feedback)
      .values(values)
      .onConflictDoNothing({ target: [feedback.awardId, feedback.authorId] })
      .returning();
    return row;
  }

  /** Both sides' feedback on an award (hidden ones included; the caller applies the rules). */
  forAward(awardId: string): Promise<FeedbackView[]> {
    return this.views().where(eq(feedback.awardId, awardId)).orderBy(feedback.createdAt);
  }

  /** Both sides' feedback on many awards in one query (award lists). */
  forAwards(awardIds: readonly string[]): Promise<FeedbackView[]> {
    if (awardIds.length === 0) return Promise.resolve([]);
    return this.views()
      .where(inArray(feedback.awardId, [...new Set(awardIds)]))
      .orderBy(feedback.createdAt);
  }

  async findView(id: string, tx: DbOrTx = this.db): Promise<FeedbackView | undefined> {
    const [row] = await this.views(tx).where(eq(feedback.id, id));
    return row;
  }

  /** Visible feedback about an account, newest first. */
  async listVisibleAbout(
    targetId: string,
    page: number,
    limit: number,
  ): Promise<{ items: FeedbackView[]; total: number }> {
    const where = and(eq(feedback.targetId, targetId), visible());
    const [items, [totals]] = await Promise.all([
      this.views()
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ total: count() })
        .from(feedback)
        .innerJoin(awards, eq(awards.id, feedback.awardId))
        .where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /**
   * Ratings of accounts (average with one decimal and count of their visible feedback), one grouped
   * query for all ids. Every requested id is in the map; without visible feedback `{average: null,
   * count: 0}`. For job search (client ratings), supplier details and dashboards.
   */
  async ratingsFor(userIds: readonly string[], tx: DbOrTx = this.db): Promise<Map<string, PartyRating>> {
    const ids = [...new Set(userIds)];
    const ratings = new Map<string, PartyRating>(ids.map((id) => [id, { average: null, count: 0 }]));
    if (ids.length === 0) return ratings;
    const rows = await tx
      .select({
        targetId: feedback.targetId,
        average: sql<string>`avg(${feedback.rating})`,
        count: count(),
      })
      .from(feedback)
      .innerJoin(awards, eq(awards.id, feedback.awardId))
      .where(and(inArray(feedback.targetId, ids), visible()))
      .groupBy(feedback.targetId);
    for (const row of rows)
      ratings.set(row.targetId, { average: oneDecimal(Number(row.average)), count: row.count });
    return ratings;
  }

  /** Admin list: every feedback, newest first, filters hidden and rating ≤ n. */
  async adminList(filter: AdminFeedbackFilter): Promise<{ items: FeedbackView[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.hidden === true) conditions.push(isNotNull(feedback.hiddenAt));
    if (filter.hidden === false) conditions.push(isNull(feedback.hiddenAt));
    if (filter.maxRating !== undefined) conditions.push(lte(feedback.rating, filter.maxRating));
    const where = and(...conditions);
    const [items, [totals]] = await Promise.all([
      this.views()
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(feedback).where(where),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  /** Hides (with a reason) or shows again; undefined when there is no such feedback. */
  async setHidden(
    id: string,
    hidden: boolean,
    reason: string | null,
    tx: DbOrTx = this.db,
  ): Promise<FeedbackRow | undefined> {
    const [row] = await tx
      .update(feedback)
      .set(hidden ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(feedback.id, id))
      .returning();
    return row;
  }

  /** Low ratings (≤ maxRating) not hidden, written since `since`: the admin's "feedback to review". */
  async countToReview(maxRating: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(feedback)
      .where(and(lte(feedback.rating, maxRating), isNull(feedback.hiddenAt), gte(feedback.createdAt, since)));
    return row?.n ?? 0;
  }

  private views(tx: DbOrTx = this.db) {
    return tx
      .select({
        id: feedback.id,
        awardId: feedback.awardId,
        authorId: feedback.authorId,
        authorRole: feedback.authorRole,
        targetId: feedback.targetId,
        rating: feedback.rating,
        comment: feedback.comment,
        hiddenAt: feedback.hiddenAt,
        hiddenReason: feedback.hiddenReason,
        createdAt: feedback.createdAt,
        jobTitle: jobs.title,
        authorName: partyNameSql(author),
        targetName: partyNameSql(target),
      })
      .from(feedback)
      .innerJoin(awards, eq(awards.id, feedback.awardId))
      .innerJoin(jobs, eq(jobs.id, awards.jobId))
      .innerJoin(author, eq(author.id, feedback.authorId))
      .innerJoin(target, eq(target.id, feedback.targetId))
      .$dynamic();
  }
}
