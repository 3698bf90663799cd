import { FileReferencesModule } from '../../common/file-references';
import { Module } from '@nestjs/common';
import {
  AuditLogRepository,
  CatalogueLookupRepository,
  JobsRepository,
  UsersRepository,
} from '@fachwerk/server/db';
import { AwardsModule } from '../awards';
import { NotificationsModule } from '../notifications';
import { JobsController } from './jobs.controller';
import { JobLifecycleService } from './job-lifecycle.service';
import { JobSearchService } from './job-search.service';
import { JobViews } from './job-views';
import { OpenJobsIndex } from './open-jobs-index';

/** Jobs: posting, editing, publishing, closing, search, relevant jobs, saved jobs, admin deactivation. */
@Module({
  imports: [NotificationsModule, AwardsModule, FileReferencesModule],
  controllers: [JobsController],
  providers: [
    // One per api instance (see OpenJobsIndex).
    {
      provide: OpenJobsIndex,
      useFactory: (jobs: JobsRepository) => new OpenJobsIndex(jobs),
      inject: [JobsRepository],
    },
    JobLifecycleService,
    JobSearchService,
    JobViews,
    JobsRepository,
    CatalogueLookupRepository,
    UsersRepository,
    AuditLogRepository,
  ],
  // The dashboard counts relevant jobs with the same ranking.
  exports: [JobSearchService],
})
export class JobsModule {}
