import { useParams, useSearchParams } from 'react-router';
import { OrderDetails } from '@/features/orders/components/order-details';
import { parseId } from '@/lib/ids';
import { CardPayment } from '@/features/payments/components/card-payment';
import { TransferPayment } from '@/features/payments/components/transfer-payment';
import { RefundAccount } from '@/features/payments/components/refund-account';
import { RepeatOrder } from '@/features/weekly-box/components/repeat-order';

/** `/users/orders/{orderId}`: one of the shopper's orders; back from the card checkout with `?reference=`. */
export default function OrderRoute() {
  const { orderId } = useParams();
  const [searchParams] = useSearchParams();
  const id = parseId(orderId);
  const reference = searchParams.get('reference');
  // Keyed by order, so moving between orders starts each from its own loading state.
  return (
    <OrderDetails
      key={id ?? 'none'}
      orderId={id}
      renderPayment={(order) => (
        <>
          <CardPayment order={order} reference={reference} />
          <TransferPayment order={order} />
          <RefundAccount order={order} />
        </>
      )}
      renderRepeat={(order) => <RepeatOrder order={order} />}
    />
  );
}
