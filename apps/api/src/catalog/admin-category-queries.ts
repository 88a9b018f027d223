// The back office's SQL for categories (Drizzle): the home page's order, current and former slugs.
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { categoryColumns } from './queries';
import type { Database } from '../db/client';
import { likeEscaped } from '../db/like';
import { categories, categorySlugs } from '../db/schema';

const adminCategoryColumns = {
  ...categoryColumns,
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
