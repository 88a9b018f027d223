import { type SQL, and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { ProductSort } from '@oko/shared/schemas/catalog';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

export interface Window {
  limit: number;
  offset: number;
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  // Kept by the trigger of migration 0003: no count of products per request.
  productsCount: categories.productsCount,
};

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function countCategories(db: Database): Promise<number> {
  return db.$count(categories);
}

/** A page of categories with the total (a window count over a handful of rows: one query). */
export async function listCategories(db: Database, { limit, offset }: Window) {
  return db
    .select({ ...categoryColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
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

// Price sorts by a product's lowest unit price (a product shows "from ₦…"): the column the trigger of migration
// 0003 keeps, read through its two indexes (one per direction, products without units last).

const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  // Matches the products_name_idx expression: the same order on embedded and server PostgreSQL.
  name: [sql`lower(${products.name}) collate "C"`, asc(products.id)],
  price_asc: [sql`${products.lowestPriceKobo} asc nulls last`, asc(products.id)],
  price_desc: [sql`${products.lowestPriceKobo} desc nulls last`, sql`${products.id} desc nulls last`],
};

/** A category named by id or slug; a slug is resolved inside the products query (one query, not two). */
export interface ProductFilter {
  category?: { id: number } | { slug: string };
}

function categoryCondition(
  categoryId: SQL | SQL.Aliased | typeof products.categoryId,
  { category }: ProductFilter,
) {
  if (category === undefined) return undefined;
  return 'id' in category
    ? sql`${categoryId} = ${category.id}`
    : sql`${categoryId} = (select c."id" from "categories" c where c."slug" = ${category.slug})`;
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  return db.$count(products, categoryCondition(products.categoryId, filter));
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

/**
 * A page of products with their units, and the total of the filter, in one query. The total is an
 * uncorrelated subquery (computed once) over the categories' kept counts, not a window count: a window would
 * make PostgreSQL build every matching row, units and all, before the LIMIT, and counting 10,000 products
 * costs more than the page itself.
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  { limit, offset }: Window,
) {
  // The categories' kept counts (migration 0003): the total without counting products.
  const { category } = filter;
  const total = sql<number>`(select coalesce(sum(c."products_count"), 0) from "categories" c where ${
    category === undefined
      ? sql`true`
      : 'id' in category
        ? sql`c."id" = ${category.id}`
        : sql`c."slug" = ${category.slug}`
  })`
    .mapWith(Number)
    .as('total');
  return db
    .select({ ...productColumns, total })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(categoryCondition(products.categoryId, filter))
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
 * exact name first, then word matches by full-text rank, then near misses by name similarity, then id.
 */
export async function searchProducts(
  db: Database,
  { keyword, categoryId }: ProductSearch,
  { limit, offset }: Window,
) {
  // The keyword's query and normalised name, computed once in a subquery (OFFSET 0 keeps it from being
  // inlined): in a prepared statement's generic plan, expressions of a parameter in the select list would be
  // re-evaluated for every matching row.
  const k = sql`(select websearch_to_tsquery('english', oko_unaccent(${keyword})) as q, lower(oko_unaccent(${keyword})) as name offset 0) k`;
  // Rank the matches (ids and scores only), keep the page, then build those rows with their units.
  const page = db
    .select({
      id: sql<number>`${products.id}`.as('match_id'),
      exact: sql<boolean>`${products.searchName} = k.name`.as('exact'),
      // A word match (full text) outranks a near miss (trigrams); word similarity, the costlier of the two,
      // is computed only for the near misses.
      score:
        sql<number>`case when ${products.searchVector} @@ k.q then 1 + ts_rank(${products.searchVector}, k.q) else word_similarity(k.name, ${products.searchName}) end`.as(
          'score',
        ),
      total: sql<number>`count(*) over ()`.as('match_total'),
    })
    .from(products)
    .crossJoin(k)
    .where(
      and(
        or(sql`${products.searchVector} @@ k.q`, sql`${products.searchName} %> k.name`),
        categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
      ),
    )
    .orderBy(sql`2 desc`, sql`3 desc`, sql`1`)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...productColumns, total: sql<number>`${page.total}`.mapWith(Number).as('total') })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(desc(page.exact), desc(page.score), asc(page.id));
}
