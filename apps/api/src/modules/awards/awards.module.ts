import { FileReferencesModule } from '../../common/file-references';
import { Module } from '@nestjs/common';
import { ApplicationsRepository, AwardsRepository, ChatRepository, PermitsRepository } from '@fachwerk/server/db';
import { ContractsModule } from '../contracts';
import { FeedbackModule } from '../feedback';
import { NotificationsModule } from '../notifications';
import { PermitsModule } from '../permits';
import { WorkersModule } from '../workers';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { AwardsController } from './awards.controller';
import { AwardsPresenter } from './awards-presenter';
import { AwardsService } from './awards.service';

/**
 * Applications to jobs and the awarded work that follows (named workers, start, completion, approval).
 * Ratings and the feedback reveal rule come from the feedback module, worker summaries from the
 * workers module, job summaries from jobs/job-mapping.
 */
@Module({
  imports: [NotificationsModule, FeedbackModule, WorkersModule, FileReferencesModule, ContractsModule, PermitsModule],
  controllers: [ApplicationsController, AwardsController],
  providers: [ApplicationsService, AwardsService, AwardsPresenter, ApplicationsRepository, AwardsRepository, ChatRepository, PermitsRepository],
  // the jobs module shows a supplier their own application with the job; the meetings module
  // schedules against applications and rejects a supplier through the applications' reject path
  exports: [AwardsPresenter, ApplicationsService, ApplicationsRepository],
})
export class AwardsModule {}
