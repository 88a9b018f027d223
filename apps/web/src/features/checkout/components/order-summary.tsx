import { formatNaira } from '@oko/shared/money';
import type { CheckoutTotals } from '../totals';

/** Spec section 2: the Summary box; spec section 4: money with 2 decimals. */
export function OrderSummary({ totals }: { totals: CheckoutTotals }) {
  const rows = [
    { label: 'Subtotal', value: totals.subtotal, testId: 'summary-subtotal' },
    { label: 'Delivery Fee', value: totals.deliveryFee, testId: 'summary-delivery-fee' },
  ];
  return (
    <section aria-labelledby="order-summary" className="rounded-lg bg-stone-50 p-4">
      <h2 id="order-summary" className="mb-3 text-lg font-semibold text-stone-900">
        Summary
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{row.label}</dt>
            <dd data-testid={row.testId} className="tabular-nums">
              {formatNaira(row.value)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Grand Total</dt>
          <dd data-testid="summary-grand-total" className="tabular-nums">
            {formatNaira(totals.grandTotal)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
