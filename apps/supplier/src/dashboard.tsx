import { DashboardPage } from '@fachwerk/web/ui';

export default function SupplierDashboard() {
  return <DashboardPage role="supplier" />;
}
