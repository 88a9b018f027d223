import { useOrders } from '@/features/orders/api/get-orders';
import { WaitingCardOrder } from '@/features/payments/components/waiting-card-order';

/**
 * The cart's and the checkout's pointer to a card order left unpaid (issue 23): the shopper's newest orders (the
 * orders feature) handed to the payments feature's note with its Pay now. For a signed-in shopper only.
 */
export function WaitingCardOrderPointer() {
  const orders = useOrders({ page: 1 });
  return <WaitingCardOrder orders={orders.data?.data} />;
}
