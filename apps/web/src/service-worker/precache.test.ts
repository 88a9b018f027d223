import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_URL, shopperFiles, shopperPrecache, type BuildManifest } from './precache';

// A client build's manifest as Vite writes it: the entry, the shell, a public page, the list of the pages rendered
// in the browser (the checkout, the back office), a chunk both the checkout and the back office use, and mock
// mode's worker set-up.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/boot.js', css: ['assets/index.css'], dynamicImports: ['_shell.js'] },
  '_shell.js': {
    file: 'assets/shell.js',
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/routes/product.tsx',
      'src/app/browser-pages.ts',
      'src/testing/mocks/browser.ts',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/product.tsx': { file: 'assets/product.js', imports: ['_shell.js'] },
  'src/app/browser-pages.ts': {
    file: 'assets/browser-pages.js',
    dynamicImports: [
      'src/app/routes/checkout.tsx',
      'src/app/routes/admin/root.tsx',
      'src/app/routes/admin/orders.tsx',
      'src/app/routes/users/orders.tsx',
      'src/app/routes/auth/login.tsx',
    ],
  },
  'src/app/routes/checkout.tsx': { file: 'assets/checkout.js', imports: ['_forms.js'] },
  'src/app/routes/admin/root.tsx': { file: 'assets/admin-root.js', imports: ['_forms.js', '_charts.js'] },
  'src/app/routes/admin/orders.tsx': { file: 'assets/admin-orders.js', css: ['assets/admin.css'] },
  'src/app/routes/users/orders.tsx': { file: 'assets/orders.js', imports: ['_forms.js'] },
  'src/app/routes/auth/login.tsx': { file: 'assets/login.js', imports: ['_forms.js'] },
  '_forms.js': { file: 'assets/forms.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/testing/mocks/browser.ts': { file: 'assets/mock.js', imports: ['_msw.js'] },
  '_msw.js': { file: 'assets/msw.js' },
};

const file = (url: string) => ({ url, revision: null, size: 100 });

describe("the service worker's install (decision 030)", () => {
  it("takes what a shopper's pages load offline, never the back office's, the account's or mock mode's", () => {
    expect([...shopperFiles(manifest)].sort()).toEqual([
      'assets/boot.js',
      'assets/browser-pages.js',
      'assets/checkout.js',
      'assets/forms.js',
      'assets/index.css',
      'assets/product.js',
      'assets/react.js',
      'assets/shell.js',
    ]);
  });

  it("filters Workbox's candidates and adds the offline page, revised with the files", () => {
    const candidates = [
      ...Object.values(manifest).map(({ file: name }) => file(name)),
      file('assets/index.css'),
      file('assets/admin.css'),
      { url: 'manifest.webmanifest', revision: 'abc', size: 500 },
    ];
    const precache = shopperPrecache(candidates, manifest);
    const urls = precache.map(({ url }) => url);
    expect(urls).toContain('assets/checkout.js');
    expect(urls).toContain('manifest.webmanifest');
    for (const name of ['admin-root', 'admin-orders', 'charts', 'mock', 'msw', 'admin', 'orders', 'login'])
      expect(
        urls.filter((url) => url.includes(`/${name}.`)),
        name,
      ).toEqual([]);
    const offline = precache.find(({ url }) => url === OFFLINE_PAGE_URL);
    expect(offline?.revision).toMatch(/^[0-9a-f]{16}$/);
    // A new release's files (a changed stylesheet, named by the offline page) save the offline page again.
    const next = shopperPrecache(
      candidates.map((entry) =>
        entry.url === 'manifest.webmanifest' ? { ...entry, revision: 'def' } : entry,
      ),
      manifest,
    );
    expect(next.find(({ url }) => url === OFFLINE_PAGE_URL)?.revision).not.toBe(offline?.revision);
  });
});
