import { demoCategories, demoProducts } from '@oko/demo-data/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { CATALOG_CACHE_CONTROL } from '../plugins/catalog-cache';
import { makeFakeWebDist, useTestApp } from '../testing/test-app';

// With a storefront build, so the history fallback is there to swallow these paths if it could.
const webDist = makeFakeWebDist();
afterAll(() => webDist.remove());
const shop = useTestApp({ webDistDir: webDist.dir });
const ownAddress = useTestApp({ webDistDir: webDist.dir, appUrl: 'https://okofarm.ng' });

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { host: 'shop.example:3160', accept: '*/*', ...headers } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /robots.txt', () => {
  it('keeps crawlers out of personal pages and names the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /users',
        'Disallow: /checkout',
        'Disallow: /carts',
        'Disallow: /auth',
        'Disallow: /admin',
        '',
        'Sitemap: http://shop.example:3160/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('uses APP_URL when set', async () => {
    const response = await ownAddress.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://okofarm.ng/sitemap.xml\n');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every category and every product with absolute URLs', async () => {
    const response = await get('/sitemap.xml', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const urls = locs(response.body);
    const base = 'http://shop.example:3160';
    expect(urls.slice(0, 5)).toEqual(
      ['/', '/categories', '/products', '/about', '/privacy'].map((p) => base + p),
    );
    expect(urls).toEqual(expect.arrayContaining(demoCategories.map((c) => `${base}/categories/${c.slug}`)));
    expect(urls.filter((url) => url?.startsWith(`${base}/products/`))).toHaveLength(demoProducts.length);
    expect(urls.some((url) => /\/(users|checkout|carts|auth|admin)/.test(url ?? ''))).toBe(false);
  });

  it('lists a product created a moment ago', async () => {
    const db = shop.database.db;
    const [fruits] = await db.select().from(categories).where(eq(categories.slug, 'fruits'));
    const [created] = await db
      .insert(products)
      .values({
        categoryId: fruits!.id,
        name: 'Star Apple (Agbalumo)',
        slug: 'star-apple-agbalumo-new',
        imageUrl: '/media/products/star-apple-agbalumo-new.svg',
      })
      .returning({ id: products.id });
    const response = await get('/sitemap.xml');
    expect(locs(response.body)).toContain(`http://shop.example:3160/products/${created!.id}`);
  });

  it('leaves out a product hidden a moment ago, and lists a category created a moment ago', async () => {
    const db = shop.database.db;
    const [shown] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .limit(1);
    const before = locs((await get('/sitemap.xml')).body);
    expect(before).toContain(`http://shop.example:3160/products/${shown!.id}`);

    await db.update(products).set({ active: false }).where(eq(products.id, shown!.id));
    await db.insert(categories).values({
      name: 'Honey & Syrups',
      slug: 'honey-and-syrups',
      imageUrl: '/media/categories/honey-and-syrups.svg',
    });
    const after = locs((await get('/sitemap.xml')).body);
    expect(after).not.toContain(`http://shop.example:3160/products/${shown!.id}`);
    expect(after.filter((url) => url?.includes('/products/'))).toHaveLength(
      before.filter((url) => url?.includes('/products/')).length - 1,
    );
    expect(after).toContain('http://shop.example:3160/categories/honey-and-syrups');
  });

  it('is cached briefly with an ETag and answers a repeat with 304', async () => {
    const first = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    const repeat = await get('/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
  });

  it('uses APP_URL when set', async () => {
    const response = await ownAddress.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(response.body).every((url) => url?.startsWith('https://okofarm.ng/'))).toBe(true);
  });
});

describe('a forged Host or X-Forwarded-Host', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('cannot reach a shared cache with APP_URL set: the links stay the shop’s, whatever the host', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await ownAddress.app.inject({ method: 'GET', url, headers: forged });
      expect(response.body, url).toContain('https://okofarm.ng/');
      expect(response.body, url).not.toContain('evil.example');
    }
  });

  it('without APP_URL, is kept apart by the cache: the answers vary on the host, as the pages do', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.headers['cache-control'], url).toBe(CATALOG_CACHE_CONTROL);
      // The sitemap is compressed: its Vary keeps accept-encoding too.
      const compressed = url === '/sitemap.xml' ? ['accept-encoding'] : [];
      expect(String(response.headers.vary).split(/\s*,\s*/), url).toEqual(
        expect.arrayContaining(['host', 'x-forwarded-host', ...compressed]),
      );
      const own = await ownAddress.app.inject({ method: 'GET', url });
      expect(String(own.headers.vary ?? ''), url).not.toMatch(/host/);
    }
  });
});
