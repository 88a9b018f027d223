import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

async function productId(slug: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  return row!.id;
}

/** The first bytes of every JPEG (SOI and the first marker), whatever the URL says. */
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

describe('GET /media/og/products/{id}.jpg', () => {
  it("renders the product's drawing as a 1200×630 JPEG with an ETag", async () => {
    const id = await productId('red-palm-oil');
    const response = await get(`/media/og/products/${id}.jpg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.subarray(0, 3)).toEqual(JPEG_SIGNATURE);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The background is the tile's colour, not a blank canvas.
    const { channels } = await sharp(response.rawPayload).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(5);
  });

  it('moves the former {id}.png for good to {id}.jpg', async () => {
    const id = await productId('red-palm-oil');
    const response = await get(`/media/og/products/${id}.png`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/media/og/products/${id}.jpg`);
  });

  it('answers a repeat with 304, and gives a renamed product a new picture', async () => {
    const id = await productId('ofada-rice');
    const first = await get(`/media/og/products/${id}.jpg`);
    const repeat = await get(`/media/og/products/${id}.jpg`, { 'if-none-match': String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload).toHaveLength(0);

    await shop.database.db
      .update(products)
      .set({ name: 'Ofada Rice (New Harvest)' })
      .where(eq(products.id, id));
    const renamed = await get(`/media/og/products/${id}.jpg`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(renamed.rawPayload, first.rawPayload)).not.toBe(0);
  });

  it("serves no hidden product's share picture or drawing, and both again once it is shown", async () => {
    const id = await productId('ofada-rice');
    const urls = [`/media/og/products/${id}.jpg`, '/media/products/ofada-rice.svg'];
    const hide = (active: boolean) =>
      shop.database.db.update(products).set({ active }).where(eq(products.id, id));
    await hide(false);
    try {
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ message: 'Image not found' });
      }
    } finally {
      await hide(true);
    }
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers unknown products and malformed names with 404 JSON', async () => {
    for (const url of [
      '/media/og/products/999999.jpg',
      '/media/og/products/0.jpg',
      '/media/og/products/99999999999.jpg',
      '/media/og/products/red-palm-oil.jpg',
      '/media/og/products/1.svg',
      '/media/og/products/1.5.jpg',
      '/media/og/products/1.jpeg',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
