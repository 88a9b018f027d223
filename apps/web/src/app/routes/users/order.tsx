import { useParams } from 'react-router';
import { OrderDetails } from '@/features/orders/components/order-details';
import { parseOrderId } from '@/features/orders/utils/order-labels';

/** `/users/orders/{orderId}`: one of the shopper's orders. */
export default function OrderRoute() {
  const { orderId } = useParams();
  const id = parseOrderId(orderId);
  // Keyed by order, so moving between orders starts each from its own loading state.
  return <OrderDetails key={id ?? 'none'} orderId={id} />;
}
