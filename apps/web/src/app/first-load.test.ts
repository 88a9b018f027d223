/// <reference types="node" />
// Issue 15 and decisions 019 and 021: the JavaScript a shopper's phone must fetch before home, a category, a product
// or search can render stays within its budget, and holds none of the pages it does not show. Builds the storefront
// (about 20 s) and reads the build itself, as `node scripts/first-load-by-package.mjs` does; that script says what
// each page holds when this fails.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildStorefront,
  chunkHolding,
  firstLoadsOf,
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_MAX_FILES,
  modulesOf,
  PAGES,
  staticChunks,
  type BuiltChunk,
  type FirstLoad,
} from '../../../../scripts/first-load-by-package.mjs';
import { SERVER_RENDERED } from './routes';

/** The route modules (`home`, `admin/root`) among some chunks' modules. */
const routeModules = (chunks: Iterable<BuiltChunk>) =>
  modulesOf(chunks).flatMap((id) => /^web\/src\/app\/routes\/(.+)\.tsx$/.exec(id)?.[1] ?? []);

describe('first-load JavaScript', () => {
  let chunks: BuiltChunk[];
  let loads: FirstLoad[];
  beforeAll(async () => {
    chunks = await buildStorefront();
    loads = firstLoadsOf(chunks);
  }, 180_000);

  it(`stays within ${FIRST_LOAD_BUDGET_KB} kB gzip on each measured page, without zod, a form library or the Button`, () => {
    expect(loads.map((load) => load.page)).toEqual(Object.keys(PAGES));
    for (const load of loads) {
      expect({ page: load.page, kB: Math.round(load.gzip / 100) / 10 }).toEqual({
        page: load.page,
        // The bytes themselves against the budget; the rounded figure is only what a failure prints.
        kB: expect.toSatisfy(() => load.gzip <= FIRST_LOAD_BUDGET_KB * 1000) as number,
      });
      // What decision 019 took out: the forms' library loads with the forms, and zod (its classic API, mini
      // and core alike) with the first request, beside the answer it checks, or with the pages whose forms
      // use it.
      expect(load.packages.has('react-hook-form'), `react-hook-form on ${load.page}`).toBe(false);
      const zod = load.modules.filter((id) => id.startsWith('zod/'));
      expect(zod, `zod on ${load.page}`).toEqual([]);
      expect(load.packages.has('zod'), `zod on ${load.page}`).toBe(false);
      // The forms' and the back office's Button: only its focus ring (components/ui/focus-ring.ts) comes along.
      const buttons = load.modules.filter((id) => /^web\/src\/components\/ui\/button/.test(id));
      expect(buttons, `the Button on ${load.page}`).toEqual([]);
    }
  });

  // What a shopper's phone gains from vite.config.ts's chunk groups: a handful of files rather than 25–31, each
  // gzipped on its own and each a request; and, as decision 020 wants, the entry alone before the first paint.
  it(`fetches at most ${FIRST_LOAD_MAX_FILES} files on each measured page, and only the entry before the paint`, () => {
    for (const load of loads) {
      expect({ page: load.page, files: load.chunks }).toEqual({
        page: load.page,
        files: expect.toSatisfy((files: number) => files <= FIRST_LOAD_MAX_FILES) as number,
      });
      expect(load.entryImports, `the entry's static imports on ${load.page}`).toEqual([]);
    }
  });

  // Route-level code splitting (decision 021), the back office (issue 13) too: no byte of checkout, the account,
  // sign-in or the back office in a shopper's first load, the shell's included.
  it('loads no checkout, account, sign-in or back-office code with a measured page or the shell', () => {
    const elsewhere =
      /^web\/src\/(app\/routes\/(checkout|users|auth|admin)|features\/(checkout|orders|account|admin))\b/;
    const home = loads.find((load) => load.page === 'home');
    expect(home?.modules).toContain('web/src/features/catalog/components/product-shelf.tsx');
    expect(home?.modules).toContain('web/src/app/routes/root.tsx');
    for (const load of loads) {
      expect(
        load.modules.filter((id) => elsewhere.test(id)),
        `other pages' code on ${load.page}`,
      ).toEqual([]);
    }
  });

  // Decision 019: the route table carries the chunks of the pages the server renders, whose HTML names them; the
  // pages rendered in the browser are found through their list, a chunk of its own loaded on first need.
  it('names in the route table only the pages the server renders; the others through their lazy list', () => {
    const shell = chunkHolding(chunks, 'src/app/routes.tsx');
    const list = chunkHolding(chunks, 'src/app/browser-pages.ts');
    const lazyFrom = (chunk: BuiltChunk | undefined) =>
      routeModules(chunks.filter((candidate) => chunk?.dynamicImports.includes(candidate.fileName)));
    expect(lazyFrom(shell).toSorted()).toEqual([...SERVER_RENDERED].sort());
    expect(shell?.dynamicImports).toContain(list?.fileName);
    expect(lazyFrom(list)).toEqual(expect.arrayContaining(['checkout', 'admin/root']));
    for (const load of loads) {
      expect(load.modules, `the list of browser pages on ${load.page}`).not.toContain(
        'web/src/app/browser-pages.ts',
      );
    }
  });

  it("keeps the pages' Markdown renderer off the measured pages and the shell, with the Terms page (decision 018)", () => {
    for (const load of loads) {
      expect(
        load.modules.filter((id) => /^web\/src\/(components\/ui\/markdown|features\/pages)\b/.test(id)),
        `the Markdown renderer on ${load.page}`,
      ).toEqual([]);
    }
    const terms = staticChunks(chunks, chunkHolding(chunks, 'src/app/routes/terms.tsx'));
    expect(modulesOf(terms)).toContain('web/src/components/ui/markdown.tsx');
  });

  // A dynamic `import('zod')` keeps every export of it: 66 languages' messages and reading JSON Schema, 69 kB gzip
  // (a chunk 4× its budget on 28 November). Schemas come from @oko/shared; zod only as they use it.
  it('bundles only the zod the schemas use: no other language of its messages, no JSON Schema reader', () => {
    const unused = modulesOf(chunks).filter((id) =>
      /^zod\/v4\/(locales\/(?!en\.js)|classic\/from-json-schema)/.test(id),
    );
    expect(unused).toEqual([]);
  });
});
