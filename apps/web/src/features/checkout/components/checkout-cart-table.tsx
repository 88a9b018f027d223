import { RefreshCw, Trash2 } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { type StackedColumn, StackedTableHead } from '@/components/ui/stacked-table-head';
import { formatNaira, formatNairaAmount } from '@oko/shared/money';
import { substituteChoice } from '@oko/shared/packing';
import { weightNote } from '@oko/shared/weight';
import { type CartLine, lineKey, lineTotalKobo } from '@/lib/cart-lines';
import { QuantityStepper } from './quantity-stepper';

export type CheckoutCartTableProps = {
  /** The lines with the shopper's local quantities. */
  lines: CartLine[];
  busy: boolean;
  canStepDown: (line: CartLine) => boolean;
  canStepUp: (line: CartLine) => boolean;
  onStepDown: (line: CartLine) => void;
  onStepUp: (line: CartLine) => void;
  /** The stepper lost focus. */
  onStepperBlur: (line: CartLine) => void;
  onUpdate: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
  /** The lines the shopper would take a similar item for when it is missing at packing (issue 27). */
  substitutes: ReadonlySet<string>;
  onSubstituteChange: (line: CartLine, allowed: boolean) => void;
  /** Paying on delivery: a line that runs out is left out, with nothing to refund. */
  paysOnDelivery: boolean;
};

const describe = (line: CartLine) => `${line.name} (${line.unit})`;
const iconButton = `inline-flex size-8 items-center justify-center rounded-md border disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

/** Spec section 2: Item, Price, Quantity, Subtotal, with delete and update per row. */
// Spec section 2: Item, Price, Quantity, Subtotal, then the row's update and delete buttons.
const COLUMNS: StackedColumn[] = [
  { label: 'Item', className: 'px-4 py-3 font-medium' },
  { label: 'Price', className: 'px-2 py-3 font-medium' },
  { label: 'Quantity', className: 'px-2 py-3 font-medium' },
  { label: 'Subtotal', className: 'px-2 py-3 font-medium' },
  { label: 'Actions', className: 'px-4 py-3', srOnly: true },
];

export function CheckoutCartTable(props: CheckoutCartTableProps) {
  const { lines, busy } = props;
  return (
    <div className="rounded-lg border border-stone-200 bg-white">
      {/* On a phone each row stacks into a card (name; price and stepper; subtotal and actions). */}
      <table className="w-full text-left text-sm max-sm:block">
        <StackedTableHead
          className="border-b border-stone-200 bg-stone-50 text-stone-600"
          columns={COLUMNS}
        />
        <tbody className="max-sm:block">
          {lines.map((line) => (
            <tr
              key={lineKey(line)}
              className="border-b border-stone-100 last:border-0 max-sm:grid max-sm:grid-cols-2 max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-4"
            >
              <th scope="row" className="px-4 py-3 font-medium text-stone-900 max-sm:col-span-2 max-sm:p-0">
                {line.name}
                <span className="block text-xs font-normal text-stone-500">{line.unit}</span>
                {line.weight && (
                  <span className="block text-xs font-normal text-stone-600">{weightNote(line.weight)}</span>
                )}
                <label className="mt-1 flex items-center gap-2 text-xs font-normal text-stone-600">
                  <input
                    type="checkbox"
                    className="size-4 accent-green-700"
                    checked={props.substitutes.has(lineKey(line))}
                    onChange={(event) => props.onSubstituteChange(line, event.target.checked)}
                  />
                  {substituteChoice(props.paysOnDelivery)}
                </label>
              </th>
              <td className="px-2 py-3 tabular-nums max-sm:p-0">
                <span className="text-stone-500 sm:hidden">Price </span>
                <span>{formatNairaAmount(line.pricePerUnit)}</span>
              </td>
              <td className="px-2 py-3 max-sm:flex max-sm:justify-end max-sm:p-0">
                <QuantityStepper
                  label={describe(line)}
                  quantity={line.quantity}
                  canStepDown={props.canStepDown(line)}
                  canStepUp={props.canStepUp(line)}
                  onStepDown={() => props.onStepDown(line)}
                  onStepUp={() => props.onStepUp(line)}
                  onBlur={() => props.onStepperBlur(line)}
                />
              </td>
              <td className="px-2 py-3 font-medium tabular-nums max-sm:p-0">
                <span className="font-normal text-stone-500 sm:hidden">Subtotal </span>
                <span>{formatNaira(lineTotalKobo(line))}</span>
              </td>
              <td className="px-4 py-3 max-sm:p-0">
                <div className="flex justify-end gap-2">
                  <IconButton
                    label={`Update ${describe(line)}`}
                    title="Update"
                    tone="border-stone-300 text-stone-700 hover:bg-stone-100"
                    disabled={busy}
                    onClick={() => props.onUpdate(line)}
                  >
                    <RefreshCw aria-hidden="true" className="size-4" />
                  </IconButton>
                  <IconButton
                    label={`Delete ${describe(line)}`}
                    title="Delete"
                    tone="border-red-200 text-red-700 hover:bg-red-50"
                    disabled={busy}
                    onClick={() => props.onRemove(line)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's small square button, named for screen readers by `label` (its icon says it to the eye). */
function IconButton({
  label,
  tone,
  ...button
}: { label: string; tone: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className={`${iconButton} ${tone}`} aria-label={label} {...button} />;
}
