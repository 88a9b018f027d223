// The shared line check (@oko/shared/cart-lines) against the database's catalog.
import {
  checkLines as checkAgainst,
  namedIds,
  type CheckedLine,
  type FieldErrors,
} from '@oko/shared/cart-lines';
import type { cartLineSchema } from '@oko/shared/schemas/cart';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { isDbId } from '../ids';
import { findProductIds, findProductUnits } from './queries';

export type { CheckedLine, FieldErrors };

/** `checkLines` of @oko/shared/cart-lines, with the products and units the payload names read from `db`. */
export async function checkLines(
  db: Database,
  field: 'cart_data' | 'order_data',
  payload: z.input<typeof cartLineSchema>[],
  quantityProblem?: (quantity: number) => string | undefined,
): Promise<{ lines: CheckedLine[]; errors: FieldErrors }> {
  const ids = namedIds(payload);
  const catalog = {
    productIds: await findProductIds(db, ids.productIds.filter(isDbId)),
    units: await findProductUnits(db, ids.unitIds.filter(isDbId)),
  };
  return checkAgainst(field, payload, catalog, quantityProblem);
}
