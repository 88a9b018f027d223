import { WeeklyOrdersPage } from '@/features/admin/components/weekly-orders-page';

export default function AdminWeeklyOrdersRoute() {
  return <WeeklyOrdersPage />;
}
