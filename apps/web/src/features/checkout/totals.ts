import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import { type Kobo, nairaToKobo } from '@oko/shared/money';
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

export type CheckoutTotals = { subtotal: Kobo; deliveryFee: Kobo; grandTotal: Kobo };

/**
 * Grand total = subtotal + delivery fee; no fee over the owner's free-delivery threshold (naira, from
 * `GET /get-setting`; null or absent: off), by the rule the server prices the order with.
 */
export function checkoutTotals(
  lines: readonly PricedLine[],
  channels: readonly Pick<DeliveryChannel, 'id' | 'fee'>[],
  chosenChannelId: number | null,
  freeDeliveryThreshold?: string | null,
): CheckoutTotals {
  const subtotal = subtotalKobo(lines);
  const deliveryFee = deliveryFeeFor(
    deliveryFeeKobo(channels, chosenChannelId),
    subtotal,
    freeDeliveryThreshold ? nairaToKobo(freeDeliveryThreshold) : null,
  );
  return { subtotal, deliveryFee, grandTotal: subtotal + deliveryFee };
}
