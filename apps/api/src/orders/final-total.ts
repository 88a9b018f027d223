// What an order comes to after packing (issue 27, decision 032): the one place that sums it, so another rule
// that changes a total (a discount priced at order time) is added here once.
import type { OrderLineRow } from './queries';

/**
 * The sum of the lines' final totals (a weighed line's weight, 0 for a line left out, a substitute at no more
 * than the line's price) plus the delivery fee as priced at order time.
 */
export function orderFinalTotalKobo(
  order: { deliveryFeeKobo: number },
  lines: Pick<OrderLineRow, 'finalTotalKobo'>[],
): number {
  return lines.reduce((sum, line) => sum + line.finalTotalKobo, 0) + order.deliveryFeeKobo;
}

/** Whether packing changed anything the shopper should hear of: a line left out, substituted or not as estimated. */
export const packingChanged = (
  lines: Pick<OrderLineRow, 'outcome' | 'finalTotalKobo' | 'lineTotalKobo' | 'weighedGrams'>[],
) =>
  lines.some(
    (line) =>
      line.outcome !== null || line.weighedGrams !== null || line.finalTotalKobo !== line.lineTotalKobo,
  );
