import { Dashboard } from '@/features/admin/components/dashboard';

export default function DashboardRoute() {
  return <Dashboard />;
}
