import { Module } from '@nestjs/common';
import { AuditLogRepository, PermitsRepository, UsersRepository } from '@fachwerk/server/db';
import { FileReferencesModule } from '../../common/file-references';
import { PermitCheck } from './permit-check';
import { PermitsController } from './permits.controller';
import { PermitsService } from './permits.service';

/**
 * The suppliers' AÜG permits (§ 1 (1) sentence 1 AÜG): filing, the admin's verification, the status
 * clients see. Exports PermitCheck (the awards module refuses applications to and awards of resource
 * jobs without a verified, valid permit). The warnings before expiry run in the worker.
 */
@Module({
  imports: [FileReferencesModule],
  controllers: [PermitsController],
  providers: [PermitsService, PermitCheck, PermitsRepository, UsersRepository, AuditLogRepository],
  exports: [PermitCheck],
})
export class PermitsModule {}
