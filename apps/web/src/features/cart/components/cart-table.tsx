import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { formatNaira, formatNairaAmount } from '@oko/shared/money';
import { paths } from '@/config/paths';
import { type CartLine, lineTotalKobo, subtotalKobo } from '@/lib/cart-lines';

export type CartTableProps = {
  rows: CartLine[];
  busy?: boolean;
  onIncrement: (row: CartLine) => void;
  onDecrement: (row: CartLine) => void;
  onRemove: (row: CartLine) => void;
  onClear: () => void;
};

/** The cart page's list: unit, price, quantity stepper, subtotal and remove per row; clear, total, checkout. */
export function CartTable({
  rows,
  busy = false,
  onIncrement,
  onDecrement,
  onRemove,
  onClear,
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
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-300 text-stone-600">
          <tr>
            <th scope="col" className="py-2">
              Product
            </th>
            <th scope="col">Unit</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.productUnitId} className="border-b border-stone-200">
              <th scope="row" className="py-3 font-medium">
                {row.name}
              </th>
              <td>{row.unit}</td>
              <td>{formatNairaAmount(row.pricePerUnit)}</td>
              <td>
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
              <td>{formatNaira(lineTotalKobo(row))}</td>
              <td>
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
        <Link
          to={paths.checkout.getHref()}
          className="rounded-md bg-green-700 px-5 py-2.5 font-medium text-white hover:bg-green-800"
        >
          Proceed to checkout
        </Link>
      </div>
    </div>
  );
}
