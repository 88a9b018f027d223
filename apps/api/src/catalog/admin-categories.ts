// The back office's categories (owner only, decision 017): add, rename (the slug follows; the old one keeps naming
// the category), describe, and their order on the home page. Each write is one transaction with its audit entry.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import {
  type AdminCategory,
  type categoryOrderSchema,
  type createCategorySchema,
  type updateCategorySchema,
} from '@oko/shared/schemas/admin-catalog';
import type { z } from 'zod';
import { toCategory } from './service';
import type { Database } from '../db/client';
import { NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { categoryImageUrl } from '../media/urls';
import { type Actor, pick, auditChange } from '../audit/queries';
import {
  allCategoryIds,
  categorySlugsLike,
  findAdminCategory,
  insertCategory,
  keepFormerSlug,
  listAllCategories,
  lockCategory,
  setCategoryPositions,
  updateCategory,
} from './admin-category-queries';
import { firstFree, slugOf } from './slugs';

function toAdminCategory(row: NonNullable<Awaited<ReturnType<typeof findAdminCategory>>>): AdminCategory {
  return { ...toCategory(row), position: row.position, former_slugs: row.formerSlugs };
}

export async function listCategories(db: Database): Promise<AdminCategory[]> {
  return (await listAllCategories(db)).map(toAdminCategory);
}

export async function getCategory(db: Database, categoryId: number): Promise<AdminCategory> {
  const row = found(await findAdminCategory(db, categoryId), ADMIN_MESSAGES.categoryNotFound);
  return toAdminCategory(row);
}

/** A new category comes last on the home page; its slug is made from its name. */
export async function createCategory(
  db: Database,
  actor: Actor,
  input: z.output<typeof createCategorySchema>,
): Promise<AdminCategory> {
  const id = await db.transaction(async (tx) => {
    const base = slugOf(input.name, 'category');
    const slug = firstFree(base, await categorySlugsLike(tx, base));
    const categoryId = await insertCategory(tx, {
      name: input.name,
      slug,
      description: input.description,
      imageUrl: categoryImageUrl(slug),
    });
    await auditChange(tx, actor, 'category.create', categoryId, {
      after: { name: input.name, slug, description: input.description },
    });
    return categoryId;
  });
  return getCategory(db, id);
}

/**
 * A new name moves the slug (and the drawn picture's address); the old slug stays in category_slugs, so links to
 * it still find the category, which answers its new slug.
 */
export async function editCategory(
  db: Database,
  actor: Actor,
  categoryId: number,
  input: z.output<typeof updateCategorySchema>,
): Promise<AdminCategory> {
  if (!isDbId(categoryId)) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
  await db.transaction(async (tx) => {
    const before = found(await lockCategory(tx, categoryId), ADMIN_MESSAGES.categoryNotFound);
    const changes: Parameters<typeof updateCategory>[2] = {};
    if (input.description !== undefined) changes.description = input.description;
    if (input.name !== undefined && input.name !== before.name) {
      changes.name = input.name;
      const base = slugOf(input.name, 'category');
      const slug = firstFree(base, await categorySlugsLike(tx, base, categoryId));
      if (slug !== before.slug) {
        changes.slug = slug;
        if (before.imageUrl === categoryImageUrl(before.slug)) changes.imageUrl = categoryImageUrl(slug);
        await keepFormerSlug(tx, categoryId, before.slug, slug);
      }
    }
    await updateCategory(tx, categoryId, changes);
    await auditChange(tx, actor, 'category.update', categoryId, {
      before: pick(before, Object.keys(changes)),
      after: changes,
    });
  });
  return getCategory(db, categoryId);
}

/** The home page's order: every category once (422 otherwise). */
export async function orderCategories(
  db: Database,
  actor: Actor,
  input: z.output<typeof categoryOrderSchema>,
): Promise<AdminCategory[]> {
  await db.transaction(async (tx) => {
    const all = await allCategoryIds(tx);
    const given = new Set(input.category_ids);
    if (all.length !== given.size || all.some((id) => !given.has(id))) {
      throw fieldError(422, 'category_ids', ADMIN_MESSAGES.categoryOrder);
    }
    await setCategoryPositions(tx, input.category_ids);
    await auditChange(tx, actor, 'category.order', null, { after: { category_ids: input.category_ids } });
  });
  return listCategories(db);
}
