import { DEAL_MESSAGES, dealRows, packedDealRows } from '@oko/shared/schemas/deals';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { accountRows } from '@oko/shared/schemas/order';
import { formatNairaAmount } from '@oko/shared/money';
import { packingNote, substituteNote } from '@oko/shared/packing';
import { LineItemsTable } from './line-items-table';

type OrderLine = AdminOrderDetail['items'][number];

/**
 * An order's lines and totals, as on its page and its packing slip: what packing made of each line (issue 27),
 * and on the slip a blank beside each weighed line to write its weight on.
 */
export function OrderLines({ order, slip = false }: { order: AdminOrderDetail; slip?: boolean }) {
  const packed = order.final_total !== order.total;
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
              {packingNote(line) && <span className="block text-xs text-stone-800">{packingNote(line)}</span>}
              {substituteNote(line) && (
                <span className="block text-xs text-stone-800">{substituteNote(line)}</span>
              )}
              {slip && line.weight && line.weighed_kg === null && line.outcome === null && (
                <span className="block text-sm">Weighed: ________ kg</span>
              )}
            </>
          ),
        },
        { title: 'Qty', numeric: true, cell: (line) => line.quantity },
        {
          title: 'Total',
          numeric: true,
          cell: (line) =>
            line.final_total === line.line_total ? (
              formatNairaAmount(line.line_total)
            ) : (
              <>
                <s className="text-stone-500">{formatNairaAmount(line.line_total)}</s>{' '}
                {formatNairaAmount(line.final_total)}
              </>
            ),
        },
      ]}
      totals={[
        { label: 'Subtotal', value: formatNairaAmount(order.subtotal) },
        ...dealRows(order).map((row) => ({ label: row.label, value: `−${formatNairaAmount(row.amount)}` })),
        { label: 'Delivery', value: formatNairaAmount(order.delivery_fee) },
        { label: 'Total', value: formatNairaAmount(order.total), strong: !packed },
        ...packedDealRows(order).map((row) => ({
          label: row.label,
          value: `−${formatNairaAmount(row.amount)}`,
        })),
        ...(order.packed_deal?.dropped && order.discount
          ? [{ label: DEAL_MESSAGES.codeDropped(order.discount.code), value: '' }]
          : []),
        ...(packed
          ? [{ label: 'Final total', value: formatNairaAmount(order.final_total), strong: true }]
          : []),
        // What the order's account says came in and went out (decision 044), once money moved (issue 38).
        ...accountRows(order, 'shop').map((row) => ({
          label: row.label,
          value: formatNairaAmount(row.amount),
        })),
      ]}
    />
  );
}
