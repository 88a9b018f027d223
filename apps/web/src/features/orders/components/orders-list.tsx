import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { PAGE_QUERY_PARAM, type PaymentMethod } from '@oko/shared/constants';
import type { OrderStatus, PaymentStatus } from '@oko/shared/schemas/order';
import { formatNairaAmount } from '@oko/shared/money';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { parsePageParam } from '@/lib/pagination';
import { type OrderSummary, useOrders } from '../api/get-orders';
import { paymentLabel } from '../utils/order-labels';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { OrdersLoadError, OrdersLoading } from './orders-load-states';
import { textLinkClass } from '@/components/ui/text-link-class';

/** One row of the table, one field per column (the data table keys its cells by field). */
type OrderRow = {
  id: number;
  created_at: string;
  items_count: number;
  total: string;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  status: OrderStatus;
  track: number;
};

const toRow = (order: OrderSummary): OrderRow => ({
  id: order.id,
  created_at: order.created_at,
  items_count: order.items_count,
  // What the order now comes to (its account, decision 044): after packing, not as ordered.
  total: order.final_total,
  payment_method: order.payment_method,
  payment_status: order.payment_status,
  status: order.status,
  track: order.id,
});

const columns: DataTableColumn<OrderRow>[] = [
  {
    title: 'Order',
    field: 'id',
    Cell: ({ entry }) => (
      <Link to={paths.users.order.getHref(entry.id)} className={textLinkClass}>
        #{entry.id}
      </Link>
    ),
  },
  {
    title: 'Date',
    field: 'created_at',
    Cell: ({ entry }) => <span className="whitespace-nowrap">{formatDateTime(entry.created_at)}</span>,
  },
  { title: 'Items', field: 'items_count' },
  {
    title: 'Total',
    field: 'total',
    Cell: ({ entry }) => <span className="whitespace-nowrap">{formatNairaAmount(entry.total)}</span>,
  },
  {
    title: 'Payment',
    field: 'payment_method',
    Cell: ({ entry }) => paymentLabel(entry.payment_method, entry.payment_status),
  },
  { title: 'Status', field: 'status', Cell: ({ entry }) => <OrderStatusBadge status={entry.status} /> },
  {
    title: 'Tracking',
    field: 'track',
    Cell: ({ entry }) => (
      <Link
        to={paths.users.tracking.getHref(entry.id)}
        aria-label={`Track order #${entry.id}`}
        className={textLinkClass}
      >
        Track
      </Link>
    ),
  },
];

/** `/users/orders`: the shopper's orders, newest first, a page at a time by `?page=` (spec sections 2 and 9). */
export function OrdersList() {
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get(PAGE_QUERY_PARAM));
  const orders = useOrders({ page });

  if (orders.isPending) return <OrdersLoading />;
  if (orders.isError) {
    return <OrdersLoadError what="your orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  }

  const { data, meta } = orders.data;
  return (
    <div
      aria-busy={orders.isPlaceholderData}
      className={clsx('flex flex-col gap-4 transition-opacity', orders.isPlaceholderData && 'opacity-60')}
    >
      <DataTable
        caption="Your orders"
        data={data.map(toRow)}
        columns={columns}
        stackOnSmallScreens
        pagination={{
          totalPages: meta.last_page,
          currentPage: meta.current_page,
          rootUrl: paths.users.orders.getHref(),
        }}
      />
      {data.length === 0 &&
        (meta.total > 0 ? (
          // A page past the last one (an old link): the orders are on the first page.
          <Link to={paths.users.orders.getHref()} className={clsx(textLinkClass, 'self-center')}>
            Back to the first page of your orders
          </Link>
        ) : (
          <p className="text-center text-stone-700">
            You have not placed an order yet.{' '}
            <Link to={paths.products.getHref()} className={textLinkClass}>
              Start shopping
            </Link>
          </p>
        ))}
    </div>
  );
}
