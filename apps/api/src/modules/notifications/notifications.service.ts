import { Injectable } from '@nestjs/common';
import type { Paginated, UnreadCountResponse } from '@fachwerk/shared/contracts';
import type { AuthenticatedUser } from '@fachwerk/server/core';
import { NotificationsRepository } from '@fachwerk/server/db';
import type { NotificationDto } from './dto/notifications.dto';

@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(actor: AuthenticatedUser, page: number, limit: number): Promise<Paginated<NotificationDto>> {
    const { items, total } = await this.notifications.listForActor(actor, page, limit);
    return {
      items: items.map((n) => ({
        _id: n.id,
        type: n.type,
        title: n.title,
        body: n.body,
        link: n.link,
        readAt: n.readAt?.toISOString() ?? null,
        createdAt: n.createdAt.toISOString(),
      })),
      total,
      page,
      limit,
    };
  }

  async unreadCount(actor: AuthenticatedUser): Promise<UnreadCountResponse> {
    return { count: await this.notifications.countUnread(actor) };
  }
}
