import { BRAND } from '@oko/shared/constants';
import type { Database } from '../db/client';
import { NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { drawCategoryImage, drawLogo, drawProductImage } from './draw';
import { findCategoryForImage, findProductForImage, findProductForImageById } from './queries';
import type { ShareImage, shareImageRenderer } from './share-image';

/** "white-yam.svg" → "white-yam"; anything else names no image. */
function slugOf(fileName: string): string {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(fileName);
  if (!match?.[1]) throw new NotFoundError('Image not found');
  return match[1];
}

export async function productImage(db: Database, fileName: string): Promise<string> {
  const product = await findProductForImage(db, slugOf(fileName));
  if (!product) throw new NotFoundError('Image not found');
  return drawProductImage(product);
}

/** "12.jpg" → product 12's share-preview picture; anything else, or an unknown product, is a 404. */
export async function productShareImage(
  db: Database,
  fileName: string,
  render: ReturnType<typeof shareImageRenderer>,
): Promise<ShareImage> {
  const id = Number(/^(\d{1,10})\.jpg$/.exec(fileName)?.[1]);
  const product = isDbId(id) ? await findProductForImageById(db, id) : undefined;
  if (!product) throw new NotFoundError('Image not found');
  return render(product);
}

export async function categoryImage(db: Database, fileName: string): Promise<string> {
  const category = await findCategoryForImage(db, slugOf(fileName));
  if (!category) throw new NotFoundError('Image not found');
  return drawCategoryImage(category);
}

const logo = drawLogo(BRAND);

export function logoImage(): string {
  return logo;
}
