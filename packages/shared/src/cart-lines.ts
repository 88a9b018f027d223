// The check a cart's and an order's lines share (spec section 5, "Cart payload"; order_data has the same shape),
// run by the API against its database and by the mock API against its memory.
import { CART_MESSAGES } from './cart-messages';
import type { cartLineSchema } from './schemas/cart';
import type { z } from 'zod';

export const LINE_MESSAGES = {
  repeatedUnit: 'Each product unit may appear only once in an order.',
} as const;

/** What the catalog knows of the payload's products and units. */
export type KnownCatalog = {
  productIds: ReadonlySet<number>;
  units: ReadonlyMap<number, { productId: number; availableQuantity: number }>;
};

/** A line the catalog knows, with its unit's stock and where it sits in the payload (for field errors). */
export type CheckedLine = {
  productId: number;
  productUnitId: number;
  quantity: number;
  stock: number;
  index: number;
  position: number;
};

export type FieldErrors = Record<string, string[]>;

/** The ids a payload names, to look up before `checkLines`. */
export function namedIds(payload: z.input<typeof cartLineSchema>[]) {
  return {
    productIds: [...new Set(payload.map((line) => Number(line.product_id)))],
    unitIds: [
      ...new Set(payload.flatMap((line) => line.product_units.map((unit) => Number(unit.product_unit_id)))),
    ],
  };
}

/**
 * Checks every line of `field` (`cart_data`, `order_data`): an unknown product, an unknown unit, or a unit of
 * another product is a field error naming it (`cart_data.0.product_id`,
 * `cart_data.0.product_units.1.product_unit_id`); so is a quantity `quantityProblem` refuses (`….quantity`).
 * A unit named twice in an order is refused (a shopper's order must say what it takes, not be folded); in a
 * cart it counts once, with its last quantity, as the storefront sends the whole cart again on each change.
 */
export function checkLines(
  field: 'cart_data' | 'order_data',
  payload: z.input<typeof cartLineSchema>[],
  catalog: KnownCatalog,
  quantityProblem?: (quantity: number) => string | undefined,
): { lines: CheckedLine[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const checked = new Map<number, CheckedLine>();
  payload.forEach((line, index) => {
    const productId = Number(line.product_id);
    if (!catalog.productIds.has(productId)) {
      errors[`${field}.${index}.product_id`] = [CART_MESSAGES.unknownProduct];
      return;
    }
    line.product_units.forEach((unit, position) => {
      const unitId = Number(unit.product_unit_id);
      const found = catalog.units.get(unitId);
      const problem = quantityProblem?.(unit.quantity);
      const place = `${field}.${index}.product_units.${position}`;
      if (!found || found.productId !== productId) {
        errors[`${place}.product_unit_id`] = [CART_MESSAGES.unknownUnit];
      } else if (field === 'order_data' && checked.has(unitId)) {
        errors[`${place}.product_unit_id`] = [LINE_MESSAGES.repeatedUnit];
      } else if (problem) {
        errors[`${place}.quantity`] = [problem];
      } else {
        const stock = found.availableQuantity;
        checked.set(unitId, {
          productId,
          productUnitId: unitId,
          quantity: unit.quantity,
          stock,
          index,
          position,
        });
      }
    });
  });
  return { lines: [...checked.values()], errors };
}
