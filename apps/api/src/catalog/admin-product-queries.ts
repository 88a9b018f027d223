// The back office's SQL for products (Drizzle): products with hidden ones and every unit, their sale units, stock
// changes.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { likeEscaped } from '../db/like';
import { productColumns, productUnitsJson, type ProductUnitRow } from './queries';
import { categories, orderLines, productUnits, products, stockAdjustments, units, users } from '../db/schema';

export interface AdminUnitRow extends ProductUnitRow {
  active: boolean;
}

/** A product as the back office shows it: the storefront's columns, with whether it is shown, and every unit. */
const adminProductColumns = {
  ...productColumns,
  active: products.active,
  units: productUnitsJson<AdminUnitRow>('all'),
};

export async function findAdminProduct(db: Database, productId: number) {
  const [row] = await db
    .select(adminProductColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row;
}
export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof findAdminProduct>>>;

/** A page of products (hidden too) by name, with a name search and a category filter. */
export async function listAdminProducts(
  db: Database,
  filter: { search?: string; categoryId?: number },
  limit: number,
  offset: number,
) {
  const where = and(
    filter.search ? ilike(products.name, `%${likeEscaped(filter.search)}%`) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(adminProductColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(sql`lower(${products.name}) collate "C"`, asc(products.id))
      .limit(limit)
      .offset(offset),
    db.$count(products, where),
  ]);
  return { rows, total };
}

export async function categoryExists(db: Database, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

/** Whether a slug is free for a new product. */
export async function productSlugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), ilike(products.slug, `${likeEscaped(base)}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertProduct(db: Database, values: typeof products.$inferInsert): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

/** The units' ids by symbol, adding the symbols the shop does not have yet (with the given names). */
export async function ensureUnits(
  db: Database,
  wanted: { name: string; symbol: string }[],
): Promise<Map<string, number>> {
  await db.insert(units).values(wanted).onConflictDoNothing({ target: units.symbol });
  const rows = await db
    .select({ id: units.id, symbol: units.symbol })
    .from(units)
    .where(
      inArray(
        units.symbol,
        wanted.map((unit) => unit.symbol),
      ),
    );
  return new Map(rows.map((row) => [row.symbol, row.id]));
}

/** The (unit, number) pairs a product is already sold in: "unitId:number". */
export async function productUnitKeys(db: Database, productId: number): Promise<Set<string>> {
  const rows = await db
    .select({ unitId: productUnits.unitId, unitNumber: productUnits.unitNumber })
    .from(productUnits)
    .where(eq(productUnits.productId, productId));
  return new Set(rows.map((row) => `${row.unitId}:${Number(row.unitNumber)}`));
}

export async function insertProductUnits(
  db: Database,
  values: (typeof productUnits.$inferInsert)[],
): Promise<number[]> {
  const rows = await db.insert(productUnits).values(values).returning({ id: productUnits.id });
  return rows.map((row) => row.id);
}

/** The product's row locked until the transaction ends. */
export async function lockProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      description: products.description,
      active: products.active,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function updateProduct(
  db: Database,
  productId: number,
  values: Partial<Pick<typeof products.$inferInsert, 'name' | 'categoryId' | 'description' | 'active'>>,
): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, productId));
}

/** The product's picture and slug (its drawing's name), locked for the change. */
export async function lockProductImage(db: Database, productId: number) {
  const [row] = await db
    .select({ slug: products.slug, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

export async function updateProductImage(db: Database, productId: number, imageUrl: string): Promise<void> {
  await db.update(products).set({ imageUrl }).where(eq(products.id, productId));
}

export async function productHasOrders(db: Database, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.productId, productId))
    .limit(1);
  return row !== undefined;
}

export async function deleteProduct(db: Database, productId: number): Promise<void> {
  await db.delete(products).where(eq(products.id, productId));
}

/** A unit's row locked until the transaction ends (a price or stock change waits for an order taking it). */
export async function lockProductUnit(db: Database, productUnitId: number) {
  const [row] = await db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      priceKobo: productUnits.priceKobo,
      availableQuantity: productUnits.availableQuantity,
      active: productUnits.active,
      pricePerKgKobo: productUnits.pricePerKgKobo,
      estimatedGrams: productUnits.estimatedGrams,
      tolerancePercent: productUnits.tolerancePercent,
    })
    .from(productUnits)
    .where(eq(productUnits.id, productUnitId))
    .for('update');
  return row;
}

export async function updateProductUnit(
  db: Database,
  productUnitId: number,
  values: Partial<
    Pick<
      typeof productUnits.$inferInsert,
      'priceKobo' | 'active' | 'pricePerKgKobo' | 'estimatedGrams' | 'tolerancePercent'
    >
  >,
): Promise<void> {
  // The stock is not among them: catalog/stock.ts's changeStock is its one writer.
  if (Object.keys(values).length === 0) return;
  await db.update(productUnits).set(values).where(eq(productUnits.id, productUnitId));
}

// ── Stock ───────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertStockAdjustment(db: Database, values: typeof stockAdjustments.$inferInsert) {
  const [row] = await db.insert(stockAdjustments).values(values).returning();
  if (!row) throw new Error('stock adjustment not inserted');
  return row;
}

export async function listStockAdjustments(db: Database, productUnitId: number, limit: number) {
  return db
    .select({
      id: stockAdjustments.id,
      productUnitId: stockAdjustments.productUnitId,
      reason: stockAdjustments.reason,
      before: stockAdjustments.before,
      after: stockAdjustments.after,
      at: stockAdjustments.at,
      userId: users.id,
      userName: users.name,
    })
    .from(stockAdjustments)
    .leftJoin(users, eq(users.id, stockAdjustments.userId))
    .where(eq(stockAdjustments.productUnitId, productUnitId))
    .orderBy(desc(stockAdjustments.at), desc(stockAdjustments.id))
    .limit(limit);
}

/** Units on sale (of products on sale) with `atMost` or fewer left, fewest first. */
export async function lowStockUnits(db: Database, atMost: number, limit: number) {
  return db
    .select({
      productUnitId: productUnits.id,
      productId: products.id,
      productName: products.name,
      unitNumber: productUnits.unitNumber,
      unitName: units.name,
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
