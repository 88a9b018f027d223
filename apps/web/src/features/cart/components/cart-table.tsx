import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-class';
import { focusRing } from '@/components/ui/focus-ring';
import { type StackedColumn, StackedTableHead } from '@/components/ui/stacked-table-head';
import { formatNaira, formatNairaAmount } from '@oko/shared/money';
import { weightNote } from '@oko/shared/weight';
import { paths } from '@/config/paths';
import { type CartLine, lineTotalKobo, subtotalKobo } from '@/lib/cart-lines';

const COLUMNS: StackedColumn[] = [
  { label: 'Product', className: 'py-2 pr-2' },
  { label: 'Unit', className: 'px-2' },
  { label: 'Price', className: 'px-2' },
  { label: 'Quantity', className: 'px-2' },
  { label: 'Subtotal', className: 'px-2' },
  { label: 'Remove', className: 'pl-2', srOnly: true },
];

export type CartTableProps = {
  rows: CartLine[];
  busy?: boolean;
  onIncrement: (row: CartLine) => void;
  onDecrement: (row: CartLine) => void;
  onRemove: (row: CartLine) => void;
  onClear: () => void;
  /** Under the total: when the order could arrive (issue 43). */
  delivery?: ReactNode;
};

/** The cart page's list: unit, price, quantity stepper, subtotal and remove per row; clear, total, checkout. */
export function CartTable({
  rows,
  busy = false,
  onIncrement,
  onDecrement,
  onRemove,
  onClear,
  delivery,
}: CartTableProps) {
  if (rows.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">Your cart is empty.</p>
        <Link to={paths.products.getHref()} className="font-medium text-green-800 underline">
          Browse the produce
        </Link>
      </div>
    );
  }
  const total = subtotalKobo(rows);
  const button = `rounded-md border border-stone-300 px-2.5 py-1 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;
  return (
    <div className="space-y-6">
      {/* On a phone each row stacks into a card (name; unit and price; stepper and subtotal; Remove). */}
      <table className="w-full text-left text-sm max-sm:block">
        <StackedTableHead className="border-b border-stone-300 text-stone-600" columns={COLUMNS} />
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={row.productUnitId}
              className="border-b border-stone-200 max-sm:grid max-sm:grid-cols-2 max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-3 max-sm:py-4"
            >
              <th scope="row" className="py-3 pr-2 font-medium max-sm:col-span-2 max-sm:p-0">
                {row.name}
              </th>
              <td className="px-2 max-sm:p-0">
                <span className="text-stone-500 sm:hidden">Unit </span>
                {row.unit}
                {row.weight && <span className="block text-xs text-stone-600">{weightNote(row.weight)}</span>}
              </td>
              <td className="px-2 tabular-nums max-sm:p-0 max-sm:text-right">
                <span className="text-stone-500 sm:hidden">Price </span>
                {formatNairaAmount(row.pricePerUnit)}
              </td>
              <td className="px-2 max-sm:p-0">
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={button}
                    aria-label={`One less ${row.name} (${row.unit})`}
                    disabled={busy || row.quantity <= 1}
                    onClick={() => onDecrement(row)}
                  >
                    −
                  </button>
                  <span aria-label={`Quantity of ${row.name} (${row.unit})`}>{row.quantity}</span>
                  <button
                    type="button"
                    className={button}
                    aria-label={`One more ${row.name} (${row.unit})`}
                    disabled={busy || row.quantity >= row.max}
                    onClick={() => onIncrement(row)}
                  >
                    +
                  </button>
                </div>
              </td>
              <td className="px-2 font-medium tabular-nums max-sm:p-0 max-sm:text-right">
                <span className="font-normal text-stone-500 sm:hidden">Subtotal </span>
                {formatNaira(lineTotalKobo(row))}
              </td>
              <td className="pl-2 max-sm:col-span-2 max-sm:p-0 max-sm:text-right">
                <button
                  type="button"
                  className={`text-red-700 underline disabled:opacity-50 ${focusRing}`}
                  disabled={busy}
                  onClick={() => onRemove(row)}
                >
                  Remove<span className="sr-only"> {`${row.name} (${row.unit})`}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="button" className={button} disabled={busy} onClick={onClear}>
          Clear cart
        </button>
        <p className="text-lg">
          Total: <strong data-testid="cart-total">{formatNaira(total)}</strong>
        </p>
        <Link to={paths.checkout.getHref()} className={buttonClass()}>
          Proceed to checkout
        </Link>
      </div>
      {delivery}
    </div>
  );
}
