import { isOpenOrder } from '@oko/shared/order-status';
import { formatNairaAmount } from '@oko/shared/money';
import { dealRows } from '@oko/shared/schemas/deals';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layout/content-layout';
import { HeadedSection } from '@/components/ui/headed-section';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { useOrders } from '../api/get-orders';
import { type OrderTracking as OrderTrackingData, useOrderTracking } from '../api/get-order-tracking';
import { parseId } from '@/lib/ids';
import { paymentLabel } from '../utils/order-labels';
import { OrderNotFound } from './order-not-found';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { OrdersLoadError, OrdersLoading } from './orders-load-states';
import { StatusTimeline } from './status-timeline';
import { textLinkClass } from '@/components/ui/text-link-class';

/**
 * `/users/orders/tracking`: the status timeline of the order named by `?orderId=` (as it came in the URL), or,
 * without one (or with an empty one), of the shopper's latest open order.
 */
export function OrderTracking({ orderIdParam }: { orderIdParam: string | null }) {
  const orderId = parseId(orderIdParam);
  return (
    <ContentLayout title="Track Order">
      {!orderIdParam ? (
        <LatestOpenOrderTracking />
      ) : orderId === null ? (
        <OrderNotFound titled />
      ) : (
        <TrackingOf orderId={orderId} />
      )}
    </ContentLayout>
  );
}

/** The newest order that is neither delivered nor cancelled: the first open one of page 1 (newest first). */
function LatestOpenOrderTracking() {
  const orders = useOrders({ page: 1 });
  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLoadError what="your orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  }
  const open = orders.data.data.find((order) => isOpenOrder(order.status));
  if (!open) {
    return (
      <p className="text-stone-700">
        You have no open order to track.{' '}
        <Link to={paths.users.orders.getHref()} className={textLinkClass}>
          See My Orders
        </Link>
      </p>
    );
  }
  return <TrackingOf orderId={open.id} />;
}

function TrackingOf({ orderId }: { orderId: number }) {
  const tracking = useOrderTracking(orderId);
  if (tracking.isPending) return <OrdersLoading />;
  if (tracking.isError) {
    if (isNotFound(tracking.error)) return <OrderNotFound titled />;
    return (
      <OrdersLoadError
        what={`the progress of order #${orderId}`}
        error={tracking.error}
        onRetry={() => void tracking.refetch()}
      />
    );
  }
  return <TrackingView tracking={tracking.data} />;
}

function TrackingView({ tracking }: { tracking: OrderTrackingData }) {
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <HeadedSection
        id="tracked-order"
        title={
          <Link to={paths.users.order.getHref(tracking.order_id)} className={textLinkClass}>
            Order #{tracking.order_id}
          </Link>
        }
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white p-4"
      >
        <OrderStatusBadge status={tracking.status} pickup={tracking.pickup} />
        <p className="w-full text-sm text-stone-600">Placed {formatDateTime(tracking.created_at)}</p>
        <p className="w-full text-sm text-stone-600">
          Payment: {paymentLabel(tracking.payment_method, tracking.payment_status)}
        </p>
        {dealRows(tracking).map((row) => (
          <p key={row.label} className="w-full text-sm text-stone-600">
            {row.label}: −{formatNairaAmount(row.amount)}
          </p>
        ))}
      </HeadedSection>
      <StatusTimeline tracking={tracking} />
      <Link to={paths.users.orders.getHref()} className={textLinkClass}>
        Back to My Orders
      </Link>
    </div>
  );
}
