import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import { type Kobo, nairaToKobo } from '@oko/shared/money';
import { orderTotalKobo } from '@oko/shared/order-total';
import { payAheadKobo } from '@oko/shared/schemas/deals';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import { type PricedLine, subtotalKobo } from '@/lib/cart-lines';

// Spec section 4, "Totals". All sums in integer kobo (DESIGN.md "Money"); naira strings only at the edges.

/**
 * The chosen channel's fee; the first channel's while none is chosen (or the chosen one is gone); 0 when there
 * are no channels.
 */
export function deliveryFeeKobo(
  channels: readonly Pick<DeliveryChannel, 'id' | 'fee'>[],
  chosenChannelId: number | null,
): Kobo {
  const channel = channels.find((entry) => entry.id === chosenChannelId) ?? channels[0];
  return channel ? nairaToKobo(channel.fee) : 0;
}

export type CheckoutTotals = {
  subtotal: Kobo;
  /** A discount code's naira off, as `POST /discount-codes/check` priced it; 0 without a code (issue 28). */
  discount: Kobo;
  /** Paying ahead's naira off; 0 when the method pays on delivery or the shop gives none. */
  payAhead: Kobo;
  deliveryFee: Kobo;
  grandTotal: Kobo;
};

/** The deal the Summary shows: a checked code's naira off, and paying ahead's percent when the method earns it. */
export type CheckoutDeal = { discount?: string | null; payAheadPercent?: number | null };

/**
 * Grand total = subtotal − discount − paying ahead + delivery fee, added up by the shared `orderTotalKobo` as the
 * server adds up the order it places (issue 37): the server's total is the one charged, this is its preview. By the
 * rules the server prices the order with (decision 031): no fee when the subtotal after the code is over the
 * owner's free-delivery threshold (naira, from `GET /get-setting`; null or absent: off); paying ahead is a percent
 * of the goods after the code.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  channels: readonly Pick<DeliveryChannel, 'id' | 'fee'>[],
  chosenChannelId: number | null,
  freeDeliveryThreshold?: string | null,
  deal: CheckoutDeal = {},
): CheckoutTotals {
  const subtotal = subtotalKobo(lines);
  const discount = Math.min(deal.discount ? nairaToKobo(deal.discount) : 0, subtotal);
  const goods = subtotal - discount;
  const payAhead = payAheadKobo(goods, deal.payAheadPercent);
  const deliveryFee = deliveryFeeFor(
    deliveryFeeKobo(channels, chosenChannelId),
    goods,
    freeDeliveryThreshold ? nairaToKobo(freeDeliveryThreshold) : null,
  );
  const grandTotal = orderTotalKobo({
    goodsKobo: subtotal,
    discountKobo: discount,
    payAheadKobo: payAhead,
    deliveryFeeKobo: deliveryFee,
  });
  return { subtotal, discount, payAhead, deliveryFee, grandTotal };
}
