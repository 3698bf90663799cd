import { DashboardPage } from '@fachwerk/web/ui';

export default function AdminDashboard() {
  return <DashboardPage role="admin" />;
}
