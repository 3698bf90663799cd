import './invoices.css';
import type { UserType } from '@fachwerk/shared/contracts';
import { InvoiceEditorPage } from './InvoiceEditorPage';
import { InvoiceListPage } from './InvoiceListPage';
import { InvoiceViewPage } from './InvoiceViewPage';

/** The invoices chunk's entry: the screen a route names. */
export function InvoicePage({ role, screen }: { role: UserType; screen: 'list' | 'view' | 'edit' | 'auto' }) {
  if (screen === 'list') return <InvoiceListPage role={role} />;
  if (screen === 'view') return <InvoiceViewPage role={role} />;
  return <InvoiceEditorPage auto={screen === 'auto'} />;
}
