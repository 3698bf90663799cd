import { Injectable } from '@nestjs/common';
import type {
  NotificationListResponse,
  NotificationResponse,
  UnreadCountResponse,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { NotificationsRepository, type NotificationRow } from '@fachwerk/server/db';
import { NotificationPush } from './notification-push';

const toResponse = (n: NotificationRow): NotificationResponse => ({
  _id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

/** The caller's own notifications: list, unread count, mark read. Marking read pushes the new count. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly push: NotificationPush,
  ) {}

  async list(
    actor: AuthenticatedUser,
    query: { page: number; limit: number; unread?: boolean },
  ): Promise<NotificationListResponse> {
    const { items, total, unread } = await this.notifications.listForActor(actor, query);
    return { items: items.map(toResponse), total, page: query.page, limit: query.limit, unread };
  }

  async unreadCount(actor: AuthenticatedUser): Promise<UnreadCountResponse> {
    return { count: await this.notifications.countUnread(actor) };
  }

  /** Another user's notification is a 404, like one that does not exist. */
  async markRead(actor: AuthenticatedUser, id: string): Promise<UnreadCountResponse> {
    if (!(await this.notifications.markRead(actor, id))) throw new DomainError('NOT_FOUND');
    return { count: await this.push.pushUnreadCount(actor) };
  }

  async markAllRead(actor: AuthenticatedUser): Promise<UnreadCountResponse> {
    await this.notifications.markAllRead(actor);
    return { count: await this.push.pushUnreadCount(actor) };
  }
}
