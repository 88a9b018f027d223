import { asc, eq } from 'drizzle-orm';
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

/** Every product on sale's id (hidden ones are not in the storefront). */
export async function listProductIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}
