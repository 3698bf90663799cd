import { FileReferencesModule } from '../../common/file-references';
import { Module } from '@nestjs/common';
import { ApplicationsRepository, AwardsRepository, CatalogueLookupRepository, WorkersRepository } from '@fachwerk/server/db';
import { AuthModule } from '../auth';
import { WorkersController } from './workers.controller';
import { WorkersService } from './workers.service';

/**
 * A supplier's team. Other modules (jobs: proposals, named workers) import this module and use
 * WorkersRepository.summariesFor / ownedBy.
 */
@Module({
  imports: [AuthModule, FileReferencesModule],
  controllers: [WorkersController],
  providers: [WorkersService, WorkersRepository, CatalogueLookupRepository, AwardsRepository, ApplicationsRepository],
  exports: [WorkersRepository],
})
export class WorkersModule {}
