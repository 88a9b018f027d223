import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import type { AdminOrderSummary } from '@oko/shared/schemas/admin-orders';
import { formatNairaAmount } from '@oko/shared/money';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { paymentStatusLabel } from '@oko/shared/schemas/order';
import { shopperName } from '../utils/labels';
import { linkClass } from './styles';

const columns: DataTableColumn<AdminOrderSummary>[] = [
  {
    title: 'Order',
    field: 'id',
    Cell: ({ entry }) => (
      <Link to={paths.admin.order.getHref(entry.id)} className={linkClass}>
        #{entry.id}
      </Link>
    ),
  },
  { title: 'Placed', field: 'created_at', Cell: ({ entry }) => formatDateTime(entry.created_at) },
  {
    title: 'Shopper',
    field: 'customer',
    Cell: ({ entry }) => shopperName(entry),
  },
  { title: 'Total', field: 'total', Cell: ({ entry }) => formatNairaAmount(entry.total) },
  {
    title: 'Payment',
    field: 'payment_method',
    // Paid or not, at a glance (issue 23): "Cards · Awaiting payment" is not a sale yet.
    Cell: ({ entry }) => (
      <>
        {paymentMethodLabel(entry.payment_method)} ·{' '}
        <span className={entry.payment_status === 'paid' ? 'text-green-800' : 'font-medium text-amber-800'}>
          {paymentStatusLabel(entry.payment_method, entry.payment_status)}
        </span>
      </>
    ),
  },
  { title: 'Status', field: 'status', Cell: ({ entry }) => <OrderStatusBadge status={entry.status} /> },
];

/** Orders as rows on a wide screen, as cards on a phone; each opens the order's page. */
export function OrdersTable({ orders, caption }: { orders: AdminOrderSummary[]; caption: string }) {
  return <DataTable data={orders} columns={columns} caption={caption} stackOnSmallScreens />;
}
