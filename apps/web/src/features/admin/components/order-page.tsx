import { formatWindow } from '@oko/shared/lagos-time';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { ORDER_FLOW } from '@oko/shared/order-status';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-class';
import { Link } from 'react-router';
import {
  ORDER_MESSAGES,
  orderStatusLabel,
  type OrderStatus,
  paymentStatusLabel,
} from '@oko/shared/schemas/order';
import { ContentLayout } from '@/components/layout/content-layout';
import { FormError } from '@/components/ui/form-field';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PhoneLink } from '@/components/ui/phone-link';
import { PickupPointText } from '@/components/ui/pickup-point';
import { landmarkText } from '@oko/shared/landmark';
import { formatPhone } from '@oko/shared/schemas/phone';
import { paths } from '@/config/paths';
import { getErrorMessage, isNotFound } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { useAdminOrder } from '../api/get-admin-order';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { Card, LoadError, Loading } from './admin-ui';
import { linkClass } from './styles';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { shopperName } from '../utils/labels';
import { formatNairaAmount } from '@oko/shared/money';
import { nairaToKobo } from '@oko/shared/money';
import { OrderLines } from './order-lines';
import { OrderMessages } from './order-messages';
import { PackingLines } from './packing-lines';
import { PaymentAttempts } from './payment-attempts';
import { PaymentReceivedForm } from './payment-received-form';
import { Refunds } from './refunds';
import { RiderForm } from './rider-form';

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
  const pickup = order.pickup_point !== null;
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
              <OrderStatusBadge status={order.status} pickup={pickup} />
            </Term>
            <Term label="Placed">{formatDateTime(order.created_at)}</Term>
            <Term label="Payment method">{paymentMethodLabel(order.payment_method)}</Term>
            <Term label="Payment">{paymentStatusLabel(order.payment_method, order.payment_status)}</Term>
            <Term label="Delivery channel">{order.delivery_channel.name}</Term>
            {order.delivery_window && (
              <Term label={pickup ? 'Collection time' : 'Delivery day'}>
                {formatWindow(order.delivery_window)}
              </Term>
            )}
            {order.rider && (
              <Term label="Rider">
                {[order.rider.name, order.rider.phone && formatPhone(order.rider.phone)]
                  .filter(Boolean)
                  .join(' · ')}
              </Term>
            )}
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
            {order.customer_credit !== undefined && (
              <Term label="Shop credit">{formatNairaAmount(order.customer_credit)}</Term>
            )}
          </dl>
        </Card>
        {order.pickup_point ? (
          <Card title="Collection point" className="md:col-span-2">
            <PickupPointText point={order.pickup_point} />
          </Card>
        ) : (
          <Card title="Delivery address" className="md:col-span-2">
            <address className="text-sm text-stone-800 not-italic">
              {address.street_no} {address.address}
              <br />
              {[address.city, address.area, address.state].filter(Boolean).join(', ')}, {address.country}{' '}
              {address.zip_code}
              {address.nearest_landmark && (
                <>
                  <br />
                  {landmarkText(address.nearest_landmark)}
                </>
              )}
            </address>
          </Card>
        )}
      </div>
      <PaymentAttempts attempts={order.payment_attempts} />
      <Refunds orderId={order.id} refunds={order.refunds} />
      <Card title="Items">
        <OrderLines order={order} />
      </Card>
      <PackingLines order={order} />
      <OrderMessages messages={order.messages} />
      <Card title="History">
        <ol className="flex flex-col gap-2 text-sm">
          {order.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex items-center gap-3">
              <OrderStatusBadge status={step.status} pickup={pickup} />
              <span className="text-stone-600">{formatDateTime(step.at)}</span>
            </li>
          ))}
        </ol>
      </Card>
    </ContentLayout>
  );
}

const moveLabel = (status: OrderStatus, pickup: boolean) =>
  `Mark ${orderStatusLabel(status, pickup).toLowerCase()}`;

/** What asks before it is done: skipping steps, money received, a cancel. */
type Pending =
  | { kind: 'skip'; to: OrderStatus }
  /** `skip`: "Skip to out for delivery", which asks for the rider too. */
  | { kind: 'rider'; skip?: boolean }
  | { kind: 'paid' }
  | { kind: 'cancel' }
  | null;

/** The money the shop receives itself and how its mark reads (issue 23); a card is Paystack's to mark. */
const RECEIVED_BY_THE_SHOP = {
  bank_transfer: { action: 'Mark transfer received', what: 'by bank transfer' },
  pay_on_delivery: { action: 'Mark cash collected', what: 'in cash on delivery' },
} as const;

/**
 * What the order may do next (issue 23): its next step in one tap; skipping steps, marking its money received
 * and cancelling each ask first, in plain words: each tells the shopper, and none can be taken back.
 */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderStatus(order.id);
  const [pending, setPending] = useState<Pending>(null);
  const failed = update.error;
  const [next, ...later] = order.next_statuses.filter((status) => status !== 'cancelled');
  const canCancel = order.next_statuses.includes('cancelled');
  const received =
    order.payment_method === 'cards' || order.payment_method === 'transfer'
      ? undefined
      : RECEIVED_BY_THE_SHOP[order.payment_method];
  // While the account says something is due: a paid order packed dearer may still bring the difference in.
  const receivable = received && nairaToKobo(order.amount_due) > 0 && order.status !== 'cancelled';
  const pickup = order.pickup_point !== null;
  const label = (status: OrderStatus) => orderStatusLabel(status, pickup);
  const now = label(order.status);
  const moveTo = (status: OrderStatus) => update.mutate(status, { onSuccess: () => setPending(null) });

  return (
    <Card title="Actions">
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button
            pending={update.isPending}
            // A delivery going out asks who takes it (issue 41); a collection is ready at its point.
            onClick={() =>
              next === 'out_for_delivery' && !pickup ? setPending({ kind: 'rider' }) : moveTo(next)
            }
            size="sm"
          >
            {moveLabel(next, pickup)}
          </Button>
        )}
        {receivable && (
          <Button onClick={() => setPending({ kind: 'paid' })} variant="secondary" size="sm">
            {received.action}
          </Button>
        )}
        <Link to={paths.admin.packingSlip.getHref(order.id)} className={buttonClass('secondary', 'sm')}>
          Packing slip
        </Link>
        {canCancel && (
          <Button onClick={() => setPending({ kind: 'cancel' })} variant="danger" size="sm">
            Cancel order
          </Button>
        )}
      </div>
      {later.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span>Or skip ahead:</span>
          {later.map((status) => (
            <Button
              key={status}
              // Skipping to a delivery going out asks who takes it, as its next step's button does (issue 41).
              onClick={() =>
                setPending(
                  status === 'out_for_delivery' && !pickup
                    ? { kind: 'rider', skip: true }
                    : { kind: 'skip', to: status },
                )
              }
              variant="secondary"
              size="sm"
            >
              Skip to {label(status).toLowerCase()}
            </Button>
          ))}
        </div>
      )}
      {pending?.kind === 'skip' && (
        <Confirm label="Skip steps?" keep={`Keep it ${now.toLowerCase()}`} onKeep={() => setPending(null)}>
          <p>{skipQuestion(order, pending.to)}</p>
          <Button pending={update.isPending} onClick={() => moveTo(pending.to)} size="sm">
            Yes, {moveLabel(pending.to, pickup).toLowerCase()}
          </Button>
        </Confirm>
      )}
      {pending?.kind === 'rider' && (
        <RiderForm
          orderId={order.id}
          update={update}
          onSent={() => setPending(null)}
          onKeep={() => setPending(null)}
          keep={`Keep it ${now.toLowerCase()}`}
          skipping={pending.skip ? skipQuestion(order, 'out_for_delivery') : undefined}
        />
      )}
      {pending?.kind === 'paid' && received && (
        <PaymentReceivedForm
          order={order}
          action={received.action}
          what={received.what}
          onKeep={() => setPending(null)}
        />
      )}
      {pending?.kind === 'cancel' && (
        <Confirm label="Cancel this order?" keep="Keep the order" onKeep={() => setPending(null)} danger>
          <p>Cancel order #{order.id}? Its items go back into stock and the shopper sees it cancelled.</p>
          <Button pending={update.isPending} onClick={() => moveTo('cancelled')} variant="danger" size="sm">
            Yes, cancel the order
          </Button>
        </Confirm>
      )}
      {failed && (
        <div className="mt-3">
          <FormError message={getErrorMessage(failed)} />
        </div>
      )}
    </Card>
  );
}

/** What a skip asks, in plain words: each skipped step is named, and none can be taken back. */
function skipQuestion(order: AdminOrderDetail, to: OrderStatus): string {
  const pickup = order.pickup_point !== null;
  const now = orderStatusLabel(order.status, pickup).toLowerCase();
  const then = orderStatusLabel(to, pickup).toLowerCase();
  return (
    `Mark order #${order.id} ${then} now? It is ${now}: ${skipped(order.status, to, pickup)} would be skipped, ` +
    `and the shopper is told it is ${then}. An order never goes back.`
  );
}

/** "Confirmed, Processing and Out for delivery": the steps between `from` and `to`. */
function skipped(from: OrderStatus, to: OrderStatus, pickup: boolean): string {
  const steps = ORDER_FLOW.slice(
    (ORDER_FLOW as readonly OrderStatus[]).indexOf(from) + 1,
    (ORDER_FLOW as readonly OrderStatus[]).indexOf(to),
  ).map((status) => orderStatusLabel(status, pickup));
  return steps.length > 1 ? `${steps.slice(0, -1).join(', ')} and ${steps.at(-1)}` : (steps[0] ?? '');
}

/** A question asked in place before a step that cannot be taken back: the action's button, and "keep". */
function Confirm({
  label,
  keep,
  onKeep,
  danger,
  children,
}: {
  label: string;
  keep: string;
  onKeep: () => void;
  danger?: boolean;
  children: [ReactNode, ReactNode];
}) {
  const [question, action] = children;
  return (
    <div
      role="alertdialog"
      aria-label={label}
      className={clsx(
        'mt-3 rounded-md border p-3 text-sm',
        danger ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-stone-900',
      )}
    >
      {question}
      <div className="mt-2 flex flex-wrap gap-2">
        {action}
        <Button onClick={onKeep} variant="secondary" size="sm">
          {keep}
        </Button>
      </div>
    </div>
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
