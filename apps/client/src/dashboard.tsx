import { DashboardPage } from '@fachwerk/web/ui';

export default function ClientDashboard() {
  return <DashboardPage role="client" />;
}
