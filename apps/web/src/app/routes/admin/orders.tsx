import { OrdersList } from '@/features/admin/components/orders-list';

export default function AdminOrdersRoute() {
  return <OrdersList />;
}
