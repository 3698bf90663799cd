import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { InjectDb } from '../db.module';
import { notifications, type NotificationRow } from '../schema/notifications';
import type { Actor } from './actor';

/**
 * PostgreSQL channel on which a stored notification is announced. `pg_notify` inside a transaction is
 * delivered only when that transaction commits (and never when it rolls back), so listeners push a
 * notification to the user exactly when it exists. Payload: `NotificationAnnouncement` as JSON.
 */
export const NOTIFICATION_CHANNEL = 'fachwerk_notification';
export interface NotificationAnnouncement {
  id: string;
  userId: string;
}

/**
 * Stores a notification and announces it on `NOTIFICATION_CHANNEL` in the same transaction. Every
 * writer of notifications (the api's Notifier, worker jobs) goes through this, so the realtime push
 * follows the commit wherever the change happens.
 */
export async function insertNotification(
  tx: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await tx.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  const announcement: NotificationAnnouncement = { id: row.id, userId: row.userId };
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(announcement)})`);
  return row;
}

export interface NotificationListFilter {
  page: number;
  limit: number;
  /** only unread notifications */
  unread?: boolean;
}

/** Notifications belong to one user; every method takes the actor. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async listForActor(
    actor: Actor,
    filter: NotificationListFilter,
  ): Promise<{ items: NotificationRow[]; total: number; unread: number }> {
    const mine = eq(notifications.userId, actor.id);
    const where: SQL | undefined = filter.unread ? and(mine, isNull(notifications.readAt)) : mine;
    const [items, [totals], unread] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(notifications).where(where),
      this.countUnread(actor),
    ]);
    return { items, total: totals?.total ?? 0, unread };
  }

  countUnread(actor: Actor, tx: DbOrTx = this.db): Promise<number> {
    return this.unreadOf(actor.id, tx);
  }

  /** One of the actor's notifications; undefined for another user's (callers answer 404). */
  async findForActor(actor: Actor, id: string): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)));
    return row;
  }

  /**
   * Marks one of the actor's notifications read (idempotent: an already read one keeps its time).
   * Returns false when the actor has no notification with this id.
   */
  async markRead(actor: Actor, id: string): Promise<boolean> {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, actor.id));
    const [updated] = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (updated) return true;
    return (await this.findForActor(actor, id)) !== undefined;
  }

  /** Marks every unread notification of the actor read; returns how many changed. */
  async markAllRead(actor: Actor): Promise<number> {
    const changed = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return changed.length;
  }

  /**
   * A notification with its recipient's unread count, for the realtime push after commit. Not
   * actor-scoped: called by the server itself with the ids the Notifier published.
   */
  async findForPush(id: string): Promise<{ row: NotificationRow; unread: number } | undefined> {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, id));
    if (!row) return undefined;
    return { row, unread: await this.unreadOf(row.userId) };
  }

  /**
   * The unread count, asked on every page load (the bell): outside a transaction a named prepared
   * statement, built by drizzle once and planned once per connection (see findLiveSessionActor).
   */
  private async unreadOf(userId: string, tx: DbOrTx = this.db): Promise<number> {
    if (tx !== this.db) {
      const [row] = await tx
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    }
    this.unreadCount ??= this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
      .prepare('notifications_unread_count');
    const [row] = await this.unreadCount.execute({ userId });
    return row?.unread ?? 0;
  }

  private unreadCount?: { execute(placeholders: { userId: string }): Promise<{ unread: number }[]> };
}
