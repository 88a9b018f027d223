// Pages rendered on the server (decision 016), through a stand-in of the storefront's built server entry: which
// pages it renders, their status and caching, its API calls made in-process, and index.html whenever it cannot.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_INDEX_HTML, makeFakeWebDist, useTestApp } from '../testing/test-app';
import { CATALOG_CACHE_CONTROL } from './catalog-cache';

const webDist = makeFakeWebDist();
mkdirSync(join(webDist.dir, 'server'));
mkdirSync(join(webDist.dir, '.vite'));
writeFileSync(
  join(webDist.dir, '.vite', 'manifest.json'),
  JSON.stringify({ 'index.html': { file: 'x.js' } }),
);
// The server entry's contract (apps/web/src/entry-server.tsx): the page shows the shop's name as the API answers
// it through the `fetch` it was given; /boom fails as a page whose API is down does; /carts is the browser's.
writeFileSync(
  join(webDist.dir, 'server', 'entry-server.js'),
  `let api;
export function configureServerApi(options) { api = options; }
export function isServerRendered(pathname) { return pathname !== '/carts'; }
export async function renderPage(url, { manifest, siteUrl }) {
  const { pathname } = new URL(url);
  if (pathname === '/boom') throw new Error('the API is down');
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
    for (const url of ['/', '/categories/fruits', '/products/12?unit=3']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(
        `<!DOCTYPE html><h1>Oko Farm</h1><p>${url.split('?')[0]} https://okofarm.ng x.js</p>`,
      );
      expect(response.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
      expect(response.headers.vary, 'one site address: the same page for every host').toBeUndefined();
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

  it('sends index.html to a shopper whose access-token cookie came along, whatever other cookies there are', async () => {
    for (const cookie of ['accessToken=abc', 'theme=dark; accessToken=abc']) {
      const response = await page('/categories/fruits', { cookie });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toBe(FAKE_INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
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
    expect(response.headers.vary).toBe('host, x-forwarded-host');
  });
});
