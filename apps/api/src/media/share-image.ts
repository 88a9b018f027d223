// Share-preview pictures: link previews (WhatsApp, Open Graph crawlers) want a PNG or JPEG, not SVG. A product
// with the owner's photo shows it, cropped to 1200×630; one without shows its drawing rendered at 1200×630. Both
// are JPEGs, so the URL ({id}.jpg) names one type: a photo as PNG weighs 3–4 times as much even quantised to 256
// colours (230–420 kB against 90–130 kB), more than WhatsApp shows, and a drawing as JPEG is a third of its PNG.
// Each is kept in memory under what it is made of (the photo's file name, which holds its hash, or the hash of
// the drawing's SVG), so a new photo or a renamed product gets a new picture and an unchanged one is never
// rendered twice.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isUploadedImage } from '@oko/shared/images';
import type { Sharp } from 'sharp';
import { type ProductForImage, drawProductShareImage } from './draw';
import { loadSharp } from './sharp';
import type { MediaStore } from './store';
import { readProductPhoto } from './uploads';

/** A JPEG. */
export interface ShareImage {
  body: Buffer;
  etag: string;
}

const SIZE = { width: 1200, height: 630 };

/** About 15 KB a drawing, 100 KB a photo: room for every product of a shop many times the demo's. */
const CACHE_BYTES = 64 * 1024 * 1024;

type Source = { svg: string } | { photo: string };

const toJpeg = (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();

export function shareImageRenderer(media?: MediaStore) {
  const rendered = new LRUCache<string, Buffer, Source>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => image.length,
    // fetch() renders once for concurrent requests of the same picture.
    fetchMethod: async (_key, _stale, { context }) => {
      const sharp = await loadSharp();
      if ('svg' in context) return toJpeg(sharp(Buffer.from(context.svg)));
      const photo = media ? await readProductPhoto(media, context.photo) : null;
      if (!photo) throw new Error(`photo ${context.photo} is missing`);
      return toJpeg(sharp(photo).resize(SIZE.width, SIZE.height, { fit: 'cover', position: 'attention' }));
    },
  });
  const keyOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

  return async function productShareImage(
    product: ProductForImage & { imageUrl: string },
  ): Promise<ShareImage> {
    if (media && isUploadedImage(product.imageUrl)) {
      const key = keyOf(`photo:${product.imageUrl}`);
      // A photo whose file is gone (a data directory restored without media) falls back to the drawing.
      const body = await rendered.forceFetch(key, { context: { photo: product.imageUrl } }).catch(() => null);
      if (body) return { body, etag: `"${key}"` };
    }
    const svg = drawProductShareImage(product);
    const key = keyOf(svg);
    const body = await rendered.forceFetch(key, { context: { svg } });
    return { body, etag: `"${key}"` };
  };
}
