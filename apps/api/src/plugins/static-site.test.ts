// Pages rendered on the server (decision 016), through a stand-in of the storefront's built server entry: which
// pages it renders, their status and caching, its API calls made in-process, and index.html whenever it cannot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { productSchema } from '@oko/shared/schemas/catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { changeStock } from '../catalog/stock';
import { users } from '../db/schema';
import { memoryMailer } from '../mail/mailer';
import { signUpShopper } from '../testing/shoppers';
import {
  FAKE_INDEX_HTML,
  GENEROUS_THROTTLE,
  createTestApp,
  makeFakeWebDist,
  useOpened,
  useTestApp,
} from '../testing/test-app';
import { CATALOG_CACHE_CONTROL } from './catalog-cache';

const webDist = makeFakeWebDist();
mkdirSync(join(webDist.dir, 'server'));
mkdirSync(join(webDist.dir, '.vite'));
writeFileSync(
  join(webDist.dir, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'x.js' } }),
);
// The server entry's contract (apps/web/src/entry-server.tsx): the page shows the shop's name as the API answers
// it through the `fetch` it was given; /boom fails as a page whose API is down does; /carts is the browser's. A
// product's page shows its first unit's price, the address it was rendered at, and how many pages the entry has
// rendered.
writeFileSync(
  join(webDist.dir, 'server', 'entry-server.js'),
  `let api;
let renders = 0;
export function configureServerApi(options) { api = options; }
export async function renderPage(url, { manifest, siteUrl }) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/carts') return null;
  renders += 1;
  if (pathname === '/boom') throw new Error('the API is down');
  if (pathname.startsWith('/products/')) {
    const answer = await api.fetch(new URL('/api/v1' + pathname, api.base).href, { method: 'GET' });
    const { data } = await answer.json();
    const address = pathname + (searchParams.size ? '?' + searchParams : '');
    const stock = data.product_units.map((unit) => unit.available_quantity).join(',');
    return { status: 200, html: '<p>' + data.product_units[0].price_per_unit + '</p><p>render ' + renders + '</p><p>at ' + address + '</p><p>stock ' + stock + '</p>' + '<p>fresh farm produce</p>'.repeat(100) };
  }
  const answer = await api.fetch(new URL('/api/v1/get-setting', api.base).href, { method: 'GET', headers: { Accept: 'application/json' } });
  const { data } = await answer.json();
  const status = pathname === '/nowhere' ? 404 : 200;
  return { status, html: '<!DOCTYPE html><h1>' + data.site_name + '</h1><p>' + pathname + ' ' + siteUrl + ' ' + manifest['index.html'].file + '</p>' };
}
`,
);

const shop = useTestApp({ webDistDir: webDist.dir, appUrl: 'https://okofarm.ng' });

afterAll(() => webDist.remove());

const page = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('server-rendered pages', () => {
  it('renders a public page with its data from the API, for everyone alike: shared cache and an ETag', async () => {
    for (const url of ['/', '/categories/fruits', '/search?keyword=tomato']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(
        `<!DOCTYPE html><h1>Oko Farm</h1><p>${url.split('?')[0]} https://okofarm.ng x.js</p>`,
      );
      expect(response.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
      expect(response.headers.vary, 'one site address: the same page for every host').toBe('accept-encoding');
    }
  });

  it('answers a repeat visit of an unchanged page with 304 and no body', async () => {
    const first = await page('/categories');
    const etag = String(first.headers.etag);
    const again = await page('/categories', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await page('/categories', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it("passes on the page's 404, revalidated rather than shared", async () => {
    const response = await page('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Oko Farm</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeUndefined();
  });

  it('sends index.html for the pages rendered in the browser, and when rendering fails', async () => {
    for (const url of ['/carts', '/boom']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(FAKE_INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a shopper whose access-token cookie came along the rendered page a guest gets (issue 23)', async () => {
    const guest = await page('/categories/fruits');
    for (const cookie of ['accessToken=abc', 'theme=dark; accessToken=abc']) {
      const response = await page('/categories/fruits', { cookie });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toBe(guest.body);
      expect(response.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      expect(response.headers.etag).toBe(guest.headers.etag);
    }
    // The offline page is no one's: the service worker saves it at install, signed in or not (decision 030).
    const offline = await page('/offline', { cookie: 'accessToken=abc' });
    expect(offline.body).toContain('<p>/offline https://okofarm.ng x.js</p>');
    // A guest's cookies are no sign-in.
    expect((await page('/categories/fruits', { cookie: 'myaccessToken=abc' })).body).toContain(
      '<h1>Oko Farm</h1>',
    );
  });

  it('never serves the server entry or the manifest', async () => {
    for (const url of ['/server/entry-server.js', '/.vite/manifest.json']) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

// Before the describe below: every app in this process shares the one server entry module, and the last to load
// it points its API calls at itself (as a shop's one app does).
describe('guest pages kept in memory (decision 024)', () => {
  // A second instance of the shop on the same database, as behind a load balancer.
  const otherInstance = useOpened(async () => {
    const mailer = memoryMailer();
    const app = await createTestApp(shop.database.db, {
      webDistDir: webDist.dir,
      appUrl: 'https://okofarm.ng',
      auth: { mailer, throttle: GENEROUS_THROTTLE },
    });
    return { app, mailer, close: () => app.close() };
  });

  const firstUnit = async (productId: number) => {
    const answer = await shop.call('GET', `/products/${productId}`);
    return dataEnvelope(productSchema).parse(answer.json()).data.product_units[0]!;
  };
  const renderCount = (html: string) => {
    const count = /render (\d+)/.exec(html)?.[1];
    expect(count, html).toBeDefined();
    return Number(count);
  };

  it("renders a page once while nothing changes, and shows an owner's new price on the next request", async () => {
    const unit = await firstUnit(12);
    const first = await page('/products/12?price');
    expect(first.body).toContain(`<p>${unit.price_per_unit}</p>`);
    const again = await page('/products/12?price');
    expect(again.body, 'from memory, not rendered again').toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A repeat visit is a 304 (by @fastify/etag) answered from memory: nothing is rendered for it.
    const revalidated = await page('/products/12?price', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(renderCount((await page('/products/12?price')).body), 'no render for the 304').toBe(
      renderCount(first.body),
    );

    // The owner changes the price through the back office of the other instance.
    const owner = await signUpShopper(otherInstance);
    await shop.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.userId));
    const changed = await otherInstance.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/product-units/${unit.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { price_per_unit: '1234.50' },
    });
    expect(changed.statusCode).toBe(200);

    const after = await page('/products/12?price', { 'if-none-match': String(first.headers.etag) });
    expect(after.statusCode, 'the old validator no longer matches').toBe(200);
    expect(after.body).toContain('<p>1234.50</p>');
    expect(renderCount(after.body)).toBe(renderCount(first.body) + 1);
  });

  it('renders again only the page of a product whose stock an order changed, on every instance (issue 45)', async () => {
    const stockOf = (html: string) => /<p>stock ([\d,]+)<\/p>/.exec(html)?.[1];
    const sold = await firstUnit(16);
    const [soldPage, otherPage, list] = [
      await page('/products/16'),
      await page('/products/17'),
      await page('/'),
    ];
    const otherPages = [
      await otherInstance.app.inject({
        method: 'GET',
        url: '/products/16',
        headers: { accept: 'text/html' },
      }),
    ];
    expect(stockOf(soldPage.body)?.split(',')[0]).toBe(String(sold.available_quantity));
    expect(sold.available_quantity).toBeGreaterThan(2);

    // An order takes 2 (the one writer of stock, in a transaction as an order does).
    await shop.database.db.transaction((tx) => changeStock(tx, sold.id, -2));

    const after = await page('/products/16');
    expect(stockOf(after.body)?.split(',')[0]).toBe(String(sold.available_quantity - 2));
    expect(renderCount(after.body)).toBeGreaterThan(renderCount(soldPage.body));
    const onOther = await otherInstance.app.inject({
      method: 'GET',
      url: '/products/16',
      headers: { accept: 'text/html' },
    });
    expect(stockOf(onOther.body)?.split(',')[0], 'the other instance too').toBe(
      String(sold.available_quantity - 2),
    );
    expect(onOther.body).not.toBe(otherPages[0]!.body);
    // Another product's page and the home page show nothing that changed: kept, not rendered again.
    expect((await page('/products/17')).body).toBe(otherPage.body);
    expect((await page('/')).body).toBe(list.body);

    // The last units sold: in stock → out of stock shows on every list, so every page is rendered again.
    await shop.database.db.transaction((tx) => changeStock(tx, sold.id, -(sold.available_quantity - 2)));
    expect(stockOf((await page('/products/16')).body)?.split(',')[0]).toBe('0');
    expect(renderCount((await page('/products/17')).body)).toBeGreaterThan(renderCount(otherPage.body));
  });

  it('keeps one page for a link and its copies shared with tracking or made-up parameters (issue 45)', async () => {
    const plain = await page('/products/14');
    for (const shared of [
      '/products/14?utm_source=whatsapp&utm_medium=social&fbclid=IwAR0abc',
      '/products/14?gclid=Cj0KCQ&ref=group-chat',
      `/products/14?${Array.from({ length: 50 }, (_, n) => `x${n}=${n}`).join('&')}`,
    ]) {
      const copy = await page(shared);
      expect(copy.statusCode).toBe(200);
      expect(copy.body, shared).toBe(plain.body);
    }
    expect(plain.body).toContain('<p>at /products/14</p>');

    // The parameters a page reads stay, first of each, in one order: the same list asked two ways is one page.
    const list = await page('/products/14?sort=name&utm_campaign=harvest&page=2&page=3');
    expect(list.body).toContain('<p>at /products/14?page=2&sort=name</p>');
    expect((await page('/products/14?page=2&sort=name')).body).toBe(list.body);
    expect(renderCount(list.body)).toBe(renderCount(plain.body) + 1);
  });

  it('keeps its compressed forms with the page: a repeat visit in br or gzip is sent as kept', async () => {
    const plain = await page('/products/15');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const first = await page('/products/15', { 'accept-encoding': accept });
      const again = await page('/products/15', { 'accept-encoding': accept });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers.etag).toBe(plain.headers.etag);
      expect(decode(first.rawPayload).toString()).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    }
    expect(renderCount((await page('/products/15')).body), 'every answer above from memory').toBe(
      renderCount(plain.body),
    );
  });

  it("keeps one page for guests and signed-in shoppers: rendered from the URL alone, it holds no one's data", async () => {
    const shopper = await signUpShopper(shop);
    const signedIn = { cookie: `accessToken=${shopper.token}`, authorization: `Bearer ${shopper.token}` };
    const first = await page('/products/13?price', signedIn);
    expect(first.body).toContain('<p>render ');
    // The guest after them gets the page kept from the shopper's visit, and the shopper the guest's.
    const guest = await page('/products/13?price');
    expect(guest.body).toBe(first.body);
    expect((await page('/products/13?price', signedIn)).body).toBe(first.body);
  });
});

describe('server-rendered pages without APP_URL', () => {
  const anyHost = useTestApp({ webDistDir: webDist.dir });

  it("builds the page's links from the request's host, so a shared cache keeps one copy per host", async () => {
    const response = await anyHost.app.inject({
      method: 'GET',
      url: '/categories',
      headers: { accept: 'text/html', host: 'shop.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/categories http://shop.example:8080 x.js');
    expect(response.headers.vary).toBe('host, x-forwarded-host, accept-encoding');
  });
});
