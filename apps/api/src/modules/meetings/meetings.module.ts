import { Module } from '@nestjs/common';
import { AuditLogRepository, MeetingsRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { AwardsModule } from '../awards';
import { NotificationsModule } from '../notifications';
import { MeetingsController } from './meetings.controller';
import { MeetingsService } from './meetings.service';

/**
 * Meetings between a job's client and a supplier who applied: scheduling, proposals,
 * acceptance, cancellation, rejecting the supplier (through the applications' reject path), calendar
 * files and the reminders the worker sends.
 */
@Module({
  imports: [AwardsModule, NotificationsModule, QueueModule],
  controllers: [MeetingsController],
  providers: [MeetingsService, MeetingsRepository, AuditLogRepository],
  exports: [MeetingsService],
})
export class MeetingsModule {}
