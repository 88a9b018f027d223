// Pictures uploaded in the back office: JPEG, PNG or WebP up to 5 MB, checked by decoding (not by the name or the
// declared type) and turned upright. A product or category photo is cropped to the storefront's 4:3 frame and
// kept as WebP in each of PHOTO_WIDTHS (1200×900 the largest: twice the largest the storefront shows, for sharp
// screens); the logo keeps its shape, fitted inside 720×192 (three times the header's box). Each is kept under
// {products|categories|logo}/ of the media store (store.ts: DATA_DIR/media or a bucket), named by its owner and a
// hash of the picture: a new picture is a new URL, so every one is cached as immutable. Replaced pictures stay in
// the store, so a page still open keeps its picture.
import { createHash } from 'node:crypto';
import { IMAGE_MAX_PIXELS, IMAGE_MESSAGES, PHOTO_WIDTHS, UPLOADS_PATH } from '@oko/shared/images';
import type { Sharp } from 'sharp';
import { loadSharp } from './sharp';
import type { MediaStore } from './store';
import { DomainError } from '../errors';

export type UploadKind = 'products' | 'categories' | 'logo';
export const UPLOAD_KINDS = ['products', 'categories', 'logo'] as const satisfies readonly UploadKind[];

const LARGEST = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1200;
const LOGO_BOX = { width: 720, height: 192 };
const WEBP = 'image/webp';

const FILE_NAMES: Record<UploadKind, RegExp> = {
  products: /^\d{1,10}-[0-9a-f]{16}(?:-\d{3,4})?\.webp$/,
  categories: /^\d{1,10}-[0-9a-f]{16}(?:-\d{3,4})?\.webp$/,
  logo: /^logo-[0-9a-f]{16}\.webp$/,
};

const notAnImage = () =>
  new DomainError(422, IMAGE_MESSAGES.notAnImage, { image: [IMAGE_MESSAGES.notAnImage] });

const tooManyPixels = () =>
  new DomainError(422, IMAGE_MESSAGES.tooManyPixels, { image: [IMAGE_MESSAGES.tooManyPixels] });

type Box = { width: number; height: number; fit: 'outside' | 'inside' };

/**
 * The picture decoded once, turned upright and brought down to `box` in one pipeline, as raw pixels to cut the
 * sizes from; a 422 when the bytes are not a JPEG, PNG or WebP image or would decode to more than
 * IMAGE_MAX_PIXELS (checked from the header, before any pixel is decoded: a 1 MB PNG can declare 256 Mpx).
 */
async function decoded(upload: Buffer, box: Box): Promise<Sharp> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw notAnImage();
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notAnImage();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  try {
    // Decoding it all here means a truncated file fails now, not halfway through writing the sizes.
    const { data, info } = await sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ ...box, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  } catch {
    throw notAnImage();
  }
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Decodes, crops and stores a product's or category's photo in every width; answers the largest's URL. */
export async function storePhoto(
  media: MediaStore,
  kind: 'products' | 'categories',
  ownerId: number,
  upload: Buffer,
): Promise<string> {
  const picture = await decoded(upload, { width: LARGEST, height: (LARGEST * 3) / 4, fit: 'outside' });
  const sizes = await Promise.all(
    PHOTO_WIDTHS.map(async (width) => ({
      width,
      webp: await picture
        .clone()
        .resize(width, (width * 3) / 4, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  const largest = sizes.find((size) => size.width === LARGEST)!;
  const base = `${ownerId}-${hashOf(largest.webp)}`;
  await Promise.all(
    sizes.map(({ width, webp }) =>
      media.put(`${kind}/${width === LARGEST ? `${base}.webp` : `${base}-${width}.webp`}`, webp, WEBP),
    ),
  );
  return `${UPLOADS_PATH}${kind}/${base}.webp`;
}

/** Decodes and stores the shop's logo, its shape kept; answers its URL. */
export async function storeLogo(media: MediaStore, upload: Buffer): Promise<string> {
  const webp = await (await decoded(upload, { ...LOGO_BOX, fit: 'inside' })).webp({ quality: 90 }).toBuffer();
  const name = `logo-${hashOf(webp)}.webp`;
  await media.put(`logo/${name}`, webp, WEBP);
  return `${UPLOADS_PATH}logo/${name}`;
}

/** Whether `kind/fileName` names a picture we store (nothing else is ever looked up in the store). */
export function isUploadName(kind: string, fileName: string): kind is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(kind) && FILE_NAMES[kind as UploadKind].test(fileName);
}

/** An uploaded picture's bytes, or null for a name that is not one of ours or a picture that is gone. */
export async function readUploadedImage(
  media: MediaStore,
  kind: string,
  fileName: string,
): Promise<Buffer | null> {
  return isUploadName(kind, fileName) ? media.get(`${kind}/${fileName}`) : null;
}

/** The largest stored size of an uploaded product photo's URL, or null when the URL is not one. */
export async function readProductPhoto(media: MediaStore, imageUrl: string): Promise<Buffer | null> {
  const prefix = `${UPLOADS_PATH}products/`;
  if (!imageUrl.startsWith(prefix)) return null;
  return readUploadedImage(media, 'products', imageUrl.slice(prefix.length));
}
