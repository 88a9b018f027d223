// The back office's SQL (Drizzle): orders of every shopper with filters, the catalog with hidden products and
// units, stock changes. Order rows read and written by the shop itself stay in orders/queries.ts.
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { likeEscaped } from '../db/like';
import {
  categories,
  categorySlugs,
  deliveryChannels,
  orderLines,
  orders,
  productUnits,
  products,
  stockAdjustments,
  units,
  users,
} from '../db/schema';
import { orderColumns } from '../orders/queries';

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface OrderFilter {
  status?: (typeof orders.$inferSelect)['status'];
  paymentMethod?: (typeof orders.$inferSelect)['paymentMethod'];
  /** Placed at or after. */
  since?: Date;
  /** Placed before. */
  before?: Date;
  /** An order number, or part of the shopper's e-mail or name. */
  search?: string;
}

function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.since ? gte(orders.createdAt, filter.since) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
  ];
  if (filter.search) {
    const number = /^#?(\d{1,9})$/.exec(filter.search)?.[1];
    const pattern = `%${likeEscaped(filter.search)}%`;
    conditions.push(
      or(
        number === undefined ? undefined : eq(orders.id, Number(number)),
        ilike(users.email, pattern),
        ilike(sql`${users.name} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The shop's order columns, and the shopper who placed it. */
const adminOrderColumns = {
  ...orderColumns,
  customer: { id: users.id, name: users.name, last_name: users.lastName, email: users.email },
};

/** A page of every shopper's orders matching the filter, newest first, and how many match. */
export async function listAllOrders(db: Database, filter: OrderFilter, limit: number, offset: number) {
  const where = orderConditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminOrderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
export type AdminOrderRow = Awaited<ReturnType<typeof listAllOrders>>['rows'][number];

export async function findOrderWithCustomer(db: Database, orderId: number) {
  const [row] = await db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface AdminUnitRow {
  id: number;
  unitNumber: number;
  priceKobo: number;
  availableQuantity: number;
  active: boolean;
  unit: { name: string; symbol: string };
}

/** Every unit of the product, hidden ones too, cheapest first (as the storefront lists them). */
const allUnitsJson = sql<AdminUnitRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', pu."id",
      'unitNumber', pu."unit_number",
      'priceKobo', pu."price_kobo",
      'availableQuantity', pu."available_quantity",
      'active', pu."active",
      'unit', json_build_object('name', u."name", 'symbol', u."symbol")
    ) order by pu."price_kobo", pu."id")
    from "product_units" pu join "units" u on u."id" = pu."unit_id"
    where pu."product_id" = "products"."id"
  ), '[]'::json)`
  .mapWith((value: unknown): AdminUnitRow[] => {
    const rows = (typeof value === 'string' ? JSON.parse(value) : value) as AdminUnitRow[];
    return rows.map((unit) => ({
      ...unit,
      unitNumber: Number(unit.unitNumber),
      priceKobo: Number(unit.priceKobo),
      availableQuantity: Number(unit.availableQuantity),
    }));
  })
  .as('product_units');

const adminProductColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  imageUrl: products.imageUrl,
  active: products.active,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  units: allUnitsJson,
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
    })
    .from(productUnits)
    .where(eq(productUnits.id, productUnitId))
    .for('update');
  return row;
}

export async function updateProductUnit(
  db: Database,
  productUnitId: number,
  values: Partial<Pick<typeof productUnits.$inferInsert, 'priceKobo' | 'availableQuantity' | 'active'>>,
): Promise<void> {
  await db.update(productUnits).set(values).where(eq(productUnits.id, productUnitId));
}

// ── Stock ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Adds `change` (negative: takes) to a unit's stock in one conditional UPDATE, as an order takes stock: under
 * a concurrent order the row lock makes one wait and re-check on the committed row, so the stock never goes
 * below 0 and neither change is lost. Undefined: the unit is unknown or has too little for a negative change.
 */
export async function addStock(db: Database, productUnitId: number, change: number) {
  const [row] = await db
    .update(productUnits)
    .set({ availableQuantity: sql`${productUnits.availableQuantity} + ${change}` })
    .where(
      and(
        eq(productUnits.id, productUnitId),
        gte(sql`${productUnits.availableQuantity} + ${change}`, 0),
        sql`${productUnits.availableQuantity} + ${change} <= 2147483647`,
      ),
    )
    .returning({ after: productUnits.availableQuantity });
  return row === undefined ? undefined : { before: row.after - change, after: row.after };
}

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

// ── Dashboard and packing ───────────────────────────────────────────────────────────────────────────────────

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

/** Marks a bank transfer received, once: undefined when the order is not a bank transfer or already paid. */
export async function markTransferPaid(db: Database, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'paid', updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'bank_transfer'),
        sql`${orders.paymentStatus} <> 'paid'`,
      ),
    )
    .returning({ id: orders.id });
  return row;
}

export async function findPaymentOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Every order matching the filter, newest first, at most `limit` (the CSV export, the pick list). */
export async function listOrdersForExport(db: Database, filter: OrderFilter, limit: number) {
  return db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderConditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The orders' lines summed per unit: what to gather from the store. */
export async function pickLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      productUnitId: orderLines.productUnitId,
      productName: orderLines.productName,
      unitLabel: orderLines.unitLabel,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      ordersCount: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.productUnitId, orderLines.productName, orderLines.unitLabel)
    .orderBy(asc(orderLines.productName), asc(orderLines.unitLabel));
}

// ── Delivery channels ───────────────────────────────────────────────────────────────────────────────────────

const channelColumns = {
  id: deliveryChannels.id,
  name: deliveryChannels.name,
  description: deliveryChannels.description,
  feeKobo: deliveryChannels.feeKobo,
  active: deliveryChannels.active,
};

/** Every channel, hidden ones too, in the checkout's order. */
export async function listAllDeliveryChannels(db: Database) {
  return db
    .select(channelColumns)
    .from(deliveryChannels)
    .orderBy(asc(deliveryChannels.position), asc(deliveryChannels.id));
}

export async function lockDeliveryChannel(db: Database, channelId: number) {
  const [row] = await db
    .select(channelColumns)
    .from(deliveryChannels)
    .where(eq(deliveryChannels.id, channelId))
    .for('update');
  return row;
}

/** Undefined when the name is taken (the unique index decides). New channels come last at the checkout. */
export async function insertDeliveryChannel(
  db: Database,
  values: { name: string; description: string; feeKobo: number; active: boolean },
) {
  const [row] = await db
    .insert(deliveryChannels)
    .values({
      ...values,
      position: sql`(select coalesce(max(${deliveryChannels.position}), -1) + 1 from ${deliveryChannels})`,
    })
    .onConflictDoNothing({ target: deliveryChannels.name })
    .returning(channelColumns);
  return row;
}

/** Undefined when the new name is another channel's. */
export async function updateDeliveryChannel(
  db: Database,
  channelId: number,
  values: Partial<{ name: string; description: string; feeKobo: number; active: boolean }>,
) {
  const [taken] =
    values.name === undefined
      ? []
      : await db
          .select({ id: deliveryChannels.id })
          .from(deliveryChannels)
          .where(and(eq(deliveryChannels.name, values.name), sql`${deliveryChannels.id} <> ${channelId}`));
  if (taken) return undefined;
  const [row] = await db
    .update(deliveryChannels)
    .set(values)
    .where(eq(deliveryChannels.id, channelId))
    .returning(channelColumns);
  return row;
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────────────────────

const adminCategoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  productsCount: categories.productsCount,
  position: categories.position,
  formerSlugs: sql<string[]>`coalesce((select array_agg(s."slug" order by s."created_at", s."slug")
    from "category_slugs" s where s."category_id" = "categories"."id"), '{}')`,
};

/** Every category in the home page's order, with its former slugs. */
export async function listAllCategories(db: Database) {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function findAdminCategory(db: Database, categoryId: number) {
  const [row] = await db.select(adminCategoryColumns).from(categories).where(eq(categories.id, categoryId));
  return row;
}

export async function lockCategory(db: Database, categoryId: number) {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  return row;
}

/** Slugs in use, current or former, equal to `base` or `base-N`, except those of `exceptCategoryId`. */
export async function categorySlugsLike(db: Database, base: string, exceptCategoryId?: number) {
  const pattern = `${likeEscaped(base)}-%`;
  const [current, former] = await Promise.all([
    db
      .select({ slug: categories.slug, categoryId: categories.id })
      .from(categories)
      .where(or(eq(categories.slug, base), ilike(categories.slug, pattern))),
    db
      .select({ slug: categorySlugs.slug, categoryId: categorySlugs.categoryId })
      .from(categorySlugs)
      .where(or(eq(categorySlugs.slug, base), ilike(categorySlugs.slug, pattern))),
  ]);
  return new Set(
    [...current, ...former].filter((row) => row.categoryId !== exceptCategoryId).map((row) => row.slug),
  );
}

export async function insertCategory(db: Database, values: typeof categories.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      ...values,
      position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories})`,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category not inserted');
  return row.id;
}

export async function updateCategory(
  db: Database,
  categoryId: number,
  values: Partial<Pick<typeof categories.$inferInsert, 'name' | 'slug' | 'description' | 'imageUrl'>>,
): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, categoryId));
}

/** Keeps `slug` naming the category; a slug it takes back stops being a former one. */
export async function keepFormerSlug(db: Database, categoryId: number, formerSlug: string, newSlug: string) {
  await db.delete(categorySlugs).where(eq(categorySlugs.slug, newSlug));
  await db.insert(categorySlugs).values({ slug: formerSlug, categoryId }).onConflictDoNothing();
}

export async function allCategoryIds(db: Database): Promise<number[]> {
  return (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
}

export async function setCategoryPositions(db: Database, orderedIds: number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db.update(categories).set({ position }).where(eq(categories.id, id));
  }
}

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The owner and the staff, the owner first, then by name. */
export async function listBackOfficeAccounts(db: Database) {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ['owner', 'staff']))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.name), asc(users.id));
}

export async function setRole(db: Database, userId: number, role: (typeof users.$inferSelect)['role']) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
