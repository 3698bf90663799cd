import { Module } from '@nestjs/common';
import { ApplicationsRepository, AwardsRepository, WorkLogsRepository } from '@fachwerk/server/db';
import { ContractsModule } from '../contracts';
import { NotificationsModule } from '../notifications';
import { WorkLogsController } from './work-logs.controller';
import { WorkLogsService } from './work-logs.service';

/**
 * Working hours of awarded work: recording, corrections as versions, review by the client,
 * CSV/PDF export. Automatic approval runs in the worker (WorkLogAutoApproval in server-db). The
 * invoices module reads approved hours through WorkLogsRepository (approvedUninvoiced, markInvoiced).
 */
@Module({
  imports: [NotificationsModule, ContractsModule],
  controllers: [WorkLogsController],
  providers: [WorkLogsService, WorkLogsRepository, AwardsRepository, ApplicationsRepository],
})
export class WorkLogsModule {}
