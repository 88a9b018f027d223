// A unit's stock has one writer (issue 25): an order taking it, a cancel or an expired card order giving it back,
// the back office's harvest, spoilage and recount all change it here, inside the caller's transaction.
import { MAX_STOCK } from '@oko/shared/schemas/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productUnits } from '../db/schema';

/**
 * Adds `change` (negative: takes) to a unit's stock in one conditional UPDATE, guarded so that it never goes
 * below 0 nor above MAX_STOCK (summed as bigint, so the guard itself never overflows). Under a concurrent change
 * the row lock makes the second wait and re-check the guard on the committed row: racing orders never oversell
 * and no change is lost. Answers the stock before and after, and the unit's price, size and weighed terms at that moment (what
 * an order line copies); undefined when the unit is unknown or the guard refuses.
 */
export async function changeStock(db: Database, productUnitId: number, change: number) {
  const next = sql`${productUnits.availableQuantity}::bigint + ${change}`;
  const [row] = await db
    .update(productUnits)
    .set({ availableQuantity: sql`${productUnits.availableQuantity} + ${change}` })
    .where(and(eq(productUnits.id, productUnitId), sql`${next} between 0 and ${MAX_STOCK}`))
    .returning({
      after: productUnits.availableQuantity,
      productId: productUnits.productId,
      priceKobo: productUnits.priceKobo,
      unitNumber: productUnits.unitNumber,
      pricePerKgKobo: productUnits.pricePerKgKobo,
      estimatedGrams: productUnits.estimatedGrams,
      tolerancePercent: productUnits.tolerancePercent,
    });
  return row === undefined ? undefined : { ...row, before: row.after - change };
}
