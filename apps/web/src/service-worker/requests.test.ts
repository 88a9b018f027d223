import { describe, expect, it } from 'vitest';
import {
  kindOf,
  markSavedCopy,
  NOTHING_SAVED,
  SAVED_COPY_ATTRIBUTE,
  titleOf,
  savedPageTitle,
  withSavedPages,
} from './requests';

const origin = 'https://okofarm.ng';
const get = (path: string, mode = 'cors') => kindOf({ url: origin + path, method: 'GET', mode, origin });

describe('what the service worker keeps (decision 030)', () => {
  it("keeps the storefront's pages, the catalog's answers and the pictures, each in its own cache", () => {
    for (const path of ['/', '/products/12', '/categories/fruits?page=2', '/search?keyword=yam', '/carts'])
      expect(get(path, 'navigate'), path).toBe('pages');
    for (const path of [
      '/api/v1/products?page=1&per_page=12',
      '/api/v1/products/12',
      '/api/v1/products/categories?per_page=50',
      '/api/v1/products/categories/fruits',
      '/api/v1/get-setting',
      '/api/v1/pages/about',
    ])
      expect(get(path), path).toBe('catalog');
    expect(get('/media/products/12-640.webp')).toBe('media');
  });

  it('never keeps the back office, the account, the cart, orders or payments', () => {
    for (const path of ['/admin', '/admin/orders/3']) expect(get(path, 'navigate'), path).toBeNull();
    for (const path of [
      '/api/v1/admin/products',
      '/api/v1/admin/settings',
      '/api/v1/auth/profile',
      '/api/v1/cart',
      '/api/v1/orders',
      '/api/v1/orders/3/tracking',
      '/api/v1/address',
      '/api/v1/payments/config',
    ])
      expect(get(path), path).toBeNull();
  });

  it('leaves writes, other sites and non-page navigations to the network', () => {
    expect(
      kindOf({ url: `${origin}/api/v1/products/search`, method: 'POST', mode: 'cors', origin }),
    ).toBeNull();
    expect(kindOf({ url: `${origin}/api/v1/products`, method: 'POST', mode: 'cors', origin })).toBeNull();
    expect(
      kindOf({ url: 'https://cdn.example/media/x.webp', method: 'GET', mode: 'no-cors', origin }),
    ).toBeNull();
    expect(get('/api/v1/products', 'navigate')).toBeNull();
    expect(get('/docs', 'navigate')).toBeNull();
    // Scripts and styles come from the precache alone, never a runtime cache.
    expect(get('/assets/Ab12.js')).toBeNull();
  });
});

describe('the offline page as the service worker answers it', () => {
  const offline =
    '<html><head><title>You are offline | Oko Farm</title></head><body><h1>You are offline</h1>' +
    '<ul id="oko-saved-pages" aria-label="Saved pages" class="list"></ul></body></html>';

  it('lists the saved pages by their titles, linked', () => {
    const html = withSavedPages(offline, [
      { path: '/', title: 'Oko Farm' },
      { path: '/products/12', title: 'Water Yam &amp; co | Oko Farm' },
      { path: '/search?keyword=a&b="c"', title: null },
    ]);
    expect(html).toContain(
      '<ul id="oko-saved-pages" aria-label="Saved pages" class="list">' +
        '<li><a href="/">Oko Farm</a></li>' +
        '<li><a href="/products/12">Water Yam &amp; co | Oko Farm</a></li>' +
        '<li><a href="/search?keyword=a&amp;b=&quot;c&quot;">/search?keyword=a&amp;b=&quot;c&quot;</a></li></ul>',
    );
  });

  it('names a page the browser renders by what it is, not the shop name the home page has too', () => {
    const shell = '<html><head><title>Oko Farm</title></head><body><div id="root"></div></body></html>';
    const home =
      '<html><head><title>Oko Farm</title></head><body><div id="root"><h1>Oko Farm</h1></div></body></html>';
    const saved = [
      { path: '/', title: savedPageTitle('/', home) },
      { path: '/carts', title: savedPageTitle('/carts', shell) },
      {
        path: '/users/orders/tracking?orderId=4',
        title: savedPageTitle('/users/orders/tracking?orderId=4', shell),
      },
      { path: '/users/help', title: savedPageTitle('/users/help', shell) },
    ];
    const list = withSavedPages(offline, saved);
    expect(list).toContain(
      '<li><a href="/">Oko Farm</a></li><li><a href="/carts">Cart | Oko Farm</a></li>' +
        '<li><a href="/users/orders/tracking?orderId=4">Track an order | Oko Farm</a></li>' +
        '<li><a href="/users/help">/users/help</a></li></ul>',
    );
    expect(list.match(/>Oko Farm</g)).toHaveLength(1);
  });

  it('lists a page kept at two addresses once', () => {
    const list = withSavedPages(offline, [
      { path: '/', title: 'Oko Farm' },
      { path: '/?utm_source=whatsapp', title: 'Oko Farm' },
    ]);
    expect(list).toContain('<li><a href="/">Oko Farm</a></li></ul>');
  });

  it('says when nothing is saved', () => {
    expect(withSavedPages(offline, [])).toContain(`<li>${NOTHING_SAVED}</li></ul>`);
  });

  it("reads a page's title as written", () => {
    expect(titleOf('<head><meta charset="utf-8"/><title>Fruits | Oko Farm</title></head>')).toBe(
      'Fruits | Oko Farm',
    );
    expect(titleOf('<head></head>')).toBeNull();
  });
});

describe('a page the worker gives from its cache (decision 030, lie-fi)', () => {
  it('is marked on its <html>, once, its content untouched', () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><title>Yam | Oko Farm</title></head><body><p>html</p></body></html>';
    const marked = markSavedCopy(page);
    expect(marked).toBe(page.replace('<html lang="en">', `<html ${SAVED_COPY_ATTRIBUTE}="" lang="en">`));
    expect(markSavedCopy('<HTML>')).toBe(`<HTML ${SAVED_COPY_ATTRIBUTE}="">`);
  });
});
