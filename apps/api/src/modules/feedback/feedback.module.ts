import { Module } from '@nestjs/common';
import { AuditLogRepository, FeedbackRepository, UsersRepository } from '@fachwerk/server/db';
import { NotificationsModule } from '../notifications';
import { FeedbackController } from './feedback.controller';
import { FeedbackService } from './feedback.service';

/**
 * Feedback on approved awarded work: write, read with the reveal rule, supplier ratings, admin
 * moderation. Exports FeedbackRepository (`ratingsFor`, `forAwards`) and FeedbackService for the
 * jobs and awards modules; `awardFeedbackFor` (feedback.service.ts) applies the reveal rule to rows.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [FeedbackController],
  providers: [FeedbackService, FeedbackRepository, UsersRepository, AuditLogRepository],
  exports: [FeedbackRepository, FeedbackService],
})
export class FeedbackModule {}
