// The owner's pictures of the catalog (issue 13): a product's or category's photo. Each upload is decoded
// and stored first (media/uploads.ts), then the row points at it in one transaction with its audit entry; taking
// a picture away points the row back at the drawing the server makes. Owner only (decision 017).
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AdminCategory, type AdminProduct } from '@oko/shared/schemas/admin-catalog';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { isDbId } from '../ids';
import type { MediaStore } from '../media/store';
import { storePhoto } from '../media/uploads';
import { categoryImageUrl, productImageUrl } from '../media/urls';
import { type Actor, auditChange } from '../audit/queries';
import { getCategory } from './admin-categories';
import { lockCategory, updateCategory } from './admin-category-queries';
import { getProduct } from './admin-products';
import { lockProductImage, updateProductImage } from './admin-product-queries';

/** What a picture belongs to: a product or a category, whose row points at its image. */
const pictured = {
  product: {
    lock: lockProductImage,
    point: updateProductImage,
    drawing: productImageUrl,
    notFound: ADMIN_MESSAGES.productNotFound,
  },
  category: {
    lock: lockCategory,
    point: (db: Database, categoryId: number, imageUrl: string) =>
      updateCategory(db, categoryId, { imageUrl }),
    drawing: categoryImageUrl,
    notFound: ADMIN_MESSAGES.categoryNotFound,
  },
};

/** Points the product's or category's row at `imageUrl` (null: its drawing again), with its audit entry. */
async function pointAt(
  db: Database,
  actor: Actor,
  entity: keyof typeof pictured,
  id: number,
  imageUrl: string | null,
) {
  const { lock, point, drawing, notFound } = pictured[entity];
  await db.transaction(async (tx) => {
    const before = await lock(tx, id);
    if (!before) throw new NotFoundError(notFound);
    const after = imageUrl ?? drawing(before.slug);
    await point(tx, id, after);
    await auditChange(tx, actor, imageUrl ? `${entity}.image` : `${entity}.image_remove`, id, {
      before: { image_url: before.imageUrl },
      after: { image_url: after },
    });
  });
}

/** Stores the uploaded photo and makes it the product's image (the drawn picture until then). */
export async function setProductImage(
  db: Database,
  actor: Actor,
  productId: number,
  upload: Buffer,
  media: MediaStore,
): Promise<AdminProduct> {
  if (!isDbId(productId) || !(await lockProductImage(db, productId))) {
    throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  }
  await pointAt(db, actor, 'product', productId, await storePhoto(media, 'products', productId, upload));
  return getProduct(db, productId);
}

/** The product shows its drawing again. */
export async function removeProductImage(
  db: Database,
  actor: Actor,
  productId: number,
): Promise<AdminProduct> {
  if (!isDbId(productId)) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  await pointAt(db, actor, 'product', productId, null);
  return getProduct(db, productId);
}

/** Stores the uploaded photo and makes it the category's image on the home page's cards. */
export async function setCategoryImage(
  db: Database,
  actor: Actor,
  categoryId: number,
  upload: Buffer,
  media: MediaStore,
): Promise<AdminCategory> {
  if (!isDbId(categoryId)) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
  await getCategory(db, categoryId); // 404 before the work of storing
  await pointAt(db, actor, 'category', categoryId, await storePhoto(media, 'categories', categoryId, upload));
  return getCategory(db, categoryId);
}

export async function removeCategoryImage(
  db: Database,
  actor: Actor,
  categoryId: number,
): Promise<AdminCategory> {
  if (!isDbId(categoryId)) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
  await pointAt(db, actor, 'category', categoryId, null);
  return getCategory(db, categoryId);
}
