import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { NotificationDto, PageQueryDto, UnreadCountDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get(API_PATHS.notifications.list)
  @ApiOperation({ summary: 'The current user’s notifications, newest first' })
  @ApiEnvelope(NotificationDto, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto) {
    return this.notifications.list(user, query.page, query.limit);
  }

  @Get(API_PATHS.notifications.unreadCount)
  @ApiOperation({ summary: 'Number of unread notifications (header bell)' })
  @ApiEnvelope(UnreadCountDto)
  unreadCount(@CurrentUser() user: AuthenticatedUser) {
    return this.notifications.unreadCount(user);
  }
}
