import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

const InvoiceListPage = lazyChunk('invoices', async () => ({
  default: (await import(/* webpackChunkName: "invoices" */ './InvoiceListPage')).InvoiceListPage,
}));
const InvoiceEditorPage = lazyChunk('invoices', async () => ({
  default: (await import(/* webpackChunkName: "invoices" */ './InvoiceEditorPage')).InvoiceEditorPage,
}));
const InvoiceViewPage = lazyChunk('invoices', async () => ({
  default: (await import(/* webpackChunkName: "invoices" */ './InvoiceViewPage')).InvoiceViewPage,
}));

const VIEW = '/invoice-view/:jobId/:clientId/:supplierId/:invoiceId';

/**
 * Invoice pages per role: the list for everybody; the supplier's create/edit and auto-invoice screens;
 * the view (also by id alone, as the `invoiceReceived` notification links it).
 */
export const invoicePages = (role: UserType): Record<string, ReactNode> => ({
  '/invoice/list': <InvoiceListPage key={role} role={role} />,
  [VIEW]: <InvoiceViewPage key={role} role={role} />,
  '/invoice-view/:invoiceId': <InvoiceViewPage key={role} role={role} />,
  ...(role === 'supplier'
    ? {
        '/invoice/:jobId/:clientId/:supplierId': <InvoiceEditorPage />,
        '/invoice/:jobId/:clientId/:supplierId/:invoiceId': <InvoiceEditorPage />,
        '/auto-invoice/:jobId/:clientId/:supplierId': <InvoiceEditorPage auto />,
        '/auto-invoice/:jobId/:clientId/:supplierId/:invoiceId': <InvoiceEditorPage auto />,
      }
    : {}),
});
