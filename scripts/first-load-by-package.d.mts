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
/** A chunk of the build, as Rolldown's output names it (the parts read here). */
export type BuiltChunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  code: string;
  modules: Record<string, { renderedLength: number }>;
  imports: string[];
  dynamicImports: string[];
};
export declare function buildStorefront(): Promise<BuiltChunk[]>;
export declare function chunkHolding(chunks: BuiltChunk[], path: string): BuiltChunk | undefined;
export declare function staticChunks(chunks: BuiltChunk[], chunk: BuiltChunk | undefined): Set<BuiltChunk>;
export declare function modulesOf(chunks: Iterable<BuiltChunk>): string[];
export declare function firstLoadsOf(
  chunks: BuiltChunk[],
  pages?: (keyof typeof PAGES)[],
  options?: { byModule?: boolean },
): FirstLoad[];
export declare function measureFirstLoads(
  pages?: (keyof typeof PAGES)[],
  options?: { byModule?: boolean },
): Promise<FirstLoad[]>;
