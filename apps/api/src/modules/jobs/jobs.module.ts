import { Module } from '@nestjs/common';
import {
  AuditLogRepository,
  CatalogueLookupRepository,
  JobsRepository,
  UsersRepository,
} from '@fachwerk/server/db';
import { AwardsModule } from '../awards/awards.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { RelevantRankingCache } from './relevant-cache';

/** Jobs: posting, editing, publishing, closing, search, relevant jobs, saved jobs, admin deactivation. */
@Module({
  imports: [NotificationsModule, AwardsModule],
  controllers: [JobsController],
  providers: [
    // One ranking cache per api instance (see RelevantRankingCache).
    { provide: RelevantRankingCache, useFactory: () => new RelevantRankingCache() },
    JobsService,
    JobsRepository,
    CatalogueLookupRepository,
    UsersRepository,
    AuditLogRepository,
  ],
})
export class JobsModule {}
