import { formatNaira, nairaToKobo } from '@oko/shared/money';
import type { ProductUnit } from '@oko/shared/schemas/catalog';

/** Spec section 4: a single price, or "low - high" across a product's units, in naira. */
export function formatPriceRange(units: Pick<ProductUnit, 'price_per_unit'>[]): string {
  if (units.length === 0) return '';
  const prices = units.map((unit) => nairaToKobo(unit.price_per_unit));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatNaira(low) : `${formatNaira(low)} - ${formatNaira(high)}`;
}

/** Spec section 4: "out of stock" when no unit has a positive available quantity, otherwise "In Stock". */
export function stockLabel(units: { available_quantity?: number | null }[]): 'out of stock' | 'In Stock' {
  const soldOut = units.every((unit) => unit.available_quantity == null || unit.available_quantity <= 0);
  return soldOut ? 'out of stock' : 'In Stock';
}
