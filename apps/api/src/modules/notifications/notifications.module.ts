import { Module } from '@nestjs/common';
import { NotificationsRepository } from '@fachwerk/server/db';
import { RealtimeModule } from '../../realtime';
import { NotificationPush } from './notification-push';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

/**
 * Notifications: the Notifier other modules call inside their transactions, the caller's list and
 * mark-read routes, and the realtime push after commit (NotificationPush).
 */
@Module({
  imports: [RealtimeModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, Notifier, NotificationPush],
  exports: [Notifier],
})
export class NotificationsModule {}
