// The dashboard's SQL (Drizzle): orders per status, sales since a moment, units low on stock.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, productUnits, products, units } from '../db/schema';

/** How many orders are in each status. */
export async function countOrdersByStatus(db: Database) {
  return db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
}

/** Orders placed since `since` (cancelled ones left out) and the sum of their totals, in kobo. */
export async function salesSince(db: Database, since: Date) {
  const [row] = await db
    .select({
      orders: count(),
      totalKobo: sql<number>`coalesce(sum(${orders.totalKobo}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`));
  return row ?? { orders: 0, totalKobo: 0 };
}

/** Units on sale (of products on sale) with `atMost` or fewer left, fewest first. */
export async function lowStockUnits(db: Database, atMost: number, limit: number) {
  return db
    .select({
      productUnitId: productUnits.id,
      productId: products.id,
      productName: products.name,
      unitNumber: productUnits.unitNumber,
      unitSymbol: units.symbol,
      availableQuantity: productUnits.availableQuantity,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .innerJoin(units, eq(units.id, productUnits.unitId))
    .where(
      and(
        eq(productUnits.active, true),
        eq(products.active, true),
        sql`${productUnits.availableQuantity} <= ${atMost}`,
      ),
    )
    .orderBy(asc(productUnits.availableQuantity), asc(products.name), asc(productUnits.id))
    .limit(limit);
}
