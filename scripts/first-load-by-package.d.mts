// Types of first-load-by-package.mjs, for apps/web/src/app/first-load.test.ts.
export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const FIRST_LOAD_MAX_FILES: number;
export declare const PAGES: Record<'home' | 'category' | 'product' | 'search', string>;
export type PackageShare = { raw: number; gzip: number; chunks: Set<string> };
export type FirstLoad = {
  page: keyof typeof PAGES;
  route: string;
  chunks: number;
  /** Bytes of gzip (level 9), every chunk on its own. */
  gzip: number;
  packages: Map<string, PackageShare>;
  /** Every module in those chunks: `zod/v4/core/schemas.js`, `web/src/app/routes.tsx`. */
  modules: string[];
  /** The files the entry imports statically (fetched before the first paint), the same for every page. */
  entryImports: string[];
};
export declare function measureFirstLoads(
  pages?: (keyof typeof PAGES)[],
  options?: { byModule?: boolean },
): Promise<FirstLoad[]>;
