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
