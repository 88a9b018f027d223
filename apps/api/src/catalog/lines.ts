// The check a cart's and an order's lines share (spec section 5, "Cart payload"; order_data has the same shape):
// each line's product and units against the catalog, with field errors named after the payload.
import { CART_MESSAGES, type cartLineSchema } from '@oko/shared/schemas/cart';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { isDbId } from '../ids';
import { findProductIds, findProductUnits } from './queries';

/** A line the catalog knows, with its unit's stock and where it sits in the payload (for field errors). */
export type CheckedLine = {
  productUnitId: number;
  quantity: number;
  stock: number;
  index: number;
  position: number;
};

export type FieldErrors = Record<string, string[]>;

/**
 * Checks every line of `field` (`cart_data`, `order_data`): an unknown product, an unknown unit, or a unit of
 * another product is a field error naming it (`cart_data.0.product_id`,
 * `cart_data.0.product_units.1.product_unit_id`); so is a quantity `quantityProblem` refuses
 * (`….quantity`). A unit named twice counts once, with its last quantity and place.
 */
export async function checkLines(
  db: Database,
  field: string,
  payload: z.input<typeof cartLineSchema>[],
  quantityProblem?: (quantity: number) => string | undefined,
): Promise<{ lines: CheckedLine[]; errors: FieldErrors }> {
  const lines = payload.map((line) => ({
    productId: Number(line.product_id),
    units: line.product_units.map((unit) => ({ id: Number(unit.product_unit_id), quantity: unit.quantity })),
  }));
  const productIds = await findProductIds(db, [
    ...new Set(lines.map((line) => line.productId).filter(isDbId)),
  ]);
  const known = await findProductUnits(db, [
    ...new Set(lines.flatMap((line) => line.units.map((unit) => unit.id)).filter(isDbId)),
  ]);

  const errors: FieldErrors = {};
  const checked = new Map<number, CheckedLine>();
  lines.forEach((line, index) => {
    if (!productIds.has(line.productId)) {
      errors[`${field}.${index}.product_id`] = [CART_MESSAGES.unknownProduct];
      return;
    }
    line.units.forEach((unit, position) => {
      const found = known.get(unit.id);
      const problem = quantityProblem?.(unit.quantity);
      if (!found || found.productId !== line.productId) {
        errors[`${field}.${index}.product_units.${position}.product_unit_id`] = [CART_MESSAGES.unknownUnit];
      } else if (problem) {
        errors[`${field}.${index}.product_units.${position}.quantity`] = [problem];
      } else {
        checked.set(unit.id, {
          productUnitId: unit.id,
          quantity: unit.quantity,
          stock: found.availableQuantity,
          index,
          position,
        });
      }
    });
  });
  return { lines: [...checked.values()], errors };
}
