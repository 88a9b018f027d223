import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';
import type { APIRequestContext, Page } from '@playwright/test';
import { productInStock } from './support/shop';
import { accessToken, signIn, verifiedShopper } from './support/shopper';
import { expect, test } from './support/test';

// Server rendering (decision 016): every public page arrives as a rendered document, fetched here without running
// any JavaScript (Playwright's `request`), then opened in the browser, where it must hydrate without a warning and
// without asking the API again.

type Unit = { price_per_unit: string; available_quantity: number };
type Product = { id: number; name: string; product_units: Unit[] };
type PageOf<T> = { data: T[] };

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const answer = await request.get(`/api/v1${path}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
};

/** The HTML of a page as a link preview or a crawler gets it. */
async function html(request: APIRequestContext, path: string, status = 200) {
  const answer = await request.get(path, { headers: { accept: 'text/html' } });
  expect(answer.status(), path).toBe(status);
  expect(answer.headers()['content-type']).toBe('text/html; charset=utf-8');
  return answer.text();
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

const regExpOf = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const heading = (text: string) => new RegExp(`<h1[^>]*>${regExpOf(escaped(text))}</h1>`);
const title = (text: string) => `<title>${escaped(text)} | Oko Farm</title>`;
/** A naira amount as the storefront writes it: ₦1,234.00 (React may put a comment between the parts of a range). */
const NAIRA = /₦[\d,]+\.\d{2}/;

function expectRenderedDocument(page: string) {
  expect(page).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
  // The page's data for the browser, as JSON the CSP need not allow; one inline script that runs, the early-taps
  // one (issue 29), which the CSP allows by its hash.
  expect(page).toMatch(/<script type="application\/json" id="oko-server-state"[^>]*>\{/);
  const scripts = page.match(/<script[^>]*>/g) ?? [];
  expect(page.split(`<script>${EARLY_TAPS_SCRIPT}</script>`)).toHaveLength(2);
  for (const script of scripts)
    expect(script).toMatch(/^<script>$|type="application\/(ld\+)?json"|type="module"[^>]* src="\//);
  // Data, not the full-screen spinner of a pending user or a section's spinner.
  expect(page).not.toContain('aria-label="Loading"');
}

test.describe('the HTML of each public page, without JavaScript', () => {
  test('home: the shop, its categories, both shelves with naira prices', async ({ request }) => {
    const page = await html(request, '/');
    expectRenderedDocument(page);
    expect(page).toContain('<title>Oko Farm</title>');
    expect(page).toMatch(heading('Oko Farm'));
    const best = await api<PageOf<Product>>(request, '/products?sort=price_asc&per_page=4');
    const newest = await api<PageOf<Product>>(request, '/products?sort=newest&per_page=8');
    for (const product of [...best.data, ...newest.data]) expect(page).toContain(escaped(product.name));
    expect(page).toContain('Fruits');
    expect(page).toMatch(NAIRA);
  });

  test('categories, a category and the products list', async ({ request }) => {
    const categories = await html(request, '/categories');
    expect(categories).toContain(title('All categories'));
    expect(categories).toMatch(heading('All categories'));
    expect(categories).toContain('Grains &amp; Legumes');

    const fruits = await html(request, '/categories/fruits');
    expectRenderedDocument(fruits);
    expect(fruits).toContain(title('Fruits'));
    expect(fruits).toMatch(heading('Fruits'));
    const inFruits = await api<PageOf<Product>>(request, '/products?category=fruits&sort=newest&per_page=12');
    for (const product of inFruits.data) expect(fruits).toContain(escaped(product.name));
    expect(fruits).toContain('In Stock');
    expect(fruits).toMatch(NAIRA);

    const products = await html(request, '/products?sort=price_asc');
    expect(products).toContain(title('Products'));
    const cheapest = await api<PageOf<Product>>(request, '/products?sort=price_asc&per_page=12');
    for (const product of cheapest.data) expect(products).toContain(escaped(product.name));
  });

  test('a product in stock and one sold out', async ({ request }) => {
    const [first] = (await api<PageOf<Product>>(request, '/products?sort=name&per_page=1')).data;
    if (!first) throw new Error('no products');
    const page = await html(request, `/products/${first.id}`);
    expectRenderedDocument(page);
    expect(page).toContain(title(first.name));
    expect(page).toMatch(heading(first.name));
    expect(page).toContain('In Stock');
    expect(page).toMatch(NAIRA);
    // Its price per unit, as the unit list shows it.
    const price = Number(first.product_units[0]?.price_per_unit);
    expect(page).toContain(`₦${price.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);

    let soldOut: Product | undefined;
    for (let pageNumber = 1; !soldOut && pageNumber < 10; pageNumber += 1) {
      const { data } = await api<PageOf<Product>>(request, `/products?per_page=100&page=${pageNumber}`);
      if (data.length === 0) break;
      soldOut = data.find((product) => product.product_units.every((unit) => unit.available_quantity <= 0));
    }
    if (!soldOut) throw new Error('the demo catalog has no sold-out product');
    const soldOutPage = await html(request, `/products/${soldOut.id}`);
    expect(soldOutPage).toMatch(heading(soldOut.name));
    // The product's own stock, between its name and its units (related products follow, in stock or not).
    const details = soldOutPage.slice(soldOutPage.indexOf('</h1>'), soldOutPage.indexOf('Choose a unit'));
    expect(details).toContain('out of stock');
    expect(details).not.toContain('In Stock');
  });

  test('search results from the same search the API runs', async ({ request }) => {
    const page = await html(request, '/search?keyword=plantain');
    expectRenderedDocument(page);
    expect(page).toContain(title('Search results for “plantain”'));
    expect(page).toMatch(heading('Search results for “plantain”'));
    const answer = await request.post('/api/v1/products/search', { data: { keyword: 'plantain' } });
    const results = ((await answer.json()) as PageOf<Product>).data;
    expect(results.length).toBeGreaterThan(0);
    for (const product of results) expect(page).toContain(escaped(product.name));
    expect(page).toMatch(NAIRA);

    const nothing = await html(request, '/search?keyword=zzqqxx');
    // React separates the parts of a sentence built from values with empty comments.
    expect(nothing.replaceAll('<!-- -->', '')).toContain('We couldn’t find anything for “zzqqxx”');
  });

  test('about and privacy', async ({ request }) => {
    const about = await html(request, '/about');
    expect(about).toContain(title('About'));
    expect(about).toMatch(heading('About'));
    const privacy = await html(request, '/privacy');
    expect(privacy).toContain(title('Privacy Policy'));
    expect(privacy).toMatch(heading('Privacy Policy'));
  });

  test('404: an unknown path, product or category, showing the page the shop shows', async ({ request }) => {
    const missing = await html(request, '/no-such-page', 404);
    expect(missing).toContain(title('Page not found'));
    expect(missing).toMatch(heading('Page not found'));
    expect(missing).toContain('Go to home');

    const product = await html(request, '/products/987654', 404);
    expect(product).toMatch(heading('Product not found'));
    expect(product).toContain('This product does not exist.');

    const category = await html(request, '/categories/no-such-category', 404);
    expect(category).toMatch(heading('Category not found'));
  });

  test('a rendered page carries an ETag and a few seconds of shared cache; a repeat visit is a 304', async ({
    request,
  }) => {
    const first = await request.get('/categories/fruits');
    expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request.get('/categories/fruits', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
    expect(await again.text()).toBe('');
  });

  test('the cart, checkout, account and sign-in pages stay rendered in the browser', async ({ request }) => {
    for (const path of ['/carts', '/checkout', '/users/account', '/auth/login', '/admin']) {
      const page = await html(request, path);
      expect(page, path).toMatch(/<div id="root"><\/div>/);
      expect(page, path).not.toContain('oko-server-state');
    }
    // The server's own build is not served.
    expect((await request.get('/server/entry-server.js')).status()).toBe(404);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});

/**
 * Everything the page logs as an error or warning (React reports a hydration mismatch so), every API call it makes,
 * and whether a spinner ("Loading") ever showed, counted from the first byte of the document on.
 */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { spinnerShown: boolean };
    seen.spinnerShown = false;
    new MutationObserver(() => {
      seen.spinnerShown ||= document.querySelector('[aria-label="Loading"]') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is logged as a failed load: it is the document, not a problem.
    if (message.text().includes('404 (Not Found)') && message.location().url === page.url()) return;
    // Playwright's own note: the suite blocks service workers outside the offline specs (playwright.config.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  return { problems, apiCalls };
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'Oko Farm' },
  { path: '/categories', heading: 'All categories' },
  { path: '/categories/fruits', heading: 'Fruits' },
  { path: '/products', heading: 'Products' },
  { path: '/products/1', heading: /.+/ },
  { path: '/search?keyword=plantain', heading: 'Search results for “plantain”' },
  { path: '/about', heading: 'About' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/no-such-page', heading: 'Page not found' },
];

test.describe('hydration', () => {
  for (const { path, heading: name } of PUBLIC_PAGES) {
    test(`${path} hydrates without a warning, a spinner or a second fetch`, async ({ page }) => {
      const { problems, apiCalls } = await watch(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Hydrated from the page's own data: no call to the API, and never a spinner.
      expect(apiCalls).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { spinnerShown: boolean }).spinnerShown)).toBe(
        false,
      );
    });
  }

  test('a rendered page paints before its scripts download, then runs them (decision 020)', async ({
    page,
  }) => {
    await page.goto('/products/1');
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    // The entry (about 1 kB) comes with the document; every other script after the page has painted.
    const [entry, ...rest] = timing.scripts;
    expect(entry?.path).toMatch(/^\/assets\/index-.+\.js$/);
    expect(rest.length).toBeGreaterThan(3);
    for (const script of rest) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.firstPaint!);
    await expect(page.locator('html')).toHaveAttribute('data-storefront', 'running');
  });

  test('a product shows its picture, name and price while its scripts are still on the way', async ({
    page,
    request,
  }) => {
    const product = await api<{ data: Product & { image: string } }>(request, '/products/1');
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/products/1', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: product.data.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(NAIRA).first()).toBeVisible();
    const picture = page.getByRole('main').getByRole('img', { name: product.data.name }).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // No script of the shop has run yet.
    expect(await page.locator('html').getAttribute('data-storefront')).toBeNull();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-storefront', 'running');
  });

  // Issue 23: the shoppers who buy get rendered pages too; what shows them (menu, cart count) fills in after.
  test('a signed-in shopper gets the rendered page; their menu and cart count fill in', async ({
    page,
    request,
  }) => {
    const shopper = await verifiedShopper(request, { name: 'Funmilayo' });
    const token = await accessToken(request, shopper);
    const product = await productInStock(request, 3);
    const added = await request.post('/api/v1/cart', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        cart_data: [
          { product_id: product.id, product_units: [{ product_unit_id: product.unitId, quantity: 1 }] },
        ],
      },
    });
    expect(added.status()).toBe(200);

    // Before any script: the product is in the document their phone receives, and nothing of theirs.
    const answer = await request.get(`/products/${product.id}`, {
      headers: { accept: 'text/html', cookie: `accessToken=${token}` },
    });
    expect(answer.status()).toBe(200);
    const document = await answer.text();
    expectRenderedDocument(document);
    expect(document).toMatch(heading(product.name));
    expect(document).not.toContain(shopper.email);
    expect(document).not.toContain('Funmilayo');

    await signIn(page, shopper);
    const { problems } = await watch(page);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('after hydration the storefront navigates as before', async ({ page }) => {
    const { problems } = await watch(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.getByRole('link', { name: /^Fruits \d+ products$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    expect(documents).toBe(0);
    expect(problems).toEqual([]);
  });
});
