import { formatNaira } from '@oko/shared/money';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';
import type { CheckoutTotals } from '../totals';

/**
 * Spec section 2: the Summary box; spec section 4: money with 2 decimals. Issue 28: a "Discount" row between
 * Subtotal and Delivery Fee only when a code applies, and paying ahead's row when the method earns it (else, when
 * the shop gives it, what paying ahead would save).
 */
export function OrderSummary({
  totals,
  discountCode,
  payAheadPercent,
  paysAhead = false,
  creditUsed = 0,
}: {
  totals: CheckoutTotals;
  discountCode?: string;
  payAheadPercent?: number | null;
  paysAhead?: boolean;
  /** Shop credit taken off the order (issue 39), kobo: shown after the Grand Total with what is left to pay. */
  creditUsed?: number;
}) {
  const rows = [
    { label: 'Subtotal', value: formatNaira(totals.subtotal), testId: 'summary-subtotal' },
    ...(discountCode
      ? [
          {
            label: `${DEAL_MESSAGES.row} (${discountCode})`,
            value: `−${formatNaira(totals.discount)}`,
            testId: 'summary-discount',
          },
        ]
      : []),
    ...(payAheadPercent && paysAhead
      ? [
          {
            label: `${DEAL_MESSAGES.payAheadRow} (${payAheadPercent}%)`,
            value: `−${formatNaira(totals.payAhead)}`,
            testId: 'summary-pay-ahead',
          },
        ]
      : []),
    { label: 'Delivery Fee', value: formatNaira(totals.deliveryFee), testId: 'summary-delivery-fee' },
  ];
  return (
    <section aria-labelledby="order-summary" className="rounded-lg bg-stone-50 p-4">
      <h2 id="order-summary" className="mb-3 text-lg font-semibold text-stone-900">
        Summary
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.testId} className="flex justify-between gap-4">
            <dt className="text-stone-600">{row.label}</dt>
            <dd data-testid={row.testId} className="tabular-nums">
              {row.value}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>Grand Total</dt>
          <dd data-testid="summary-grand-total" className="tabular-nums">
            {formatNaira(totals.grandTotal)}
          </dd>
        </div>
        {creditUsed > 0 && (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">{CREDIT_MESSAGES.summaryLabel}</dt>
              <dd data-testid="summary-credit" className="tabular-nums">
                −{formatNaira(creditUsed)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 font-semibold">
              <dt>{CREDIT_MESSAGES.toPay}</dt>
              <dd data-testid="summary-to-pay" className="tabular-nums">
                {formatNaira(totals.grandTotal - creditUsed)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {payAheadPercent && !paysAhead ? (
        <p className="mt-2 text-xs text-green-800">{DEAL_MESSAGES.payAhead(payAheadPercent)}</p>
      ) : null}
    </section>
  );
}
