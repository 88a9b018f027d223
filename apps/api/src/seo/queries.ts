import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

/** Every category's slug, in the categories page's order. */
export async function listCategorySlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
  return rows.map((row) => row.slug);
}

/** Every product's id (every product is on sale: the catalog has no hidden ones). */
export async function listProductIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  return rows.map((row) => row.id);
}
