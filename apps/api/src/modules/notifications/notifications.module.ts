import { Module } from '@nestjs/common';
import { NotificationsRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

/** The notification list of a user, and `Notifier`, which every domain event uses to reach a user. */
@Module({
  imports: [QueueModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, Notifier],
  exports: [Notifier],
})
export class NotificationsModule {}
