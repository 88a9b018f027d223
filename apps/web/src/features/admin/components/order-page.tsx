import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { Link } from 'react-router';
import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  paymentStatusLabel,
} from '@oko/shared/schemas/order';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError } from '@/components/ui/form-field';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PhoneLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isNotFound } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { useAdminOrder } from '../api/get-admin-order';
import { useMarkPaymentReceived } from '../api/mark-payment-received';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { Card, LoadError, Loading } from './admin-ui';
import { linkClass } from './styles';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { shopperName } from '../utils/labels';
import { OrderLines } from './order-lines';
import { PaymentAttempts } from './payment-attempts';

/** `/admin/orders/{id}`: everything about one order, and the buttons that move it along. */
export function OrderPage({ orderId }: { orderId: number | null }) {
  if (orderId === null) return <ContentLayout title={ORDER_MESSAGES.notFound} />;
  return <OrderPageOf orderId={orderId} />;
}

function OrderPageOf({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  if (order.isPending) {
    return (
      <ContentLayout title={`Order #${orderId}`}>
        <Loading />
      </ContentLayout>
    );
  }
  if (order.isError) {
    if (isNotFound(order.error)) return <ContentLayout title={ORDER_MESSAGES.notFound} />;
    return (
      <ContentLayout title={`Order #${orderId}`}>
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </ContentLayout>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: AdminOrderDetail }) {
  const address = order.delivery_address;
  return (
    <ContentLayout title={`Order #${order.id}`}>
      <Link to={paths.admin.orders.getHref()} className={`${linkClass} -mt-4 text-sm`}>
        ← All orders
      </Link>
      <OrderActions order={order} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Order">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Term label="Status">
              <OrderStatusBadge status={order.status} />
            </Term>
            <Term label="Placed">{formatDateTime(order.created_at)}</Term>
            <Term label="Payment method">{paymentMethodLabel(order.payment_method)}</Term>
            <Term label="Payment">{paymentStatusLabel(order.payment_method, order.payment_status)}</Term>
            <Term label="Delivery channel">{order.delivery_channel.name}</Term>
          </dl>
        </Card>
        <Card title="Shopper">
          <dl className="grid gap-y-2 text-sm">
            <Term label="Name">{shopperName(order)}</Term>
            <Term label="E-mail">
              <a href={`mailto:${order.customer.email}`} className={linkClass}>
                {order.customer.email}
              </a>
            </Term>
            <Term label="Phone">
              <PhoneLink phone={order.phone} className={linkClass} />
            </Term>
          </dl>
        </Card>
        <Card title="Delivery address" className="md:col-span-2">
          <address className="text-sm text-stone-800 not-italic">
            {address.street_no} {address.address}
            <br />
            {address.city}, {address.state}, {address.country} {address.zip_code}
            {address.nearest_landmark && (
              <>
                <br />
                Near {address.nearest_landmark}
              </>
            )}
          </address>
        </Card>
      </div>
      <PaymentAttempts attempts={order.payment_attempts} />
      <Card title="Items">
        <OrderLines order={order} />
      </Card>
      <Card title="History">
        <ol className="flex flex-col gap-2 text-sm">
          {order.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex items-center gap-3">
              <OrderStatusBadge status={step.status} />
              <span className="text-stone-600">{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </ContentLayout>
  );
}

const moveLabel = (status: OrderStatus) => `Mark ${ORDER_STATUS_LABELS[status].toLowerCase()}`;

/**
 * The next steps the order may take (the API's `next_statuses`, from `@oko/shared/order-status`), Cancel behind
 * a confirmation (it puts the stock back), a bank transfer seen in the shop's account, and the packing slip.
 */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(order.id);
  const paid = useMarkPaymentReceived(order.id);
  const transferAwaited =
    order.payment_method === 'bank_transfer' &&
    order.payment_status !== 'paid' &&
    order.status !== 'cancelled';
  const failed = update.error ?? paid.error;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const moves = order.next_statuses.filter((status) => status !== 'cancelled');
  const canCancel = order.next_statuses.includes('cancelled');

  return (
    <Card title="Actions">
      <div className="flex flex-wrap gap-2">
        {moves.map((status, index) => (
          <Button
            key={status}
            disabled={update.isPending}
            onClick={() => update.mutate(status)}
            variant={index === 0 ? 'primary' : 'secondary'}
            size="sm"
          >
            {moveLabel(status)}
          </Button>
        ))}
        {transferAwaited && (
          <Button disabled={paid.isPending} onClick={() => paid.mutate()} variant="secondary" size="sm">
            Mark bank transfer received
          </Button>
        )}
        <Link to={paths.admin.packingSlip.getHref(order.id)} className={buttonClass('secondary', 'sm')}>
          Packing slip
        </Link>
        {canCancel && !confirmingCancel && (
          <Button onClick={() => setConfirmingCancel(true)} variant="danger" size="sm">
            Cancel order
          </Button>
        )}
      </div>
      {confirmingCancel && (
        <div
          role="alertdialog"
          aria-label="Cancel this order?"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
        >
          <p className="text-sm text-red-900">
            Cancel order #{order.id}? Its items go back into stock and the shopper sees it cancelled.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              disabled={update.isPending}
              onClick={() => update.mutate('cancelled', { onSuccess: () => setConfirmingCancel(false) })}
              variant="danger"
              size="sm"
            >
              Yes, cancel the order
            </Button>
            <Button onClick={() => setConfirmingCancel(false)} variant="secondary" size="sm">
              Keep the order
            </Button>
          </div>
        </div>
      )}
      {failed && (
        <div className="mt-3">
          <FormError message={getErrorMessage(failed)} />
        </div>
      )}
    </Card>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-stone-500">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}
