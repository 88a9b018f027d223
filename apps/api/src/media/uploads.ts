// Product photos uploaded in the back office: JPEG, PNG or WebP up to 5 MB, checked by decoding (not by the
// name or the declared type), turned upright, cropped to the storefront's 4:3 frame at 1200×900 (twice the
// largest it shows, for sharp screens) and kept as WebP under DATA_DIR/media/products/, named by the product
// and a hash of the picture: a new photo is a new URL, so every one is cached as immutable.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DomainError } from '../errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MESSAGES = {
  notAnImage: 'The file must be a JPEG, PNG or WebP image.',
} as const;

const FRAME = { width: 1200, height: 900 };
const FILE_NAME = /^(\d{1,10})-([0-9a-f]{16})\.webp$/;

/** Decodes, crops and stores the photo; answers its URL. A file that is not such an image is a 422. */
export async function storeProductImage(
  mediaDir: string,
  productId: number,
  upload: Buffer,
): Promise<string> {
  let webp: Buffer;
  try {
    const { format } = await sharp(upload).metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new Error(`format ${format}`);
    webp = await sharp(upload)
      .rotate()
      .resize(FRAME.width, FRAME.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new DomainError(422, UPLOAD_MESSAGES.notAnImage, { image: [UPLOAD_MESSAGES.notAnImage] });
  }
  const name = `${productId}-${createHash('sha256').update(webp).digest('hex').slice(0, 16)}.webp`;
  await mkdir(join(mediaDir, 'products'), { recursive: true });
  await writeFile(join(mediaDir, 'products', name), webp);
  return `/media/uploads/products/${name}`;
}

/** An uploaded photo's bytes, or null for a name that is not one of ours or a file that is gone. */
export async function readUploadedImage(mediaDir: string, fileName: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(fileName)) return null;
  try {
    return await readFile(join(mediaDir, 'products', fileName));
  } catch {
    return null;
  }
}
