import { formatWindow } from '@oko/shared/lagos-time';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { PhoneLink } from '@/components/ui/phone-link';
import { PickupPointText } from '@/components/ui/pickup-point';
import { landmarkText } from '@oko/shared/landmark';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-errors';
import { DocumentTitle } from '@/components/seo/page-meta';
import { useBrand } from '@/lib/brand';
import { formatDateTime } from '@/lib/dates';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { useAdminOrder } from '../api/get-admin-order';
import { LoadError, Loading } from './admin-ui';
import { linkClass } from './styles';
import { formatNairaAmount } from '@oko/shared/money';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { shopperName } from '../utils/labels';
import { OrderLines } from './order-lines';

/**
 * `/admin/orders/{id}/packing-slip`: one sheet to pack by and to hand the rider, with the address, the phone
 * to call and the lines. Printed on its own page, so only the Print and Back links need hiding on paper.
 */
export function PackingSlip({ orderId }: { orderId: number | null }) {
  return (
    <main className="mx-auto max-w-2xl p-4 text-stone-900 print:max-w-none print:p-0">
      <DocumentTitle title={orderId ? `Packing slip #${orderId}` : ORDER_MESSAGES.notFound} />
      {orderId === null ? <p>{ORDER_MESSAGES.notFound}</p> : <PackingSlipOf orderId={orderId} />}
    </main>
  );
}

function PackingSlipOf({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  if (order.isPending) return <Loading />;
  if (order.isError) {
    if (isNotFound(order.error)) return <p>{ORDER_MESSAGES.notFound}</p>;
    return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  }
  return <Slip order={order.data} />;
}

/** "near Bodija Market", "opposite Ikeja City Mall": the landmark inside the address's line. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** One order's slip; a batch prints one per page. */
export function Slip({ order, withActions = true }: { order: AdminOrderDetail; withActions?: boolean }) {
  const brand = useBrand();
  const address = order.delivery_address;
  // A pick-up order (issue 43): the point, no home address; the counter hands it over.
  const point = order.pickup_point;
  // Cash to collect at the door: the rider needs the figure on paper.
  // After packing the final total (issue 27): what the rider collects.
  const collect = order.payment_method === 'pay_on_delivery' ? order.final_total : null;

  return (
    <article
      aria-label={`Packing slip for order #${order.id}`}
      className="flex flex-col gap-4 break-after-page"
    >
      {withActions && (
        <div className="flex items-center justify-between gap-2 print:hidden">
          <Link to={paths.admin.order.getHref(order.id)} className={linkClass}>
            ← Order #{order.id}
          </Link>
          <Button onClick={() => window.print()} variant="primary" size="sm">
            Print
          </Button>
        </div>
      )}
      <header className="flex items-baseline justify-between border-b-2 border-stone-900 pb-2">
        <h1 className="text-xl font-bold">Packing slip · Order #{order.id}</h1>
        <p className="text-sm">{brand}</p>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-stone-600">{point ? 'Collected by' : 'Deliver to'}</dt>
          <dd className="font-semibold">{shopperName(order)}</dd>
          {!point && (
            <dd>
              <address className="not-italic">
                {address.street_no} {address.address}, {address.city}, {address.state}
                {address.nearest_landmark && ` (${lowerFirst(landmarkText(address.nearest_landmark))})`}
              </address>
            </dd>
          )}
          <dt className="mt-2 text-xs text-stone-600">Phone</dt>
          <dd className="font-semibold">
            <PhoneLink phone={order.phone} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">Placed</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
          <dt className="mt-2 text-xs text-stone-600">{point ? 'Collection' : 'Delivery'}</dt>
          <dd>{order.delivery_channel.name}</dd>
          {point && (
            <dd>
              <PickupPointText point={point} />
            </dd>
          )}
          {order.delivery_window && <dd className="font-semibold">{formatWindow(order.delivery_window)}</dd>}
          <dt className="mt-2 text-xs text-stone-600">Payment</dt>
          <dd>{paymentMethodLabel(order.payment_method)}</dd>
          {collect && (
            <dd className="font-semibold">
              {point
                ? `Take ${formatNairaAmount(collect)} when they collect`
                : `Collect ${formatNairaAmount(collect)}`}
            </dd>
          )}
          {order.payment_method === 'bank_transfer' && (
            <dd className="font-semibold">
              {order.payment_status === 'paid' ? 'Transfer received' : 'NOT PAID: do not hand over'}
            </dd>
          )}
        </div>
      </dl>
      <OrderLines order={order} slip />
    </article>
  );
}
