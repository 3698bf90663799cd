import { Module } from '@nestjs/common';
import { ApplicationsRepository, AwardsRepository } from '@fachwerk/server/db';
import { NotificationsModule } from '../notifications/notifications.module';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { AwardsController } from './awards.controller';
import { AwardsPresenter } from './awards-presenter';
import { AwardsService } from './awards.service';

/** Applications to jobs and the awarded work that follows (named workers, start, completion, approval). */
@Module({
  imports: [NotificationsModule],
  controllers: [ApplicationsController, AwardsController],
  providers: [ApplicationsService, AwardsService, AwardsPresenter, ApplicationsRepository, AwardsRepository],
})
export class AwardsModule {}
