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

describe('GET /media/og/products/{id}.png', () => {
  it("renders the product's drawing as a 1200×630 PNG with an ETag", async () => {
    const id = await productId('red-palm-oil');
    const response = await get(`/media/og/products/${id}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The background is the tile's colour, not a blank or transparent canvas.
    const { channels } = await sharp(response.rawPayload).stats();
    expect(channels[3]?.min ?? 255).toBe(255);
    expect(channels[0]!.stdev).toBeGreaterThan(5);
  });

  it('answers a repeat with 304, and gives a renamed product a new picture', async () => {
    const id = await productId('ofada-rice');
    const first = await get(`/media/og/products/${id}.png`);
    const repeat = await get(`/media/og/products/${id}.png`, { 'if-none-match': String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload).toHaveLength(0);

    await shop.database.db
      .update(products)
      .set({ name: 'Ofada Rice (New Harvest)' })
      .where(eq(products.id, id));
    const renamed = await get(`/media/og/products/${id}.png`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(renamed.rawPayload, first.rawPayload)).not.toBe(0);
  });

  it('answers unknown products and malformed names with 404 JSON', async () => {
    for (const url of [
      '/media/og/products/999999.png',
      '/media/og/products/0.png',
      '/media/og/products/99999999999.png',
      '/media/og/products/red-palm-oil.png',
      '/media/og/products/1.svg',
      '/media/og/products/1.5.png',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
