import { useParams } from 'react-router';
import { OrderPage } from '@/features/admin/components/order-page';
import { parseId } from '@/features/admin/utils/labels';

export default function AdminOrderRoute() {
  const { orderId } = useParams();
  return <OrderPage key={orderId} orderId={parseId(orderId)} />;
}
