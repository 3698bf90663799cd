import { Module } from '@nestjs/common';
import { NotificationsRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

@Module({
  // Notifier writes the e-mail copy through the outbox (OutboxWriter).
  imports: [QueueModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, Notifier],
  exports: [Notifier],
})
export class NotificationsModule {}
