import { Module } from '@nestjs/common';
import { AuditLogRepository, InvoiceRecordsRepository, InvoicesRepository, UsersRepository, WorkLogsRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { AccountingModule } from '../accounting';
import { NotificationsModule } from '../notifications';
import { AdminInvoicesController } from './admin-invoices.controller';
import { InvoiceReportsService } from './invoice-reports.service';
import { InvoicesController } from './invoices.controller';
import { InvoicesPresenter } from './invoices.presenter';
import { InvoiceDraftsService } from './invoice-drafts.service';
import { InvoiceIssuingService } from './invoice-issuing.service';
import { InvoicePaymentsService } from './invoice-payments.service';
import { InvoicesService } from './invoices.service';

/**
 * Invoices: supplier invoices from awards or approved hours, issued as validated
 * e-invoices with gapless numbers, the platform's fee invoices, Storno, payments, messages, the
 * rendered documents (worker `pdf` queue) and the admin's fee report and CSV export.
 */
@Module({
  imports: [QueueModule, NotificationsModule, AccountingModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [
    InvoicesService,
    InvoiceDraftsService,
    InvoiceIssuingService,
    InvoicePaymentsService,
    InvoiceReportsService,
    InvoicesPresenter,
    InvoicesRepository,
    InvoiceRecordsRepository,
    WorkLogsRepository,
    UsersRepository,
    AuditLogRepository,
  ],
})
export class InvoicesModule {}
