import { useParams } from 'react-router';
import { OrderPage } from '@/features/admin/components/order-page';
import { parseId } from '@/lib/ids';

export default function AdminOrderRoute() {
  const { orderId } = useParams();
  return <OrderPage key={orderId} orderId={parseId(orderId)} />;
}
