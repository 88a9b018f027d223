// Catalog rules: categories page with product counts (not every product), products page filtered by a category
// named by slug or id and sorted, one product by id. Money leaves as naira strings with 2 decimals.
import { lagosDay } from '@oko/shared/lagos-time';
import { koboToNaira } from '@oko/shared/money';
import { type UnitWeight, gramsToKg } from '@oko/shared/weight';
import type { Page, PageQuery } from '@oko/shared/schemas/api';
import type { Category, Product, ProductListQuery } from '@oko/shared/schemas/catalog';
import type { SearchQuery } from '@oko/shared/schemas/search';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { MAX_ID } from '../ids';
import { pageMeta, pageOffset } from '../paging';
import {
  type CategoryRow,
  type ProductFilter,
  type ProductRow,
  countCategories,
  countProducts,
  findCategory,
  findProduct,
  listCategories,
  listProducts,
  searchProducts,
} from './queries';
import { recordSearchMiss } from './search-term-queries';

/** Ids are PostgreSQL integers: anything else (text, 0, beyond 2^31 − 1) names nothing. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** What a category and a product answer alike: the row's id, name, slug, description and picture. */
const named = (row: CategoryRow | ProductRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  image_url: row.imageUrl,
});

/** A category as the API answers it (the back office's adds its position and former slugs). */
export function toCategory(row: CategoryRow): Category {
  return { ...named(row), products_count: row.productsCount };
}

/** A weighed unit's terms as the API answers them, or null for a unit sold as it is. */
export function unitWeight(unit: {
  pricePerKgKobo: number | null;
  estimatedGrams: number | null;
  tolerancePercent: number;
}): UnitWeight | null {
  if (unit.pricePerKgKobo === null || unit.estimatedGrams === null) return null;
  return {
    price_per_kg: koboToNaira(unit.pricePerKgKobo),
    estimated_kg: gramsToKg(unit.estimatedGrams),
    tolerance_percent: unit.tolerancePercent,
  };
}

/** A product as the API answers it (the back office's adds `active` to it and to each unit). */
export function toProduct(row: ProductRow): Product {
  return {
    ...named(row),
    category: row.category,
    product_units: row.units.map((unit) => ({
      id: unit.id,
      product_id: row.id,
      unit_number: unit.unitNumber,
      unit: unit.unit,
      price_per_unit: koboToNaira(unit.priceKobo),
      available_quantity: unit.availableQuantity,
      weight: unitWeight(unit),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCategoriesPage(db: Database, query: PageQuery): Promise<Page<Category>> {
  const rows = await listCategories(db, { limit: query.per_page, offset: pageOffset(query) });
  // Past the last page no row carries the total.
  const total = rows[0]?.total ?? (await countCategories(db));
  return { data: rows.map(toCategory), meta: pageMeta(total, query) };
}

export async function getCategoryBySlug(db: Database, slug: string): Promise<Category> {
  const row = await findCategory(db, { slug });
  if (!row) throw new NotFoundError('Category not found');
  return toCategory(row);
}

/** `?category=` is a slug or an id; one that names no category is a 404, not an empty page. */
async function categoryIdOf(db: Database, slugOrId: string): Promise<number> {
  const id = parseId(slugOrId);
  const row = await findCategory(db, id === undefined ? { slug: slugOrId } : { id });
  if (!row) throw new NotFoundError('Category not found');
  return row.id;
}

/** `?category=` (or the search's category) as a filter: a slug or an id, resolved inside the query. */
function filterOf(category: string | undefined): ProductFilter {
  if (category === undefined) return {};
  const id = parseId(category);
  return { category: id === undefined ? { slug: category } : { id } };
}

export async function listProductsPage(db: Database, query: ProductListQuery): Promise<Page<Product>> {
  const filter = filterOf(query.category);
  const rows = await listProducts(db, filter, query.sort, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  // One query when the page has rows. An empty page: does the category exist (404), and what is the total?
  if (rows.length === 0) {
    if (query.category !== undefined) await categoryIdOf(db, query.category);
    const total = query.page === 1 ? 0 : await countProducts(db, filter);
    return { data: [], meta: pageMeta(total, query) };
  }
  return { data: rows.map(toProduct), meta: pageMeta(rows[0]?.total ?? 0, query) };
}

export async function getProduct(db: Database, idText: string): Promise<Product> {
  const id = parseId(idText);
  const row = id === undefined ? undefined : await findProduct(db, id);
  if (!row) throw new NotFoundError('Product not found');
  return toProduct(row);
}

/**
 * POST /products/search: a page of the products matching the keyword, most relevant first, optionally within a
 * category (slug or id, resolved inside the search query; an unknown one is a 404, as for the products list).
 * One query when the page has rows.
 */
export async function searchProductsPage(
  db: Database,
  { keyword, category }: SearchQuery,
  page: PageQuery,
): Promise<Page<Product>> {
  const filter = filterOf(category === '' ? undefined : category);
  const rows = await searchProducts(
    db,
    { keyword, filter },
    { limit: page.per_page, offset: pageOffset(page) },
  );
  if (rows.length > 0) return { data: rows.map(toProduct), meta: pageMeta(rows[0]?.total ?? 0, page) };
  // An empty page: does the category exist (404), and, past the last page, what is the total?
  if (filter.category !== undefined) await categoryIdOf(db, category!);
  // Nothing found anywhere: the owner sees it under "Searched and not found" (issue 42).
  if (page.page === 1 && filter.category === undefined)
    await recordSearchMiss(db, keyword, lagosDay(new Date()));
  const total =
    page.page === 1
      ? 0
      : ((await searchProducts(db, { keyword, filter }, { limit: 1, offset: 0 }))[0]?.total ?? 0);
  return { data: [], meta: pageMeta(total, page) };
}
