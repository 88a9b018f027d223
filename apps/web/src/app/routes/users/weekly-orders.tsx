import { ContentLayout } from '@/components/layout/content-layout';
import { WeeklyOrders } from '@/features/weekly-box/components/weekly-orders';

/** `/users/weekly-orders` (issue 40): the shopper's standing orders, beside My Orders. */
export default function WeeklyOrdersRoute() {
  return (
    <ContentLayout title="My weekly orders">
      <WeeklyOrders />
    </ContentLayout>
  );
}
