import type { UserType } from '@fachwerk/shared/contracts';
import { lazyChunk } from '@fachwerk/web/ui';
import type { ReactNode } from 'react';

// One lazy entry for every invoice screen: only this map lands in the remote's first chunk.
const InvoicePage = lazyChunk('invoices', async () => ({
  default: (await import(/* webpackChunkName: "invoices" */ './InvoicePage')).InvoicePage,
}));

/**
 * Invoice pages per role: the list; the view (also by id alone, as the `invoiceReceived` notification
 * links it); the supplier's create/edit screens and `/auto-invoice/…` (`new` for a new from-hours draft).
 */
export const invoicePages = (role: UserType): Record<string, ReactNode> => {
  const page = (path: string, screen: 'list' | 'view' | 'edit' | 'auto') => ({
    [path]: <InvoicePage key={role + screen} role={role} screen={screen} />,
  });
  const base = '/:jobId/:clientId/:supplierId';
  return {
    ...page('/invoice/list', 'list'),
    ...page(`/invoice-view${base}/:invoiceId`, 'view'),
    ...page('/invoice-view/:invoiceId', 'view'),
    ...(role === 'supplier'
      ? {
          ...page(`/invoice${base}`, 'edit'),
          ...page(`/invoice${base}/:invoiceId`, 'edit'),
          ...page(`/auto-invoice${base}/:invoiceId`, 'auto'),
        }
      : // the client and admins follow an /auto-invoice link to the invoice it made
        page(`/auto-invoice${base}/:invoiceId`, 'view')),
  };
};
