// @vitest-environment node
/// <reference types="node" />
// Issue 15 and decision 019: the JavaScript a shopper's phone must fetch before home, a category, a product or
// search can render stays under its ceiling. Builds the storefront (about 20 s) and measures it as
// `node scripts/first-load-by-package.mjs` does; that script says what each page holds when this fails.
import { describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGET_KB,
  measureFirstLoads,
  PAGES,
} from '../../../../scripts/first-load-by-package.mjs';

describe('first-load JavaScript', () => {
  it(`stays within ${FIRST_LOAD_BUDGET_KB} kB gzip on each measured page, without zod or a form library`, async () => {
    const loads = await measureFirstLoads();
    expect(loads.map((load) => load.page)).toEqual(Object.keys(PAGES));
    for (const load of loads) {
      expect({ page: load.page, kB: Math.round(load.gzip / 100) / 10 }).toEqual({
        page: load.page,
        kB: expect.toSatisfy((kB: number) => kB <= FIRST_LOAD_BUDGET_KB) as number,
      });
      // What decision 019 took out: the forms' library loads with the forms, and zod (its classic API, mini
      // and core alike) with the first request, beside the answer it checks, or with the pages whose forms
      // use it.
      expect(load.packages.has('react-hook-form'), `react-hook-form on ${load.page}`).toBe(false);
      const zod = load.modules.filter((id) => id.startsWith('zod/'));
      expect(zod, `zod on ${load.page}`).toEqual([]);
      expect(load.packages.has('zod'), `zod on ${load.page}`).toBe(false);
    }
  }, 180_000);
});
