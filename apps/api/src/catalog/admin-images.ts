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

/** Points the product at `imageUrl` (null: its drawing again). */
async function pointProduct(db: Database, actor: Actor, productId: number, imageUrl: string | null) {
  await db.transaction(async (tx) => {
    const before = await lockProductImage(tx, productId);
    if (!before) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
    const after = imageUrl ?? productImageUrl(before.slug);
    await updateProductImage(tx, productId, after);
    await auditChange(tx, actor, imageUrl ? 'product.image' : 'product.image_remove', productId, {
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
  await pointProduct(db, actor, productId, await storePhoto(media, 'products', productId, upload));
  return getProduct(db, productId);
}

/** The product shows its drawing again. */
export async function removeProductImage(
  db: Database,
  actor: Actor,
  productId: number,
): Promise<AdminProduct> {
  if (!isDbId(productId)) throw new NotFoundError(ADMIN_MESSAGES.productNotFound);
  await pointProduct(db, actor, productId, null);
  return getProduct(db, productId);
}

async function pointCategory(db: Database, actor: Actor, categoryId: number, imageUrl: string | null) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, categoryId);
    if (!before) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
    const after = imageUrl ?? categoryImageUrl(before.slug);
    await updateCategory(tx, categoryId, { imageUrl: after });
    await auditChange(tx, actor, imageUrl ? 'category.image' : 'category.image_remove', categoryId, {
      before: { image_url: before.imageUrl },
      after: { image_url: after },
    });
  });
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
  await pointCategory(db, actor, categoryId, await storePhoto(media, 'categories', categoryId, upload));
  return getCategory(db, categoryId);
}

export async function removeCategoryImage(
  db: Database,
  actor: Actor,
  categoryId: number,
): Promise<AdminCategory> {
  if (!isDbId(categoryId)) throw new NotFoundError(ADMIN_MESSAGES.categoryNotFound);
  await pointCategory(db, actor, categoryId, null);
  return getCategory(db, categoryId);
}
