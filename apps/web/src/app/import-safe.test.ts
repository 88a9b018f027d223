/// <reference types="node" />
// Decision 016, step 1: the server renders pages with these very modules, so none may read the browser's globals
// (the window, the document and its cookies, local or session storage) when it loads. Under Node they do not
// exist; here each is a trap that notes every read made by the shop's own code while the modules load.
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from './page';
import { loadEveryPage } from '@/testing/test-utils';

const src = fileURLToPath(new URL('..', import.meta.url));
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'];

/** Traps the browser globals Node lacks; `reads` lists each one the shop's code (not a library) touched. */
function trapBrowserGlobals() {
  const reads: string[] = [];
  const trapped = browserGlobals.filter((name) => !(name in globalThis));
  for (const name of trapped) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Frame 0 is this getter; frame 1 the code that read the global. A library's `typeof window` check is
        // its own business, and answers "undefined" as under Node.
        const caller = new Error().stack?.split('\n').slice(1)[1] ?? '';
        if (caller.includes(src)) reads.push(`${name} ${caller.trim()}`);
        return undefined;
      },
    });
  }
  const release = () => {
    for (const name of trapped) Reflect.deleteProperty(globalThis, name);
  };
  return { reads, release };
}

/** Loads every route's module, as the server's static handler does for the routes it matches. */
describe('modules on the server', () => {
  it('would notice a module of the shop reading a browser global', () => {
    const { reads, release } = trapBrowserGlobals();
    let storage: Storage | undefined;
    try {
      storage = globalThis.sessionStorage;
    } finally {
      release();
    }
    expect(storage).toBeUndefined();
    expect(reads).toEqual([expect.stringMatching(/^sessionStorage at .*import-safe\.test\.ts/)]);
  });

  it('imports the app shell and every route module without reading a browser global', async () => {
    const { reads, release } = trapBrowserGlobals();
    let pages: unknown[] = [];
    let routeModules: PageModule[] = [];
    // Afresh: this file's imports have loaded a few of the shop's modules already, before the trap was set.
    vi.resetModules();
    try {
      await import('./app');
      const { routes } = await import('./routes');
      pages = (await loadEveryPage(routes)).map((page) => page.default);
      // Every module of routes/ but the shell's root, which routes.tsx imports itself.
      routeModules = await Promise.all(
        Object.values(import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/root.tsx'])).map((load) =>
          load(),
        ),
      );
    } finally {
      release();
    }
    expect(reads).toEqual([]);
    // Every route module is a page of the route table: all of them loaded, none skipped, each a component.
    expect(routeModules.length).toBeGreaterThan(40);
    expect(pages).toHaveLength(routeModules.length);
    expect(new Set(pages)).toEqual(new Set(routeModules.map((module) => module.default)));
    expect(pages.every((page) => typeof page === 'function')).toBe(true);
  });
});
