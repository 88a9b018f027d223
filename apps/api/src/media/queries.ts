import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, products } from '../db/schema';

// A hidden product's pictures are not served: they would show its name (and photo) to anyone who guesses the
// product's slug or id. Its uploaded photo keeps its unguessable name.
export async function findProductForImage(db: Database, slug: string) {
  const [row] = await db
    .select({ name: products.name, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row;
}

export async function findCategoryForImage(db: Database, slug: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  return row;
}

export async function findProductForImageById(db: Database, id: number) {
  const [row] = await db
    .select({
      name: products.name,
      slug: products.slug,
      categorySlug: categories.slug,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  return row;
}
