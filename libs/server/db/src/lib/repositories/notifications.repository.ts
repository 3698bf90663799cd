import { Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { InjectDb } from '../db.module';
import { notifications, type NotificationRow } from '../schema/notifications';
import type { Actor } from './actor';

/** Notifications belong to one user; every method takes the actor. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  async listForActor(actor: Actor, page: number, limit: number): Promise<{ items: NotificationRow[]; total: number }> {
    const mine = eq(notifications.userId, actor.id);
    const [items, [totals]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db.select({ total: count() }).from(notifications).where(mine),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  async countUnread(actor: Actor): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }
}
