import { Module } from '@nestjs/common';
import { AccountingRepository } from '@fachwerk/server/db';
import { AccountingExportsController } from './accounting-exports.controller';
import { AccountingExports } from './accounting-exports.service';
import { BuyerReferencesController } from './buyer-references.controller';
import { BuyerReferences } from './buyer-references.service';

/**
 * Accountants and public buyers: the client's buyer reference (Leitweg-ID) and a job's own, bound as
 * BT-10 when an invoice is issued (BuyerReferences, used by invoices); a supplier's bookkeeping
 * settings and its exports of issued invoices (DATEV, GoBD archive, CSV lists).
 */
@Module({
  controllers: [BuyerReferencesController, AccountingExportsController],
  providers: [BuyerReferences, AccountingExports, AccountingRepository],
  exports: [BuyerReferences],
})
export class AccountingModule {}
