import { dealRows } from '@oko/shared/schemas/deals';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { formatNairaAmount } from '@oko/shared/money';
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
                {line.unit_label} at {formatNairaAmount(line.unit_price)}
              </span>
            </>
          ),
        },
        { title: 'Qty', numeric: true, cell: (line) => line.quantity },
        { title: 'Total', numeric: true, cell: (line) => formatNairaAmount(line.line_total) },
      ]}
      totals={[
        { label: 'Subtotal', value: formatNairaAmount(order.subtotal) },
        ...dealRows(order).map((row) => ({ label: row.label, value: `−${formatNairaAmount(row.amount)}` })),
        { label: 'Delivery', value: formatNairaAmount(order.delivery_fee) },
        { label: 'Total', value: formatNairaAmount(order.total), strong: true },
      ]}
    />
  );
}
