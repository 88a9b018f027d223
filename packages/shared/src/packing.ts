// How an order line reads after packing (issue 27), in the shopper's order page and the back office alike.
import type { OrderLine } from './schemas/order';
import { weightNote } from './weight';

/** What packing made of the line, or what it will be: "Weighed 1.85 kg", "Not available: left out", … */
export function packingNote(line: OrderLine): string | null {
  if (line.outcome === 'unavailable') return 'Not available: left out';
  if (line.outcome === 'substituted' && line.substitute) {
    const sent = line.substitute;
    return `Not available: sent ${sent.product_name} (${sent.unit_label}) × ${sent.quantity} instead`;
  }
  if (line.weighed_kg !== null) return `Weighed ${line.weighed_kg} kg`;
  if (line.weight) return `${weightNote(line.weight)}: about ${line.weight.estimated_kg} kg each`;
  return null;
}

/**
 * The checkout's choice for each line (issue 27). Paying on delivery there is nothing to refund: the line is
 * left out (issue 43 item 8).
 */
export const substituteChoice = (payOnDelivery: boolean) =>
  `If it runs out, send a similar item (otherwise we ${payOnDelivery ? 'leave it out' : 'refund it'})`;

/** The shopper's "send a similar item", as the order page, its mails and the back office show it (issue 43). */
export const SUBSTITUTE_ALLOWED = 'If it runs out: send a similar item';

/** `SUBSTITUTE_ALLOWED` for a line whose shopper chose it, until packing settled the line. */
export const substituteNote = (line: Pick<OrderLine, 'if_unavailable' | 'outcome'>) =>
  line.if_unavailable === 'substitute' && line.outcome === null ? SUBSTITUTE_ALLOWED : null;
