import { type SQL, type SQLWrapper, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ProductSort } from '@oko/shared/constants';
import { MAX_TERM_WORDS } from '@oko/shared/schemas/admin-search-terms';
import type { Database } from '../db/client';
import { categories, productUnits, products, units } from '../db/schema';
import { statement } from '../db/statements';

export interface Window {
  limit: number;
  offset: number;
}

/** A category's columns as the catalog answers it; the back office's add their own (admin-category-queries.ts). */
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  imageUrl: categories.imageUrl,
  // Kept by the trigger of migration 0003: no count of products per request.
  productsCount: categories.productsCount,
};

/** The category a slug names: its current slug, or one it had before a rename (category_slugs). */
export function categoryIdOfSlug(slug: unknown) {
  return sql`coalesce((select c."id" from "categories" c where c."slug" = ${slug}), (select s."category_id" from "category_slugs" s where s."slug" = ${slug}))`;
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function countCategories(db: Database): Promise<number> {
  return db.$count(categories);
}

/** A page of categories with the total (a window count over a handful of rows: one query). */
export async function listCategories(db: Database, { limit, offset }: Window) {
  return statement(db, 'list_categories', (name) =>
    db
      .select({ ...categoryColumns, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  ).execute({ limit, offset });
}

export async function findCategory(db: Database, by: { id: number } | { slug: string }) {
  const byId = 'id' in by;
  const [row] = await statement(db, byId ? 'find_category_id' : 'find_category_slug', (name) =>
    db
      .select(categoryColumns)
      .from(categories)
      .where(
        byId
          ? eq(categories.id, sql.placeholder('id'))
          : sql`${categories.id} = ${categoryIdOfSlug(sql.placeholder('slug'))}`,
      )
      .limit(1)
      .prepare(name),
  ).execute(by);
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

/**
 * How many products are shown, of every category or of one, from the categories' kept counts (migration 0003): no
 * product is read. A category that does not exist counts none.
 */
export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const kind = filterKind(filter);
  const [row] = await statement(db, `count_products_${kind}`, (name) =>
    db
      .select({ total: sql<number>`coalesce(sum(${categories.productsCount}), 0)`.mapWith(Number) })
      .from(categories)
      .where(categoryIdPlaceholderCondition(categories.id, kind))
      .prepare(name),
  ).execute(filterValues(filter));
  return row?.total ?? 0;
}

export interface ProductUnitRow {
  id: number;
  unitNumber: number;
  priceKobo: number;
  availableQuantity: number;
  /** Sold by weight (issue 27): price per kg and estimated grams, else null; the tolerance in percent. */
  pricePerKgKobo: number | null;
  estimatedGrams: number | null;
  tolerancePercent: number;
  unit: { name: string; symbol: string };
}

/**
 * A product's sale units, cheapest first, as one JSON array inside the product's row: a page of products is one
 * query, not one plus one for the units (each PGlite query costs a millisecond or two, and they queue). The
 * storefront reads the `shown` units; the back office reads `all`, hidden ones too, each with its `active`.
 */
export function productUnitsJson<Row extends ProductUnitRow>(which: 'shown' | 'all') {
  const active = which === 'all' ? sql`'active', pu."active",` : sql``;
  const shownOnly = which === 'shown' ? sql` and pu."active"` : sql``;
  return sql<Row[]>`coalesce((
    select json_agg(json_build_object(
      'id', pu."id",
      'unitNumber', pu."unit_number",
      'priceKobo', pu."price_kobo",
      'availableQuantity', pu."available_quantity",
      'pricePerKgKobo', pu."price_per_kg_kobo",
      'estimatedGrams', pu."estimated_grams",
      'tolerancePercent', pu."tolerance_percent", ${active}
      'unit', json_build_object('name', u."name", 'symbol', u."symbol")
    ) order by pu."price_kobo", pu."id")
    from "product_units" pu join "units" u on u."id" = pu."unit_id"
    where pu."product_id" = "products"."id"${shownOnly}
  ), '[]'::json)`
    .mapWith((value: unknown): Row[] => {
      const units = (typeof value === 'string' ? JSON.parse(value) : value) as Row[];
      // json_agg hands bigint and numeric over as JSON numbers; keep them numbers whatever the driver does.
      return units.map((unit) => ({
        ...unit,
        unitNumber: Number(unit.unitNumber),
        priceKobo: Number(unit.priceKobo),
        availableQuantity: Number(unit.availableQuantity),
        pricePerKgKobo: unit.pricePerKgKobo === null ? null : Number(unit.pricePerKgKobo),
        tolerancePercent: Number(unit.tolerancePercent),
      }));
    })
    .as('product_units');
}

/** A product as the storefront shows it: its category and its shown units. */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  imageUrl: products.imageUrl,
  createdAt: products.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  units: productUnitsJson('shown'),
};

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

type FilterKind = 'all' | 'id' | 'slug';

const filterKind = ({ category }: ProductFilter): FilterKind =>
  category === undefined ? 'all' : 'id' in category ? 'id' : 'slug';

/** A filter's values as a prepared statement's placeholders (`categoryId`, `categorySlug`). */
const filterValues = ({ category }: ProductFilter) =>
  category === undefined
    ? {}
    : 'id' in category
      ? { categoryId: category.id }
      : { categorySlug: category.slug };

/** A kind of filter over placeholders, on a column naming a category: `column = …`. */
function categoryIdPlaceholderCondition(categoryId: SQLWrapper, kind: FilterKind) {
  if (kind === 'all') return undefined;
  return kind === 'id'
    ? sql`${categoryId} = ${sql.placeholder('categoryId')}`
    : sql`${categoryId} = ${categoryIdOfSlug(sql.placeholder('categorySlug'))}`;
}

/** The products of a kind of filter, over placeholders: `products.category_id = …`. */
const categoryPlaceholderCondition = (kind: FilterKind) =>
  categoryIdPlaceholderCondition(products.categoryId, kind);

function listProductsQuery(db: Database, kind: FilterKind, sort: ProductSort) {
  // The categories' kept counts (migration 0003): the total without counting products.
  const total = sql<number>`(select coalesce(sum(c."products_count"), 0) from "categories" c where ${
    kind === 'all'
      ? sql`true`
      : kind === 'id'
        ? sql`c."id" = ${sql.placeholder('categoryId')}`
        : sql`c."id" = ${categoryIdOfSlug(sql.placeholder('categorySlug'))}`
  })`;
  // The page's ids alone, skipping the earlier pages' entries in the sort's index (a deferred join): the units
  // are built for the page's rows only, not for every row OFFSET skips. A page past the end is the total's
  // comparison, made once before any product is read.
  const page = db
    .select({ id: sql<number>`${products.id}`.as('page_id') })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        categoryPlaceholderCondition(kind),
        sql`${sql.placeholder('offset')} < ${total}`,
      ),
    )
    .orderBy(...PRODUCT_ORDER[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...productColumns, total: sql<number>`${total}`.mapWith(Number).as('total') })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...PRODUCT_ORDER[sort]);
}

/**
 * A page of products with their units, and the total of the filter, in one query. The total is an
 * uncorrelated subquery (computed once) over the categories' kept counts, not a window count: a window would
 * make PostgreSQL build every matching row, units and all, before the LIMIT, and counting 10,000 products
 * costs more than the page itself. A page's cost does not grow with its number (issue 31).
 */
export async function listProducts(
  db: Database,
  filter: ProductFilter,
  sort: ProductSort,
  { limit, offset }: Window,
) {
  const kind = filterKind(filter);
  return statement(db, `list_products_${kind}_${sort}`, (name) =>
    listProductsQuery(db, kind, sort).prepare(name),
  ).execute({ ...filterValues(filter), limit, offset });
}

export async function findProduct(db: Database, id: number) {
  const [row] = await statement(db, 'find_product', (name) =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.id, sql.placeholder('id')), eq(products.active, true)))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  return row;
}

export interface ProductSearch {
  /** Trimmed, at least 3 characters (the shared search schema). */
  keyword: string;
  filter: ProductFilter;
}

/**
 * The keyword, prepared once per query in a one-row subquery `k` (a MATERIALIZED CTE: in a generic plan,
 * expressions of a parameter in the select list would otherwise be re-evaluated for every matching row):
 * - `q`: the keyword as a web-search full-text query; `name`: lowercased and unaccented;
 * - `near_q`: a full-text query of the name words (`search_words`, weight A: names only) that the keyword's words
 *   are close to: pg_trgm word similarity ≥ the session's threshold (0.5: "plantian" → plantain), or one swap of
 *   neighbouring letters ("egsui" → egusi, which shares too few trigrams). Every word of the keyword (3 letters or
 *   more, not a stop word) must have a close word, as every word must match in `q`; null when one has none;
 * - `near_qs`, `near_sims`: the close words' queries and similarities, closest first, to rank the near misses;
 * - `term_products`, `term_categories` (and the `same_` ones, which rank higher): the targets of the local names
 *   (search_terms, decision 038) equal to a phrase of the keyword of 1 to 4 words, compared unaccented through
 *   the index on `search_term`.
 *   A word is found close by word similarity (the index's operator: the keyword against any part of the word)
 *   but ranked by the similarity of the whole words, so "gari" ranks Garri (one letter off) before Garden and
 *   Garlic (which merely start with "gar").
 * The trigram comparisons run against the few hundred words of the lexicon, never against every product's name
 * (decision 004, docs/benchmarks.md).
 */
function preparedKeyword(keyword: SQLWrapper) {
  return sql`(
    with kw as (
      select websearch_to_tsquery('english', oko_unaccent(${keyword})) as q, lower(oko_unaccent(${keyword})) as name
    ),
    tokens as (
      select distinct t from kw, regexp_split_to_table(kw.name, '[^[:alpha:]]+') as t
      where length(t) >= 3 and numnode(plainto_tsquery('english', t)) > 0
    ),
    near as (
      select tokens.t, w.word, similarity(tokens.t, w.word) as sim
      from tokens join "search_words" w on w.word %> tokens.t
      union all
      select tokens.t, w.word, ${sql.raw(String(SWAP_SIMILARITY))}::real
      from tokens cross join generate_series(1, length(tokens.t) - 1) as i
      join "search_words" w on w.word =
        substr(tokens.t, 1, i - 1) || substr(tokens.t, i + 1, 1) || substr(tokens.t, i, 1) || substr(tokens.t, i + 2)
    ),
    best as (select t, word, max(sim) as sim from near group by t, word),
    words as (
      select array_remove(string_to_array(trim(regexp_replace(kw.name, '[^[:alpha:]]+', ' ', 'g')), ' '), '') as w
      from kw
    ),
    phrases as (
      select distinct array_to_string(words.w[i:j], ' ') as p
      from words, generate_series(1, cardinality(words.w)) as i,
        generate_series(i, least(cardinality(words.w), i + ${sql.raw(String(TERM_WORDS - 1))})) as j
    ),
    terms as (
      select t.kind, t.product_id, t.category_id from phrases join "search_terms" t on t.search_term = phrases.p
    ),
    prepared as materialized (select kw.q, kw.name,
      array(select product_id from terms where kind = 'same' and product_id is not null) as same_products,
      array(select category_id from terms where kind = 'same' and category_id is not null) as same_categories,
      array(select product_id from terms where product_id is not null) as term_products,
      array(select category_id from terms where category_id is not null) as term_categories,
      case when (select count(distinct t) from best) = (select count(*) from tokens) then to_tsquery('english', (
        select string_agg(alternatives, ' & ') from (
          select '(' || string_agg(word || ':A', ' | ') || ')' as alternatives from best group by t
        ) as words
      )) end as near_q,
      array(select to_tsquery('english', word || ':A') from best order by sim desc, word) as near_qs,
      array(select sim from best order by sim desc, word) as near_sims
    from kw) select * from prepared
  ) k`;
}

/** The longest local name, in words, that a keyword's phrases are compared with ("ewe elegede", "ẹ̀fọ́ rírò"). */
const TERM_WORDS = MAX_TERM_WORDS;

/** A swap of two neighbouring letters ranks as a near miss at the similarity threshold. */
const SWAP_SIMILARITY = 0.5;

/** A `same` local name's targets rank right after an exact name, then a `broader` name's, then word matches. */
const SAME_TERM_SCORE = 30;
const BROADER_TERM_SCORE = 20;

/** The close words a near miss's score tells apart; any further ones score as the next closest (rare, all near). */
const RANKED_NEAR_WORDS = 4;

/**
 * A near miss's score: the similarity of the closest of `k`'s close words present in the name. A CASE over the
 * first few of the words (closest first), not a subquery over them all: a subquery per product cost more than the
 * rest of the search (docs/benchmarks.md).
 */
function nearMissScore(searchVector: typeof products.searchVector) {
  const branches = Array.from(
    { length: RANKED_NEAR_WORDS },
    (_, index) =>
      sql`when ${searchVector} @@ k.near_qs[${sql.raw(String(index + 1))}] then k.near_sims[${sql.raw(String(index + 1))}]`,
  );
  return sql`case ${sql.join(branches, sql` `)} else k.near_sims[${sql.raw(String(RANKED_NEAR_WORDS + 1))}] end`;
}

/**
 * Products matching a keyword, most relevant first, with the total (window count over ids and scores): one query.
 * A product matches when its search document (name A, category B, description C; unaccented English stems)
 * matches the keyword as a web-search query, or when its name has the words the keyword's words are close to
 * (`near_q` above), or when a local name in the keyword names it or its category. Order: the exact name first,
 * then a `same` name's targets, then a `broader` name's, then word matches by full-text rank, then near misses by
 * the similarity of the closest word, then id.
 */
function searchQuery(db: Database, kind: FilterKind) {
  const category = categoryPlaceholderCondition(kind);
  // Among a name's targets, those the keyword's words also match first ("pepper": the peppers named so).
  const wordRank = sql`case when ${products.searchVector} @@ k.q then ts_rank(${products.searchVector}, k.q) else 0 end`;
  // Rank the matches (ids and scores only), keep the page, then build those rows with their units.
  const page = db
    .select({
      id: sql<number>`${products.id}`.as('match_id'),
      exact: sql<boolean>`${products.searchName} = k.name`.as('exact'),
      // A local name's targets come next (a `same` name's before a `broader` one's), then word matches (full
      // text), then near misses, which rank by their closest word present in the name.
      score: sql<number>`case
        when ${products.id} = any(k.same_products) or ${products.categoryId} = any(k.same_categories)
          then ${sql.raw(String(SAME_TERM_SCORE))} + ${wordRank}
        when ${products.id} = any(k.term_products) or ${products.categoryId} = any(k.term_categories)
          then ${sql.raw(String(BROADER_TERM_SCORE))} + ${wordRank}
        when ${products.searchVector} @@ k.q then 1 + ts_rank(${products.searchVector}, k.q)
        else ${nearMissScore(products.searchVector)} end`.as('score'),
      total: sql<number>`count(*) over ()`.as('match_total'),
    })
    .from(products)
    .crossJoin(preparedKeyword(sql.placeholder('keyword')))
    .where(
      and(
        eq(products.active, true),
        or(
          sql`${products.searchVector} @@ k.q`,
          sql`${products.searchVector} @@ k.near_q`,
          sql`${products.id} = any(k.term_products)`,
          sql`${products.categoryId} = any(k.term_categories)`,
        ),
        category,
      ),
    )
    .orderBy(sql`2 desc`, sql`3 desc`, sql`1`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...productColumns, total: sql<number>`${page.total}`.mapWith(Number).as('total') })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(desc(page.exact), desc(page.score), asc(page.id));
}

export async function searchProducts(
  db: Database,
  { keyword, filter }: ProductSearch,
  { limit, offset }: Window,
) {
  const kind = filterKind(filter);
  return statement(db, `search_products_${kind}`, (name) => searchQuery(db, kind).prepare(name)).execute({
    ...filterValues(filter),
    keyword,
    limit,
    offset,
  });
}

// ── Checking a cart's or an order's lines ─────────────────────────────────────────────────────────────────

/** Which of the named products exist and are for sale (not hidden). */
export async function findProductIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** Each named unit's product and stock, to check that a line's unit belongs to its product; hidden units are unknown. */
export async function findProductUnits(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { productId: number; availableQuantity: number }>();
  const rows = await db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      availableQuantity: productUnits.availableQuantity,
    })
    .from(productUnits)
    .where(and(inArray(productUnits.id, ids), eq(productUnits.active, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What is left of a unit, with its product's and unit's names (for messages and order lines), its price and its
 * product's category (what a discount code prices).
 */
export async function findUnitDetails(db: Database, productUnitIds: number[]) {
  if (productUnitIds.length === 0) return new Map<number, UnitDetails>();
  const rows = await db
    .select({
      id: productUnits.id,
      productId: productUnits.productId,
      unitNumber: productUnits.unitNumber,
      productName: products.name,
      unitName: units.name,
      unitSymbol: units.symbol,
      availableQuantity: productUnits.availableQuantity,
      priceKobo: productUnits.priceKobo,
      categoryId: products.categoryId,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .innerJoin(units, eq(units.id, productUnits.unitId))
    .where(inArray(productUnits.id, productUnitIds));
  return new Map(rows.map((row) => [row.id, row]));
}
export type UnitDetails = {
  id: number;
  productId: number;
  unitNumber: number;
  productName: string;
  unitName: string;
  unitSymbol: string;
  availableQuantity: number;
  priceKobo: number;
  categoryId: number;
};

/** Which of the ids are categories (a discount code's categories must exist when it is made). */
export async function findCategoryIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}
