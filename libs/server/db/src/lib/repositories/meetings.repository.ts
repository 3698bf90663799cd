// Meetings of a job's client with a supplier who applied, their history, and
// the reminder marks. Every change is one conditional UPDATE on (status, sequence) inside the
// caller's transaction: a request that lost a race changes nothing and gets null back.
import { ACTIVE_MEETING_STATUSES } from '@fachwerk/shared/contracts/meetings';
import { Injectable } from '@nestjs/common';
import { aliasedTable, and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { type MeetingStatus } from '@fachwerk/shared/contracts';
import type { Db, DbOrTx, Tx } from '../client';
import { InjectDb } from '../db.module';
import { partyNameSql, users } from '../schema/accounts';
import { applications, jobs } from '../schema/jobs';
import {
  meetingHistory,
  meetings,
  type MeetingHistoryRow,
  type MeetingRow,
  type NewMeetingRow,
} from '../schema/meetings';
import type { Actor } from './actor';
import { isUuid } from './content-admin.repository';

export interface MeetingParties {
  jobTitle: string;
  applicationStatus: string;
  client: { id: string; name: string; email: string; language: string };
  supplier: { id: string; name: string; email: string; language: string };
}
export interface MeetingWithParties extends MeetingParties {
  meeting: MeetingRow;
}

export interface MeetingListFilter {
  when?: 'upcoming' | 'past';
  status?: MeetingStatus;
  jobId?: string;
  userId?: string;
  page: number;
  limit: number;
}

const clientUser = aliasedTable(users, 'meeting_client');
const supplierUser = aliasedTable(users, 'meeting_supplier');

const SELECTION = {
  meeting: meetings,
  jobTitle: jobs.title,
  applicationStatus: applications.status,
  clientName: partyNameSql(clientUser),
  clientEmail: clientUser.email,
  clientLanguage: clientUser.language,
  supplierName: partyNameSql(supplierUser),
  supplierEmail: supplierUser.email,
  supplierLanguage: supplierUser.language,
};
type SelectedRow = {
  meeting: MeetingRow;
  jobTitle: string;
  applicationStatus: string;
  clientName: string;
  clientEmail: string;
  clientLanguage: string;
  supplierName: string;
  supplierEmail: string;
  supplierLanguage: string;
};
const toParties = (r: SelectedRow): MeetingWithParties => ({
  meeting: r.meeting,
  jobTitle: r.jobTitle,
  applicationStatus: r.applicationStatus,
  client: { id: r.meeting.clientId, name: r.clientName, email: r.clientEmail, language: r.clientLanguage },
  supplier: {
    id: r.meeting.supplierId,
    name: r.supplierName,
    email: r.supplierEmail,
    language: r.supplierLanguage,
  },
});

/** Which meetings the actor may see: admins all, clients and suppliers those they take part in. */
function meetingScope(actor: Actor): SQL | undefined {
  if (actor.userType === 'admin') return undefined;
  return actor.userType === 'client' ? eq(meetings.clientId, actor.id) : eq(meetings.supplierId, actor.id);
}

const endOf = sql`(${meetings.startsAt} + make_interval(mins => ${meetings.durationMinutes}))`;

@Injectable()
export class MeetingsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  private joined(tx: DbOrTx) {
    return tx
      .select(SELECTION)
      .from(meetings)
      .innerJoin(jobs, eq(jobs.id, meetings.jobId))
      .innerJoin(applications, eq(applications.id, meetings.applicationId))
      .innerJoin(clientUser, eq(clientUser.id, meetings.clientId))
      .innerJoin(supplierUser, eq(supplierUser.id, meetings.supplierId));
  }

  /** One meeting the actor takes part in (admins: any), with job and parties; null otherwise. */
  async findForActor(actor: Actor, id: string, tx: DbOrTx = this.db): Promise<MeetingWithParties | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.joined(tx)
      .where(and(eq(meetings.id, id), meetingScope(actor)))
      .limit(1);
    return row ? toParties(row as SelectedRow) : null;
  }

  /** A meeting by id (the reminder job's check); no scope. */
  async findById(id: string, tx: DbOrTx = this.db): Promise<MeetingWithParties | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.joined(tx).where(eq(meetings.id, id)).limit(1);
    return row ? toParties(row as SelectedRow) : null;
  }

  async list(
    actor: Actor,
    filter: MeetingListFilter,
  ): Promise<{ items: MeetingWithParties[]; total: number }> {
    const conditions: (SQL | undefined)[] = [meetingScope(actor)];
    if (filter.when === 'upcoming') conditions.push(sql`${endOf} > now()`);
    if (filter.when === 'past') conditions.push(sql`${endOf} <= now()`);
    if (filter.status) conditions.push(eq(meetings.status, filter.status));
    if (filter.jobId && isUuid(filter.jobId)) conditions.push(eq(meetings.jobId, filter.jobId));
    if (filter.userId && isUuid(filter.userId))
      conditions.push(or(eq(meetings.clientId, filter.userId), eq(meetings.supplierId, filter.userId)));
    const where = and(...conditions);
    const order =
      filter.when === 'past'
        ? [desc(meetings.startsAt), desc(meetings.id)]
        : [asc(meetings.startsAt), asc(meetings.id)];
    const [rows, [totals]] = await Promise.all([
      this.joined(this.db)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(meetings).where(where),
    ]);
    return { items: (rows as SelectedRow[]).map(toParties), total: totals?.total ?? 0 };
  }

  /** The user's other meetings still taking place that overlap [start, start + minutes). */
  async overlapping(
    userId: string,
    start: Date,
    minutes: number,
    excludeId: string | null,
    tx: DbOrTx = this.db,
  ): Promise<{ id: string; jobTitle: string; startsAt: Date; durationMinutes: number }[]> {
    const end = new Date(start.getTime() + minutes * 60_000);
    return tx
      .select({
        id: meetings.id,
        jobTitle: jobs.title,
        startsAt: meetings.startsAt,
        durationMinutes: meetings.durationMinutes,
      })
      .from(meetings)
      .innerJoin(jobs, eq(jobs.id, meetings.jobId))
      .where(
        and(
          or(eq(meetings.clientId, userId), eq(meetings.supplierId, userId)),
          inArray(meetings.status, [...ACTIVE_MEETING_STATUSES]),
          excludeId ? ne(meetings.id, excludeId) : undefined,
          sql`${meetings.startsAt} < ${end.toISOString()}::timestamptz`,
          gt(endOf, sql`${start.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(asc(meetings.startsAt));
  }

  async insert(tx: Tx, row: NewMeetingRow): Promise<MeetingRow> {
    const [inserted] = await tx.insert(meetings).values(row).returning();
    if (!inserted) throw new Error('meeting insert returned no row');
    return inserted;
  }

  /**
   * Changes a meeting that is still in one of `from` at `sequence`, raising the sequence; null when it
   * changed meanwhile (the caller answers 409).
   */
  async change(
    tx: Tx,
    id: string,
    from: readonly MeetingStatus[],
    sequence: number,
    set: Partial<
      Pick<MeetingRow, 'status' | 'startsAt' | 'proposedStartsAt' | 'proposedBy' | 'cancelReason'>
    >,
  ): Promise<MeetingRow | null> {
    const [row] = await tx
      .update(meetings)
      .set({ ...set, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(meetings.id, id), inArray(meetings.status, [...from]), eq(meetings.sequence, sequence)))
      .returning();
    return row ?? null;
  }

  async addHistory(tx: Tx, entry: typeof meetingHistory.$inferInsert): Promise<void> {
    await tx.insert(meetingHistory).values(entry);
  }

  history(meetingIds: string[]): Promise<MeetingHistoryRow[]> {
    if (!meetingIds.length) return Promise.resolve([]);
    return this.db
      .select()
      .from(meetingHistory)
      .where(inArray(meetingHistory.meetingId, meetingIds))
      .orderBy(asc(meetingHistory.createdAt), asc(meetingHistory.sequence));
  }

  /**
   * Marks the reminder of `kind` sent for `sequence`, if the meeting still is at that sequence, still
   * takes place, has not started and was not reminded for it; true when this call marked it.
   */
  async markReminded(tx: DbOrTx, id: string, kind: '24h' | '1h', sequence: number): Promise<boolean> {
    const column = kind === '24h' ? meetings.reminded24hSequence : meetings.reminded1hSequence;
    const [row] = await tx
      .update(meetings)
      .set(kind === '24h' ? { reminded24hSequence: sequence } : { reminded1hSequence: sequence })
      .where(
        and(
          eq(meetings.id, id),
          eq(meetings.sequence, sequence),
          inArray(meetings.status, [...ACTIVE_MEETING_STATUSES]),
          gt(meetings.startsAt, sql`now()`),
          sql`${column} IS DISTINCT FROM ${sequence}`,
        ),
      )
      .returning({ id: meetings.id });
    return Boolean(row);
  }
}
