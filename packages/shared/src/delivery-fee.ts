import type { Kobo } from './money';

// The one delivery-fee rule (issue 13): the API prices orders with it, the checkout's Summary shows it.

/**
 * The delivery fee an order pays: its channel's fee (spec section 4), or none when the owner set a free-delivery
 * threshold and the order's subtotal is over it (exactly the threshold is not over it). No threshold: off.
 */
export function deliveryFeeFor(
  channelFeeKobo: Kobo,
  subtotalKobo: Kobo,
  freeDeliveryThresholdKobo: Kobo | null,
): Kobo {
  return freeDeliveryThresholdKobo !== null && subtotalKobo > freeDeliveryThresholdKobo ? 0 : channelFeeKobo;
}
