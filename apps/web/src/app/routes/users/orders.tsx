import { ContentLayout } from '@/components/layout/content-layout';
import { OrdersList } from '@/features/orders/components/orders-list';

/** `/users/orders`: the shopper's orders, a page at a time (spec section 2). */
export default function OrdersRoute() {
  return (
    <ContentLayout title="My Orders">
      <OrdersList />
    </ContentLayout>
  );
}
