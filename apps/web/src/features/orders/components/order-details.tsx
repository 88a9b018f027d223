import { DEAL_MESSAGES, dealRows, packedDealRows } from '@oko/shared/schemas/deals';
import { formatWindow } from '@oko/shared/lagos-time';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button-class';
import type { OrderLine } from '@oko/shared/schemas/order';
import { ORDER_MESSAGES, accountRows, paymentStatusLabel } from '@oko/shared/schemas/order';
import { formatNaira, formatNairaAmount, nairaToKobo } from '@oko/shared/money';
import { packingNote, substituteNote } from '@oko/shared/packing';
import { type OrderRefund, canKeepAsCredit, refundStatusText } from '@oko/shared/schemas/refund';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-errors';
import { useKeepAsCredit } from '../api/keep-as-credit';
import { ContentLayout } from '@/components/layout/content-layout';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { PhoneLink } from '@/components/ui/phone-link';
import { PickupPointText } from '@/components/ui/pickup-point';
import { landmarkText } from '@oko/shared/landmark';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-errors';
import { formatDateTime, withLagosNote } from '@/lib/dates';
import { type OrderDetail, useOrder } from '../api/get-order';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { OrderNotFound } from './order-not-found';
import { OrdersLoadError, OrdersLoading } from './orders-load-states';
import { HeadedSection } from '@/components/ui/headed-section';
import { textLinkClass } from '@/components/ui/text-link-class';

const lineColumns: DataTableColumn<OrderLine>[] = [
  { title: 'Product', field: 'product_name' },
  {
    title: 'Unit',
    field: 'unit_label',
    Cell: ({ entry }) => (
      <>
        {/* "1 pc" stays whole beside a long weight note on a phone (issue 43). */}
        <span className="whitespace-nowrap">{entry.unit_label}</span>
        {packingNote(entry) && <small className="block text-stone-600">{packingNote(entry)}</small>}
        {substituteNote(entry) && <small className="block text-stone-600">{substituteNote(entry)}</small>}
      </>
    ),
  },
  { title: 'Quantity', field: 'quantity' },
  { title: 'Unit price', field: 'unit_price', Cell: ({ entry }) => formatNairaAmount(entry.unit_price) },
  {
    title: 'Total',
    field: 'line_total',
    // After packing: what was estimated, struck through, and what the line now costs.
    Cell: ({ entry }) =>
      entry.final_total === entry.line_total ? (
        formatNairaAmount(entry.line_total)
      ) : (
        <>
          <s className="text-stone-500">{formatNairaAmount(entry.line_total)}</s>{' '}
          {formatNairaAmount(entry.final_total)}
        </>
      ),
  },
];

type OrderDetailsProps = {
  orderId: number | null;
  /** What the page shows about paying the order (the payments feature's card payment, composed by the route). */
  renderPayment?: (order: OrderDetail) => ReactNode;
  /** "Repeat this order every week" (the weekly box feature's, composed by the route; issue 40). */
  renderRepeat?: (order: OrderDetail) => ReactNode;
};

/** `/users/orders/{orderId}`: what was ordered, what it costs, where it goes and how it is paid. */
export function OrderDetails({ orderId, renderPayment, renderRepeat }: OrderDetailsProps) {
  if (orderId === null) return <OrderNotFoundPage />;
  return <OrderDetailsOf orderId={orderId} renderPayment={renderPayment} renderRepeat={renderRepeat} />;
}

function OrderDetailsOf({
  orderId,
  renderPayment,
  renderRepeat,
}: { orderId: number } & Pick<OrderDetailsProps, 'renderPayment' | 'renderRepeat'>) {
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <ContentLayout title={`Order #${orderId}`}>
        <OrdersLoading />
      </ContentLayout>
    );
  }
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFoundPage />;
    return (
      <ContentLayout title={`Order #${orderId}`}>
        <OrdersLoadError what="this order" error={order.error} onRetry={() => void order.refetch()} />
      </ContentLayout>
    );
  }
  return (
    <OrderView order={order.data} payment={renderPayment?.(order.data)} repeat={renderRepeat?.(order.data)} />
  );
}

/** Packing is settled when the order leaves the shop (decision 032): from then on the difference is a refund. */
const LEFT_THE_SHOP: readonly OrderDetail['status'][] = ['out_for_delivery', 'delivered'];

/**
 * How the difference packing made comes back, or what the rider collects (decision 032), in the tense of where
 * the order is: before it leaves, what will happen; after, that it was settled, and where the refund's state is.
 */
function SettlementNote({ order }: { order: OrderDetail }) {
  // A cancelled order's money comes back in full: its Refunds say so.
  if (order.status === 'cancelled') return null;
  const difference = formatNaira(nairaToKobo(order.total) - nairaToKobo(order.final_total));
  const left = LEFT_THE_SHOP.includes(order.status);
  const byCard = order.payment_method === 'cards';
  let note: ReactNode;
  if (order.payment_method === 'pay_on_delivery' && order.pickup_point) {
    note =
      order.status === 'delivered'
        ? `You paid ${formatNairaAmount(order.final_total)} when you collected.`
        : `You pay ${formatNairaAmount(order.final_total)} when you collect.`;
  } else if (order.payment_method === 'pay_on_delivery') {
    note = `The rider ${order.status === 'delivered' ? 'collected' : 'collects'} ${formatNairaAmount(order.final_total)}.`;
  } else if (order.payment_status !== 'paid') {
    note = `The order now comes to ${formatNairaAmount(order.final_total)}.`;
  } else if (nairaToKobo(order.amount_due) > 0) {
    // Packing made a paid order dearer (issue 38): the difference is still to pay, by Pay now or at the door.
    const due = formatNairaAmount(order.amount_due);
    note =
      byCard || order.payment_method === 'transfer'
        ? `Packing added ${due}: pay it with Pay now above.`
        : order.bank_details
          ? `Packing added ${due}: please transfer it as below.`
          : `Packing added ${due}: it is collected when the order reaches you.`;
  } else if (!left) {
    note = byCard
      ? `${difference} goes back to your card when the order leaves the shop.`
      : `${difference} goes back to you by bank transfer when the order leaves the shop.`;
  } else {
    note = (
      <>
        {byCard
          ? `Settled when the order left the shop: ${difference} comes back to your card.`
          : `Settled when the order left the shop: ${difference} comes back to you by bank transfer.`}
        {order.refunds.length > 0 && (
          <>
            {' See '}
            <a href="#order-refunds" className={textLinkClass}>
              Refunds
            </a>
            {' for where it stands.'}
          </>
        )}
      </>
    );
  }
  return <p className="text-sm text-stone-700">{note}</p>;
}

/** Issue 39: a refund the shop has not sent yet can be kept as shop credit instead, at once. */
function KeepAsCredit({ orderId, refund }: { orderId: number; refund: OrderRefund }) {
  const keep = useKeepAsCredit();
  return (
    <div className="mt-2 flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        pending={keep.isPending}
        onClick={() => keep.mutate({ orderId, refundId: refund.id })}
      >
        Keep as shop credit
      </Button>
      <span className="text-xs text-stone-600">
        Instead of a transfer: {formatNairaAmount(refund.amount)} to spend on your next order, at once.
      </span>
      {keep.isError && (
        <span role="alert" className="text-xs text-red-700">
          {getErrorMessage(keep.error)}
        </span>
      )}
    </div>
  );
}

function OrderNotFoundPage() {
  return (
    <ContentLayout title={ORDER_MESSAGES.notFound}>
      <OrderNotFound />
    </ContentLayout>
  );
}

function OrderView({
  order,
  payment,
  repeat,
}: {
  order: OrderDetail;
  payment?: ReactNode;
  repeat?: ReactNode;
}) {
  const address = order.delivery_address;
  return (
    <ContentLayout title={`Order #${order.id}`}>
      <section aria-label="Order summary" className="rounded-lg border border-stone-200 bg-white p-4">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-5">
          <Term label="Order number">#{order.id}</Term>
          <Term label="Placed">{formatDateTime(order.created_at)}</Term>
          <Term label="Status">
            <OrderStatusBadge status={order.status} pickup={order.pickup_point !== null} />
          </Term>
          <Term label="Payment method">{paymentMethodLabel(order.payment_method)}</Term>
          <Term label="Payment">{paymentStatusLabel(order.payment_method, order.payment_status)}</Term>
        </dl>
        <Link
          to={paths.users.tracking.getHref(order.id)}
          className={clsx('mt-4', buttonClass('primary', 'sm'))}
        >
          Track this order
        </Link>
      </section>

      {payment}

      <HeadedSection id="order-items" title="Items" className="flex flex-col gap-3">
        <DataTable
          caption={`Items of order #${order.id}`}
          data={order.items}
          columns={lineColumns}
          stackOnSmallScreens
        />
        <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-stone-600">Subtotal</dt>
          <dd className="text-right text-stone-900">{formatNairaAmount(order.subtotal)}</dd>
          {dealRows(order).map((row) => (
            <Fragment key={row.label}>
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="text-right text-stone-900">−{formatNairaAmount(row.amount)}</dd>
            </Fragment>
          ))}
          <dt className="text-stone-600">Delivery Fee</dt>
          <dd className="text-right text-stone-900">{formatNairaAmount(order.delivery_fee)}</dd>
          <dt className="border-t border-stone-200 pt-1 font-semibold text-stone-900">Grand Total</dt>
          <dd className="border-t border-stone-200 pt-1 text-right font-semibold text-stone-900">
            {formatNairaAmount(order.total)}
          </dd>
          {packedDealRows(order).map((row) => (
            <Fragment key={row.label}>
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="text-right text-stone-900">−{formatNairaAmount(row.amount)}</dd>
            </Fragment>
          ))}
          {order.final_total !== order.total && (
            <>
              <dt className="font-semibold text-stone-900">Final total after packing</dt>
              <dd className="text-right font-semibold text-stone-900">
                {formatNairaAmount(order.final_total)}
              </dd>
            </>
          )}
          {nairaToKobo(order.credit_used) > 0 && (
            <>
              <dt className="text-stone-600">{CREDIT_MESSAGES.summaryLabel}</dt>
              <dd data-testid="order-credit-used" className="text-right text-stone-900">
                −{formatNairaAmount(order.credit_used)}
              </dd>
            </>
          )}
          {/* Where the money stands, from the order's account (issue 38): the shop's order page reads the same. */}
          {accountRows(order, 'shopper').map((row) => (
            <Fragment key={row.label}>
              <dt className="text-stone-600">{row.label}</dt>
              <dd className="text-right text-stone-900">{formatNairaAmount(row.amount)}</dd>
            </Fragment>
          ))}
        </dl>
        {order.packed_deal?.dropped && order.discount && (
          <p className="text-sm text-stone-700">{DEAL_MESSAGES.codeDropped(order.discount.code)}</p>
        )}
        {order.final_total !== order.total && <SettlementNote order={order} />}
      </HeadedSection>

      {order.refunds.length > 0 && (
        <HeadedSection
          id="order-refunds"
          title="Refunds"
          className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4 text-sm"
        >
          <ul className="flex flex-col gap-2">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-col">
                <span className="font-semibold text-stone-900">{formatNairaAmount(refund.amount)}</span>
                <span className="text-stone-800">{refundStatusText(refund.way, refund.status)}</span>
                <span className="text-stone-600">{formatDateTime(refund.created_at)}</span>
                {canKeepAsCredit(refund) && <KeepAsCredit orderId={order.id} refund={refund} />}
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}

      {/* The request to pay only while the order's account says something is due, for that (decision 044). */}
      {order.bank_details && nairaToKobo(order.amount_due) > 0 && (
        <HeadedSection
          id="bank-details"
          title="Pay by bank transfer"
          className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-stone-900"
          titleClassName="text-lg font-semibold"
        >
          <p>
            Please transfer the Grand Total of <strong>{formatNairaAmount(order.amount_due)}</strong> to the
            account below and quote your order number <strong>#{order.id}</strong> as the payment reference.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt className="text-stone-600">Bank</dt>
            <dd>{order.bank_details.bank_name}</dd>
            <dt className="text-stone-600">Account name</dt>
            <dd>{order.bank_details.account_name}</dd>
            <dt className="text-stone-600">Account number</dt>
            <dd className="font-mono">{order.bank_details.account_number}</dd>
          </dl>
        </HeadedSection>
      )}

      <HeadedSection
        id="order-delivery"
        title={order.pickup_point ? 'Collection' : 'Delivery'}
        className="flex flex-col gap-3"
      >
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm sm:grid-cols-2">
          <Term label="Delivery channel">{order.delivery_channel.name}</Term>
          {order.delivery_window && (
            <Term label={order.pickup_point ? 'Collection time' : 'Delivery day'}>
              {withLagosNote(formatWindow(order.delivery_window))}
            </Term>
          )}
          {order.pickup_point ? (
            <>
              <Term label="Collect at">
                <PickupPointText point={order.pickup_point} />
              </Term>
              {order.payment_method === 'pay_on_delivery' && order.status !== 'cancelled' && (
                <Term label="To pay">Pay when you collect: {formatNairaAmount(order.final_total)}</Term>
              )}
            </>
          ) : (
            <Term label="Delivery address">
              <address className="not-italic">
                {address.street_no} {address.address}
                <br />
                {address.nearest_landmark && (
                  <>
                    {landmarkText(address.nearest_landmark)}
                    <br />
                  </>
                )}
                {/* A pick-up order keeps only the point's name and address (issue 23): no empty ", " line. */}
                {(address.city || address.state) && (
                  <>
                    {address.city}, {address.state} {address.zip_code}
                    <br />
                  </>
                )}
                {address.country}
              </address>
            </Term>
          )}
          <Term label="Phone">
            <PhoneLink phone={order.phone} />
          </Term>
        </dl>
      </HeadedSection>

      {repeat}

      <Link to={paths.users.orders.getHref()} className={textLinkClass}>
        Back to My Orders
      </Link>
    </ContentLayout>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}
