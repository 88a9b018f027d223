import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productUnits } from '../db/schema';
import { seededUnits } from '../testing/stock';
import { useTestApp } from '../testing/test-app';
import { CATALOG_CACHE_CONTROL } from './catalog-cache';

const shop = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('caching of answers that are the same for every shopper', () => {
  it.each([
    '/products',
    '/products?category=fruits&sort=price_asc&per_page=5',
    '/products/1',
    '/products/categories',
    '/products/categories/fruits',
    '/get-setting',
  ])('GET %s: 200 with an ETag and a short shared-cache life, then 304 with no body', async (url) => {
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const repeat = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
  });

  it('gives the same ETag with and without compression, and a 200 for a stale one', async () => {
    const plain = await get('/products?per_page=20');
    const gzipped = await get('/products?per_page=20', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);

    const stale = await get('/products?per_page=20', { 'if-none-match': 'W/"not-the-current-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(plain.json());
  });

  it('gives a new ETag once a price changes in the database', async () => {
    const { yam } = await seededUnits(shop.database.db);
    const url = `/products/${yam.productId}`;
    const before = await get(url);
    const [unit] = await shop.database.db
      .select({ price: productUnits.priceKobo })
      .from(productUnits)
      .where(eq(productUnits.id, yam.unitId));
    await shop.database.db
      .update(productUnits)
      .set({ priceKobo: unit!.price + 100 })
      .where(eq(productUnits.id, yam.unitId));

    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.stringify(after.json())).not.toBe(JSON.stringify(before.json()));
  });

  it('leaves personal answers and search out of the shared cache', async () => {
    const cart = await get('/cart');
    expect(cart.headers['cache-control'] ?? '').not.toContain('public');
    const search = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      payload: { keyword: 'yam' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('does not cache a not-found answer in shared caches', async () => {
    const missing = await get('/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });
});
