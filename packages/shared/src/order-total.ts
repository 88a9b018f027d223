import type { Kobo } from './money';

// The one sum of an order (issue 37): the checkout's grand total, the total an order is placed with and the final
// total packing settles (decision 032) all come from here, so a rule that changes a total is added once.

/**
 * The goods (the lines' totals) less the deal (a discount code's and paying ahead's naira off, decision 031:
 * never more than the goods come to), plus the delivery fee.
 */
export function orderTotalKobo(order: {
  goodsKobo: Kobo;
  discountKobo: Kobo;
  payAheadKobo: Kobo;
  deliveryFeeKobo: Kobo;
}): Kobo {
  const dealKobo = Math.min(order.goodsKobo, order.discountKobo + order.payAheadKobo);
  return order.goodsKobo - dealKobo + order.deliveryFeeKobo;
}
