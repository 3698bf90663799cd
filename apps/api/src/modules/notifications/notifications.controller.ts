import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, requestLanguage, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { NotificationListDto, NotificationListQueryDto, UnreadCountDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get(API_PATHS.notifications.list)
  @ApiOperation({
    summary:
      'The current user’s notifications, newest first (unread=true: unread only), with the unread count; texts in the Accept-Language of the request',
  })
  @ApiEnvelope(NotificationListDto)
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: NotificationListQueryDto, @Req() request: FastifyRequest) {
    // the reader's current language (Accept-Language), not the one of the moment it was written
    return this.notifications.list(user, query, requestLanguage(request));
  }

  @Get(API_PATHS.notifications.unreadCount)
  @ApiOperation({ summary: 'Number of unread notifications (header bell)' })
  @ApiEnvelope(UnreadCountDto)
  unreadCount(@CurrentUser() user: AuthenticatedUser) {
    return this.notifications.unreadCount(user);
  }

  @Post(API_PATHS.notifications.readAll)
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all own notifications read; answers and pushes the new unread count' })
  @ApiEnvelope(UnreadCountDto)
  async readAll(@CurrentUser() user: AuthenticatedUser) {
    return withMessage('server.engagement.notifications.allRead', await this.notifications.markAllRead(user));
  }

  @Post(API_PATHS.notifications.read(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark one own notification read (another user’s: 404); answers and pushes the new unread count',
  })
  @ApiEnvelope(UnreadCountDto)
  async read(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.engagement.notifications.read', await this.notifications.markRead(user, id));
  }
}
