import { useSearchParams } from 'react-router';
import { OrderTracking } from '@/features/orders/components/order-tracking';

/** `/users/orders/tracking`: the order named by `?orderId=`, or the latest open one. */
export default function TrackingRoute() {
  const [searchParams] = useSearchParams();
  return <OrderTracking orderIdParam={searchParams.get('orderId')} />;
}
