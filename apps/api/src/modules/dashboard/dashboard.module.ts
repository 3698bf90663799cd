import { Module } from '@nestjs/common';
import { DashboardRepository, FeedbackRepository } from '@fachwerk/server/db';
import { JobsModule } from '../jobs';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** GET /dashboard: the figures of the caller's role. */
@Module({
  imports: [JobsModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardRepository, FeedbackRepository],
})
export class DashboardModule {}
