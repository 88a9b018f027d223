import { type Kobo, nairaToKobo } from '@oko/shared/money';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';

// Spec section 4, "Totals". All sums in integer kobo (DESIGN.md "Money"); naira strings only at the edges.

/** What a total needs of a cart line: its unit price (naira, 2 decimals) and the quantity shown. */
export type PricedLine = { pricePerUnit: string; quantity: number };

export const lineTotalKobo = (line: PricedLine): Kobo => nairaToKobo(line.pricePerUnit) * line.quantity;

/** Subtotal: the sum of unit price × quantity, with the quantities as the shopper has edited them. */
export const subtotalKobo = (lines: readonly PricedLine[]): Kobo =>
  lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);

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

/** Grand total = subtotal + delivery fee. */
export function checkoutTotals(
  lines: readonly PricedLine[],
  channels: readonly Pick<DeliveryChannel, 'id' | 'fee'>[],
  chosenChannelId: number | null,
): CheckoutTotals {
  const subtotal = subtotalKobo(lines);
  const deliveryFee = deliveryFeeKobo(channels, chosenChannelId);
  return { subtotal, deliveryFee, grandTotal: subtotal + deliveryFee };
}
