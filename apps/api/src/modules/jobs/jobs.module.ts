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
import { JobsService } from './jobs.service';
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
    JobsService,
    JobsRepository,
    CatalogueLookupRepository,
    UsersRepository,
    AuditLogRepository,
  ],
  // The dashboard counts relevant jobs with the same ranking.
  exports: [JobsService],
})
export class JobsModule {}
