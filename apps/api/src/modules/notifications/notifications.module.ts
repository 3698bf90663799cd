import { Module } from '@nestjs/common';
import { NotificationsRepository } from '@fachwerk/server/db';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, Notifier],
  exports: [Notifier],
})
export class NotificationsModule {}
