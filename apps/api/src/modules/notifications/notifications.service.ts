import { Injectable } from '@nestjs/common';
import type {
  NotificationListResponse,
  NotificationResponse,
  UnreadCountResponse,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { translate } from '@fachwerk/shared/i18n/server';
import { NotificationsRepository, type NotificationRow } from '@fachwerk/server/db';
import { NotificationPush } from './notification-push';

/**
 * A notification in the reader's current language: rendered from its type and parameters at read
 * time; rows stored before the parameters were kept show the text as stored.
 */
const toResponse = (n: NotificationRow, language: string): NotificationResponse => ({
  _id: n.id,
  type: n.type,
  title: n.params ? translate(language, `notifications.${n.type}.title`, n.params) : n.title,
  body: n.params ? translate(language, `notifications.${n.type}.body`, n.params) : n.body,
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
    language: string,
  ): Promise<NotificationListResponse> {
    const { items, total, unread } = await this.notifications.listForActor(actor, query);
    return { items: items.map((n) => toResponse(n, language)), total, page: query.page, limit: query.limit, unread };
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
