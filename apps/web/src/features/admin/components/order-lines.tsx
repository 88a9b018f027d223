import type { AdminOrderDetail } from '@oko/shared/schemas/admin';
import { naira } from '../utils/labels';

/** An order's lines and totals, as on its page and its packing slip. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-stone-600">
        <tr className="border-b border-stone-200">
          <th scope="col" className="py-2 pr-2 font-medium">
            Product
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-medium">
            Qty
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {order.items.map((line) => (
          <tr key={line.id}>
            <td className="py-2 pr-2">
              <span className="font-medium text-stone-900">{line.product_name}</span>
              <span className="block text-xs text-stone-600">
                {line.unit_label} at {naira(line.unit_price)}
              </span>
            </td>
            <td className="py-2 pr-2 text-right">{line.quantity}</td>
            <td className="py-2 text-right">{naira(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-200">
        <tr>
          <th scope="row" colSpan={2} className="pt-2 pr-2 text-right font-normal text-stone-600">
            Subtotal
          </th>
          <td className="pt-2 text-right">{naira(order.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2} className="pr-2 text-right font-normal text-stone-600">
            Delivery
          </th>
          <td className="text-right">{naira(order.delivery_fee)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2} className="pr-2 text-right font-semibold text-stone-900">
            Total
          </th>
          <td className="text-right font-semibold text-stone-900">{naira(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
