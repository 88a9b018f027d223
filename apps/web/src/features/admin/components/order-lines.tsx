import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { naira } from '../utils/labels';
import { LineItemsTable } from './line-items-table';

type OrderLine = AdminOrderDetail['items'][number];

/** An order's lines and totals, as on its page and its packing slip. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <LineItemsTable<OrderLine>
      lines={order.items}
      lineKey={(line) => line.id}
      columns={[
        {
          title: 'Product',
          cell: (line) => (
            <>
              <span className="font-medium text-stone-900">{line.product_name}</span>
              <span className="block text-xs text-stone-600">
                {line.unit_label} at {naira(line.unit_price)}
              </span>
            </>
          ),
        },
        { title: 'Qty', numeric: true, cell: (line) => line.quantity },
        { title: 'Total', numeric: true, cell: (line) => naira(line.line_total) },
      ]}
      totals={[
        { label: 'Subtotal', value: naira(order.subtotal) },
        { label: 'Delivery', value: naira(order.delivery_fee) },
        { label: 'Total', value: naira(order.total), strong: true },
      ]}
    />
  );
}
