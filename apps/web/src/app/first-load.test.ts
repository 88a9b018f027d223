// @vitest-environment node
/// <reference types="node" />
// Issue 15 and decision 019: the JavaScript a shopper's phone must fetch before home, a category, a product or
// search can render stays within its budget. Builds the storefront (about 20 s) and measures it as
// `node scripts/first-load-by-package.mjs` does; that script says what each page holds when this fails.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_MAX_FILES,
  measureFirstLoads,
  PAGES,
} from '../../../../scripts/first-load-by-package.mjs';

describe('first-load JavaScript', () => {
  let loads: Awaited<ReturnType<typeof measureFirstLoads>>;
  beforeAll(async () => {
    loads = await measureFirstLoads();
  }, 180_000);

  it(`stays within ${FIRST_LOAD_BUDGET_KB} kB gzip on each measured page, without zod or a form library`, () => {
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
});
