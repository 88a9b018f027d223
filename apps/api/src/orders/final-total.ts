// What an order comes to after packing (issue 27, decision 032): the lines' final totals summed once, priced by
// the one order sum the checkout and the placed order use too (@oko/shared/order-total).
import { orderTotalKobo } from '@oko/shared/order-total';
import type { OrderLineRow } from './queries';

/**
 * The sum of the lines' final totals (a weighed line's weight, 0 for a line left out, a substitute at no more
 * than the line's price), less the deal as priced at order time (a discount code and paying ahead, issue 28:
 * never more than the goods now come to), plus the delivery fee as priced at order time.
 */
export function orderFinalTotalKobo(
  order: { deliveryFeeKobo: number; discountKobo: number; payAheadKobo: number },
  lines: Pick<OrderLineRow, 'finalTotalKobo'>[],
): number {
  const goodsKobo = lines.reduce((sum, line) => sum + line.finalTotalKobo, 0);
  return orderTotalKobo({ ...order, goodsKobo });
}

/**
 * Whether packing changed anything the shopper should hear of: a line left out, substituted or priced otherwise
 * than estimated. A line weighed at its price (its estimate, or heavier and capped) changed nothing (issue 43).
 */
export const packingChanged = (lines: Pick<OrderLineRow, 'outcome' | 'finalTotalKobo' | 'lineTotalKobo'>[]) =>
  lines.some((line) => line.outcome !== null || line.finalTotalKobo !== line.lineTotalKobo);
