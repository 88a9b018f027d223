import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSort } from '@oko/shared/schemas/catalog';
import type { Database } from '../db/client';
import { categories, products, productUnits, units } from '../db/schema';

export interface Window {
  limit: number;
  offset: number;
}

// Correlated subqueries spell their columns out: Drizzle leaves single-table columns unqualified, and an
// unqualified "id" inside the subquery would mean the inner table's.
const productsCount =
  sql<number>`(select count(*) from "products" p where p."category_id" = "categories"."id")`
    .mapWith(Number)
    .as('products_count');

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  productsCount,
};

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export async function countCategories(db: Database): Promise<number> {
  return db.$count(categories);
}

export async function listCategories(db: Database, { limit, offset }: Window) {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
    .limit(limit)
    .offset(offset);
}

export async function findCategory(db: Database, by: { id: number } | { slug: string }) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where('id' in by ? eq(categories.id, by.id) : eq(categories.slug, by.slug))
    .limit(1);
  return row;
}

/** The lowest unit price of a product: what "price" sorts by (a product shows "from ₦…"). */
const lowestPrice = sql`(select min(pu."price_kobo") from "product_units" pu where pu."product_id" = "products"."id")`;

const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  // Matches the products_name_idx expression: the same order on embedded and server PostgreSQL.
  name: [sql`lower(${products.name}) collate "C"`, asc(products.id)],
  price_asc: [sql`${lowestPrice} asc nulls last`, asc(products.id)],
  price_desc: [sql`${lowestPrice} desc nulls last`, desc(products.id)],
};

export interface ProductFilter {
  categoryId?: number;
}

function productWhere({ categoryId }: ProductFilter) {
  return and(categoryId === undefined ? undefined : eq(products.categoryId, categoryId));
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  return db.$count(products, productWhere(filter));
}

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  imageUrl: products.imageUrl,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

export type ProductRow = Awaited<ReturnType<typeof findProduct>> & {};

export async function listProducts(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  { limit, offset }: Window,
) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(productWhere(filter))
    .orderBy(...PRODUCT_ORDER[sort])
    .limit(limit)
    .offset(offset);
}

export async function findProduct(db: Database, id: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export type ProductUnitRow = Awaited<ReturnType<typeof listUnitsOfProducts>>[number];

/** Every sale unit of the given products, cheapest first within a product. */
export async function listUnitsOfProducts(db: Database, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      unitNumber: productUnits.unitNumber,
      priceKobo: productUnits.priceKobo,
      availableQuantity: productUnits.availableQuantity,
      unit: { name: units.name, symbol: units.symbol },
    })
    .from(productUnits)
    .innerJoin(units, eq(units.id, productUnits.unitId))
    .where(inArray(productUnits.productId, productIds))
    .orderBy(asc(productUnits.productId), asc(productUnits.priceKobo), asc(productUnits.id));
}
