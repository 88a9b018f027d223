// @vitest-environment node
// The server entry's first cut (decision 016): the home page rendered under Node, against the mock API.
import { createHandlers } from '@oko/mock-api/handlers';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getProducts } from '@/features/catalog/api/get-products';
import { getSettings } from '@/features/settings/api/get-settings';
import { configureServerApi } from '@/lib/api-client';
import { mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderPage } from './entry-server';

const origin = 'http://127.0.0.1:3001';

beforeEach(() => {
  // The mock API at an absolute address: under Node no page gives `/api/v1` an origin.
  server.use(...createHandlers(mockApi, { apiUrl: `${origin}/api/v1` }));
  configureServerApi({ base: origin });
});

/** React escapes text; the demo's names may hold an apostrophe or an ampersand. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

describe('renderPage', () => {
  it("renders the home page with the shop's name, its shelves and the products on them", async () => {
    const name = (await getSettings()).site_name;
    const categories = (await getCategories({ page: 1 })).data;
    const bestPrices = (await getProducts({ sort: 'price_asc', perPage: 4 })).data;
    const newArrivals = (await getProducts({ sort: 'newest', perPage: 8 })).data;
    expect(bestPrices).toHaveLength(4);

    const page = await renderPage(`${origin}/`);
    if ('redirect' in page) throw new Error('the home page redirected');

    expect(page.status).toBe(200);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(page.html).toContain('Shop by category');
    expect(page.html).toContain('Best prices');
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(page.html).toContain(escaped(category.name));
    for (const product of [...bestPrices, ...newArrivals]) expect(page.html).toContain(escaped(product.name));
    // Data, not the full-screen spinner of a pending user or the shelves' own spinners.
    expect(page.html).not.toContain('aria-label="Loading"');
  });

  it('hands the browser every query the page used, so it need not fetch them again', async () => {
    const page = await renderPage(`${origin}/`);
    if ('redirect' in page) throw new Error('the home page redirected');
    const keys = page.queries.queries.map((query) => query.queryKey[0]);
    expect(keys.sort()).toEqual(['categories', 'products', 'products', 'settings', 'user']);
    expect(page.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });
});
