/**
 * Public entry of the invoices module: Invoices, e-invoices and their reports.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { InvoicesModule } from './invoices.module';
export { InvoiceDraftsService } from './invoice-drafts.service';
export { InvoiceIssuingService } from './invoice-issuing.service';
export { formatMoney, InvoicesPresenter } from './invoices.presenter';
export { agreedValueOf } from './invoice-billing';
export { InvoicesService } from './invoices.service';
