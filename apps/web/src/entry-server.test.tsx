// The server entry (decision 016): public pages rendered under Node, against the mock API.
import { createHandlers } from '@oko/mock-api/handlers';
import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';
import type * as reactRouter from 'react-router';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getProducts } from '@/features/catalog/api/get-products';
import { getSettings } from '@/features/settings/api/get-settings';
import { configureServerApi } from '@/lib/api-client';
import { mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { expectConsoleError } from '@/testing/console';
import { isServerRendered, pageAssets, renderPage, type ViteManifest } from './entry-server';

const origin = 'http://127.0.0.1:3001';

// React Router's matching, counted: matching ranks the whole route table, so a render matches once (issue 31).
vi.mock('react-router', async (importOriginal) => {
  const original = await importOriginal<typeof reactRouter>();
  return { ...original, matchRoutes: vi.fn(original.matchRoutes) };
});

/**
 * A client build's manifest, as `build.manifest` writes it (the parts the server reads): src/main.tsx is in the
 * shell's chunk, which has no facade module and so goes by its file's name.
 */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/boot-1.js',
    isEntry: true,
    dynamicImports: ['_shell-1.js'],
    css: ['assets/index-1.css'],
  },
  '_shell-1.js': {
    file: 'assets/shell-1.js',
    imports: ['index.html', '_react-1.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/product.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shell-1.js', '_grid-1.js'] },
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_shell-1.js', '_grid-1.js'] },
};

beforeEach(() => {
  // The mock API at an absolute address: under Node no page gives `/api/v1` an origin.
  server.use(...createHandlers(mockApi, { apiUrl: `${origin}/api/v1` }));
  configureServerApi({ base: origin });
});

/** React escapes text; the demo's names may hold an apostrophe or an ampersand. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

async function render(path: string) {
  const page = await renderPage(`${origin}${path}`, { manifest });
  if (!page) throw new Error(`${path} was not rendered`);
  return page;
}

/** The query state the page hands the browser. */
function stateOf(html: string) {
  const json = /<script type="application\/json" id="oko-server-state"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no server state');
  return JSON.parse(json) as { queries: { queryKey: unknown[]; state: { status: string } }[] };
}

describe('renderPage', () => {
  it("renders the home page as a whole document: its title, the shop's name, its shelves and their products", async () => {
    const name = (await getSettings()).site_name;
    const categories = (await getCategories({ page: 1 })).data;
    const bestPrices = (await getProducts({ sort: 'price_asc', perPage: 4 })).data;
    const newArrivals = (await getProducts({ sort: 'newest', perPage: 8 })).data;
    expect(bestPrices).toHaveLength(4);

    const page = await render('/');

    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    // React puts the page's <title> in the <head>.
    expect(page.html).toMatch(new RegExp(`<head>.*<title>${name}</title>.*</head>`));
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(page.html).toContain('Best prices');
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(page.html).toContain(escaped(category.name));
    for (const product of [...bestPrices, ...newArrivals]) expect(page.html).toContain(escaped(product.name));
    // Data, not the full-screen spinner of a pending user or the shelves' own spinners.
    expect(page.html).not.toContain('aria-label="Loading"');
  });

  it('hands the browser every query the page used, without the times they were fetched', async () => {
    const first = await render('/');
    const keys = stateOf(first.html).queries.map((query) => query.queryKey[0]);
    expect(keys.sort()).toEqual(['categories', 'products', 'products', 'settings', 'user']);
    expect(stateOf(first.html).queries.every((query) => query.state.status === 'success')).toBe(true);
    // The same page is the same bytes: it can carry an ETag.
    expect((await render('/')).html).toBe(first.html);
  });

  it("links the entry's script and styles, and lists the page's own chunks for after the first paint", async () => {
    const { html } = await render('/');
    expect(html).toContain('<script type="module" crossorigin="" src="/assets/boot-1.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-1.css"/>');
    // Nothing the browser would fetch before the first paint besides the entry (decision 020).
    expect(html).not.toContain('modulepreload');
    const scripts = /<script type="application\/json" id="oko-page-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(scripts ?? '[]')).toEqual(
      ['shell-1', 'react-1', 'home-1', 'grid-1'].map((chunk) => `/assets/${chunk}.js`),
    );
    expect(html).not.toContain('product-1.js');
  });

  it('carries the early-taps script, as is, before the stylesheet it would otherwise wait for (issue 29)', async () => {
    for (const path of ['/', '/products/1']) {
      const { html } = await render(path);
      const inline = `<script>${EARLY_TAPS_SCRIPT}</script>`;
      expect(html, path).toContain(inline);
      expect(html.indexOf(inline), path).toBeLessThan(html.indexOf('rel="stylesheet"'));
    }
  });

  it('links the web app manifest from every page (decision 030)', async () => {
    for (const path of ['/', '/products/1', '/offline'])
      expect((await render(path)).html, path).toContain(
        '<link rel="manifest" href="/manifest.webmanifest"/>',
      );
  });

  it('renders the offline page with the shell, its empty list of saved pages and no script (decision 030)', async () => {
    const { status, html } = await render('/offline');
    expect(status).toBe(200);
    expect(html).toContain('You are offline');
    expect(html).toContain('<footer');
    expect(html).toMatch(/<ul id="oko-saved-pages"[^>]*><\/ul>/);
    expect(html).not.toContain('<script');
    // Rendered for no one and shown without scripts, it cannot know the cart: no count, rather than a wrong 0.
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('Cart, 0 items');
    expect((await render('/products/1')).html).toContain('aria-label="Cart, 0 items"');
  });

  it('answers 404 with the page the shop shows for an unknown product and for an unknown path', async () => {
    const product = await render('/products/987654');
    expect(product.status).toBe(404);
    expect(product.html).toMatch(/<h1[^>]*>Product not found<\/h1>/);
    expectConsoleError('Product not found'); // the API client logs every failed call

    const missing = await render('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('matches the route table once per page it renders', async () => {
    await render('/products/1'); // loads the page's chunk first
    vi.mocked(matchRoutes).mockClear();
    const page = await render('/categories/fruits');
    expect(page.status).toBe(200);
    expect(vi.mocked(matchRoutes)).toHaveBeenCalledTimes(1);
  });

  it('leaves the cart, checkout, account, sign-in and back-office pages to the browser', async () => {
    for (const path of ['/carts', '/checkout', '/users/account', '/auth/login', '/admin/orders']) {
      expect(isServerRendered(path), path).toBe(false);
      expect(await renderPage(`${origin}${path}`, { manifest }), path).toBeNull();
    }
    for (const path of ['/', '/categories/fruits', '/products/1', '/search', '/about', '/privacy', '/x']) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });
});

describe('pageAssets', () => {
  it("lists each chunk once, the entry's own file never among the page's scripts", () => {
    const assets = pageAssets(manifest, ['home', 'product']);
    expect(assets.entry).toBe('/assets/boot-1.js');
    expect(assets.scripts.sort()).toEqual(
      [
        '/assets/grid-1.js',
        '/assets/home-1.js',
        '/assets/product-1.js',
        '/assets/react-1.js',
        '/assets/shell-1.js',
      ].sort(),
    );
  });

  it('finds the storefront only as the one chunk the entry imports dynamically', () => {
    const entry = manifest['index.html']!;
    for (const dynamicImports of [undefined, [], ['_shell-1.js', '_react-1.js'], ['_missing-1.js']]) {
      expect(() => pageAssets({ ...manifest, 'index.html': { ...entry, dynamicImports } }, ['home'])).toThrow(
        /importing the storefront/,
      );
    }
  });
});
