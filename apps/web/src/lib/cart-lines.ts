import { type Kobo, nairaToKobo } from '@oko/shared/money';
import type { CartRow } from '@oko/shared/schemas/cart';
import { unitLabel } from '@oko/shared/units';
import type { UnitWeight } from '@oko/shared/weight';

/** A cart line as the cart page and the checkout show it, from the guest cart or the server's. */
export type CartLine = {
  productId: number;
  productUnitId: number;
  name: string;
  /** "25 kg", "1 tuber". */
  unit: string;
  /** Naira with 2 decimals, as the API answers it. */
  pricePerUnit: string;
  quantity: number;
  /** The unit's available quantity (spec section 9: 1 when not said). */
  max: number;
  /** Sold by weight (issue 27): the price is the estimate, and the line says "Final price by weight"; else null. */
  weight: UnitWeight | null;
};

export const lineKey = (line: Pick<CartLine, 'productId' | 'productUnitId'>) =>
  `${line.productId}:${line.productUnitId}`;

/** A row of the server cart (`GET /cart`, spec section 3) as a line. */
export const cartLineFromRow = (row: CartRow): CartLine => ({
  productId: row.product_id,
  productUnitId: row.product_unit_id,
  name: row.product_unit.product.name,
  unit: unitLabel(row.product_unit.unit_number, row.product_unit.unit),
  pricePerUnit: row.product_unit.price_per_unit,
  quantity: row.quantity,
  max: row.product_unit.available_quantity,
  weight: row.product_unit.weight,
});

/** What a total needs of a line. All sums in integer kobo (DESIGN.md "Money"); naira strings only at the edges. */
export type PricedLine = Pick<CartLine, 'pricePerUnit' | 'quantity'>;

/** Spec section 4: unit price × quantity. */
export const lineTotalKobo = (line: PricedLine): Kobo => nairaToKobo(line.pricePerUnit) * line.quantity;

/** The sum of the lines' totals, with the quantities as the shopper sees them. */
export const subtotalKobo = (lines: readonly PricedLine[]): Kobo =>
  lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);
