import { demoCategories, demoProducts } from '@oko/demo-data/catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('GET /media/…', () => {
  it('draws a product picture with its name, cached as immutable', async () => {
    const response = await get('/media/products/ugu-fluted-pumpkin-leaves.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('<title>Ugu (Fluted Pumpkin Leaves)</title>');
    expect(response.body.length).toBeLessThan(4000);
  });

  it('draws the same picture every time', async () => {
    const [a, b] = await Promise.all([
      get('/media/products/red-palm-oil.svg'),
      get('/media/products/red-palm-oil.svg'),
    ]);
    expect(a.body).toBe(b.body);
  });

  it('has a picture for every product and category the catalog links to', async () => {
    const urls = [
      ...demoProducts.map((product) => `/media/products/${product.slug}.svg`),
      ...demoCategories.map((category) => `/media/categories/${category.slug}.svg`),
    ];
    const statuses = await Promise.all(urls.map(async (url) => [url, (await get(url)).statusCode]));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('escapes names for XML', async () => {
    const category = await get('/media/categories/tubers-and-roots.svg');
    expect(category.body).toContain('Tubers &#38; Roots');
    expect(category.body).not.toContain('Tubers & Roots');
  });

  it('answers unknown or malformed image names with 404 JSON', async () => {
    for (const url of [
      '/media/products/no-such-thing.svg',
      '/media/products/white-yam-puna.png',
      '/media/products/..%2F..%2Fetc%2Fpasswd',
      '/media/categories/UPPER.svg',
      '/media/other/logo.svg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
