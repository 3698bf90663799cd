import { Module } from '@nestjs/common';
import { AwardsRepository, ContractsRepository, PermitsRepository } from '@fachwerk/server/db';
import { NotificationsModule } from '../notifications';
import { ContractGate } from './contract-gate';
import { ContractsController } from './contracts.controller';
import { ContractsService } from './contracts.service';
import { PermitDeclarations } from './permit-declarations';

/**
 * Contracts between client and supplier (Arbeitnehmerüberlassungsvertrag, Werkvertrag), referenced by
 * awards, work logs and invoices. Exports ContractsService (the awards module creates and revises the
 * contract inside its transactions) and ContractGate (awards and work logs refuse work before both
 * parties accepted the current version).
 *
 * The PDF is rendered on request from the version's stored text (libs/server/documents, embedded
 * fonts), not by the worker: a contract is one or two pages (tens of milliseconds), the binding record
 * is the text and its hash, and the PDF also shows acceptances that come after the version was made —
 * a stored file would have to be rendered again at each acceptance.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [ContractsController],
  providers: [ContractsService, ContractGate, PermitDeclarations, ContractsRepository, AwardsRepository, PermitsRepository],
  exports: [ContractsService, ContractGate],
})
export class ContractsModule {}
