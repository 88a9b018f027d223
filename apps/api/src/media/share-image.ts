// Share-preview pictures: link previews (WhatsApp, Open Graph crawlers) want a PNG or JPEG, not SVG. Each
// product's drawing is rendered once to a 1200×630 PNG and kept in memory under the hash of its SVG, so a
// renamed product gets a new picture and an unchanged one is never rendered twice.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { type ProductForImage, drawProductShareImage } from './draw';

export interface ShareImage {
  png: Buffer;
  etag: string;
}

/** About 40 KB a picture: room for every product of a shop many times the demo's. */
const CACHE_BYTES = 64 * 1024 * 1024;

export function shareImageRenderer() {
  const rendered = new LRUCache<string, Buffer, string>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    // fetch() renders once for concurrent requests of the same picture.
    fetchMethod: (_hash, _stale, { context: svg }) => sharp(Buffer.from(svg)).png().toBuffer(),
  });

  return async function productShareImage(product: ProductForImage): Promise<ShareImage> {
    const svg = drawProductShareImage(product);
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
    const png = await rendered.forceFetch(hash, { context: svg });
    return { png, etag: `"${hash}"` };
  };
}
