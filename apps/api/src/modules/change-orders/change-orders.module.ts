import { Module } from '@nestjs/common';
import { AuditLogRepository, AwardsRepository, ChangeOrdersRepository, UsersRepository } from '@fachwerk/server/db';
import { NotificationsModule } from '../notifications';
import { ChangeOrdersController } from './change-orders.controller';
import { ChangeOrdersService } from './change-orders.service';

/**
 * Change orders (Nachträge) of fixed-price awards: proposed by the supplier, accepted or declined by
 * the client, withdrawn by the supplier. The invoices module reads the accepted ones in its issuing
 * transaction (InvoiceRecordsRepository.acceptedChangeOrders), so this module exports nothing.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [ChangeOrdersController],
  providers: [ChangeOrdersService, ChangeOrdersRepository, AwardsRepository, UsersRepository, AuditLogRepository],
})
export class ChangeOrdersModule {}
