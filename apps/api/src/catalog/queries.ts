import { type SQL, and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { ProductSort } from '@oko/shared/schemas/catalog';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

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

export interface ProductUnitRow {
  id: number;
  unitNumber: number;
  priceKobo: number;
  availableQuantity: number;
  unit: { name: string; symbol: string };
}

/**
 * A product's sale units, cheapest first, as one JSON array inside the product's row: a page of products is one
 * query, not one plus one for the units (each PGlite query costs a millisecond or two, and they queue).
 */
const productUnitsJson = sql<ProductUnitRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', pu."id",
      'unitNumber', pu."unit_number",
      'priceKobo', pu."price_kobo",
      'availableQuantity', pu."available_quantity",
      'unit', json_build_object('name', u."name", 'symbol', u."symbol")
    ) order by pu."price_kobo", pu."id")
    from "product_units" pu join "units" u on u."id" = pu."unit_id"
    where pu."product_id" = "products"."id"
  ), '[]'::json)`
  .mapWith((value: unknown): ProductUnitRow[] => {
    const units = (typeof value === 'string' ? JSON.parse(value) : value) as ProductUnitRow[];
    // json_agg hands bigint and numeric over as JSON numbers; keep them numbers whatever the driver does.
    return units.map((unit) => ({
      ...unit,
      unitNumber: Number(unit.unitNumber),
      priceKobo: Number(unit.priceKobo),
      availableQuantity: Number(unit.availableQuantity),
    }));
  })
  .as('product_units');

const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  imageUrl: products.imageUrl,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  units: productUnitsJson,
};

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** A page of products with their units, and the total of the filter (window count: no second query). */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  { limit, offset }: Window,
) {
  return db
    .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
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

export interface ProductSearch {
  /** Trimmed, at least 3 characters (the shared search schema). */
  keyword: string;
  categoryId?: number;
}

/**
 * Products matching a keyword, most relevant first, with the total (window count): one query. A product matches
 * when its search document (name A, category B, description C; unaccented English stems) matches the keyword as a
 * web-search query, or when the keyword is close enough to a word of its name (pg_trgm word similarity ≥ the
 * session's threshold, 0.5): "plantian" finds Plantain. Both conditions use a GIN index (decision 004). Order: the
 * exact name first, then full-text rank plus name similarity, then id.
 */
export async function searchProducts(
  db: Database,
  { keyword, categoryId }: ProductSearch,
  { limit, offset }: Window,
) {
  const query = sql`websearch_to_tsquery('english', oko_unaccent(${keyword}))`;
  const name = sql`lower(oko_unaccent(${keyword}))`;
  return db
    .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        or(sql`${products.searchVector} @@ ${query}`, sql`${name} <% ${products.searchName}`),
        categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
      ),
    )
    .orderBy(
      sql`${products.searchName} = ${name} desc`,
      sql`ts_rank(${products.searchVector}, ${query}) + word_similarity(${name}, ${products.searchName}) desc`,
      asc(products.id),
    )
    .limit(limit)
    .offset(offset);
}
