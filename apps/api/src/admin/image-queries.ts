import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';

/** The product's picture and slug (its drawing's name), locked for the change. */
export async function lockProductImage(db: Database, productId: number) {
  const [row] = await db
    .select({ slug: products.slug, imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}
