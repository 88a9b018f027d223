import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shopperPrecache, type BuildManifest } from './src/service-worker/precache.ts';

// In development the API runs beside Vite; in production it serves apps/web/dist itself (same origin).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
};

/**
 * public/mockServiceWorker.js belongs to mock mode (VITE_APP_ENABLE_API_MOCKING=true, docs/decisions/007). Vite
 * copies public/ into every build; a build without mocking drops the worker, so production never serves it.
 */
function mockServiceWorkerOnlyWhenMocking(): Plugin {
  let outDir = '';
  let mocking = false;
  return {
    name: 'oko:mock-service-worker-only-when-mocking',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mocking =
        loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_APP_ENABLE_API_MOCKING === 'true';
    },
    async closeBundle() {
      if (!mocking) await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The storefront's service worker (decision 030): src/service-worker/sw.ts, built by vite-plugin-pwa into
 * dist/sw.js with Workbox's precache list injected. The list is what a shopper needs (`shopperPrecache`: never the
 * back office's chunks), read from Vite's manifest of this build. The storefront registers it itself, once a page
 * is up (src/app/service-worker.ts); the web app manifest is public/manifest.webmanifest, linked by index.html and
 * the server's pages. Mock mode builds none: MSW's worker owns the scope there (decision 007).
 */
function serviceWorker(): Plugin[] {
  let outDir = '';
  const whereBuilt: Plugin = {
    name: 'oko:service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    whereBuilt,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The build's scripts and styles (filtered below), the icon and the web app manifest.
        globPatterns: ['assets/*.{js,css}', 'favicon.svg', 'manifest.webmanifest'],
        // Hashed names need no cache-busting query: a file the page already fetched comes from the HTTP cache.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => {
            const manifest = JSON.parse(
              await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
            ) as BuildManifest;
            return { manifest: shopperPrecache(entries, manifest), warnings: [] };
          },
        ],
      },
    }),
  ];
}

/**
 * Every call loads its answer's schema with `import()` (decision 019); a lazy page that also imports the same
 * module for its form's rules or messages simply has it already. Rolldown warns of each such import as
 * "ineffective" for splitting, which here is expected, not a mistake.
 */
const checks = { ineffectiveDynamicImport: false };

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
/** The browser's entry (index.html's script) and the storefront it imports once the page has painted. */
const bootModule = source('boot.ts');
const storefrontModule = source('main.tsx');
/** The route modules of the pages issue 15 measures (scripts/first-load-by-package.mjs, `PAGES`). */
const measuredPages = ['home', 'category', 'product', 'search'].map((page) =>
  source(`app/routes/${page}.tsx`),
);
/** React, React DOM and React Router: their own chunk, which changes rarely and stays cached across releases. */
const reactPackages = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** `from` and every module it imports statically, directly or not. */
function staticImports(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return seen;
}

type FirstLoadChunk = 'shell' | 'public-pages';

/**
 * The two chunks of a page's first load besides React's (decision 019): by default Rolldown cuts the shell and the
 * catalog's components into a chunk per set of importers (lazy pages import `paths`, `env`, clsx, the product
 * card… too), and a page fetched 25–31 small files, each gzipped on its own.
 * - `shell`: every module src/main.tsx imports statically.
 * - `public-pages`: the modules at least two of the measured pages' route modules import (the product card and grid,
 *   pagination, the catalog's calls…), other than the shell's and the route modules themselves. Home then loads
 *   the list's pagination and sort it does not use (0.3 kB), and each page fetches 6–12 files fewer.
 * Neither takes what the entry (src/boot.ts) imports itself, such as Vite's preload helper: the entry would then
 * import that chunk statically and fetch it before the first paint (decision 020). Hence also
 * `includeDependenciesRecursively: false`: each set already holds its dependencies but those (React, the entry's).
 */
function firstLoadChunks(ctx: ChunkingContext): Map<string, FirstLoadChunk> {
  const chunks = new Map<string, FirstLoadChunk>();
  const entry = staticImports(ctx, bootModule);
  const shell = staticImports(ctx, storefrontModule);
  for (const id of shell) if (!entry.has(id)) chunks.set(id, 'shell');
  const importers = new Map<string, number>();
  for (const page of measuredPages)
    for (const id of staticImports(ctx, page)) importers.set(id, (importers.get(id) ?? 0) + 1);
  for (const [id, count] of importers)
    if (
      count >= 2 &&
      !shell.has(id) &&
      !entry.has(id) &&
      !measuredPages.includes(id) &&
      !reactPackages.test(id)
    )
      chunks.set(id, 'public-pages');
  return chunks;
}

/** Computed once per chunking pass: one process may build more than once (the first-load test, the benchmark). */
const firstLoadChunksOfPass = new WeakMap<ChunkingContext, Map<string, FirstLoadChunk>>();

function firstLoadChunk(id: string, ctx: ChunkingContext): FirstLoadChunk | null {
  let chunks = firstLoadChunksOfPass.get(ctx);
  if (!chunks) {
    chunks = firstLoadChunks(ctx);
    firstLoadChunksOfPass.set(ctx, chunks);
  }
  return chunks.get(id) ?? null;
}

/**
 * React Router's production build. Its package exports only its development build, warnings and all
 * (remix-run/react-router#14102, open), whatever the mode; the browser's bundle takes the production one from the
 * same package: 0.5 kB gzip less on every page's first load (decision 019). Tests and the dev server keep the
 * development build and its warnings; the server's bundle imports the package as Node resolves it.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The browser's app: index.html, the entry, a chunk per page. */
const clientBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  // The server entry reads it: the entry script, its styles, and each route's chunk to preload (decision 016).
  manifest: true,
  // The production CSP allows images from 'self' and data:, scripts from 'self' only: nothing is inlined
  // into index.html, and small images may become data: URLs.
  sourcemap: false,
  // Every browser the shop serves knows `<link rel="modulepreload">` (Chrome 66, Safari 17, Firefox 115); one that
  // does not simply loads the modules when imported. The polyfill cost 0.3 kB gzip of every first load.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    checks,
    output: {
      // A chunk's file name is its hash alone: the route table names every page's chunk and what it imports (the
      // preload lists), and names such as `forgot-password-` cost 0.8 kB gzip of each first load (decision 019).
      // Vite's manifest and the build's chunk names (scripts/first-load-by-package.mjs) still say which is which.
      chunkFileNames: 'assets/[hash].js',
      // Libraries change less often than the shop's code: separate chunks stay cached across releases.
      codeSplitting: {
        groups: [
          // MSW is loaded only in mock mode (with src/testing/mocks/browser.ts): its own chunk, never part of the
          // vendor chunk every page loads. Only packages the storefront itself never imports: a group takes the
          // dependencies of what it matches along.
          {
            name: 'mock-api',
            priority: 1,
            test: /node_modules[\\/](msw|@mswjs|@open-draft|graphql|headers-polyfill|is-node-process|outvariant|path-to-regexp|rettime|set-cookie-parser|strict-event-emitter|until-async)[\\/]/,
          },
          // Before the shell's group, which would otherwise take React in with the shell's code.
          { name: 'react', priority: 2, test: reactPackages },
          { name: firstLoadChunk, debugName: 'first load', includeDependenciesRecursively: false },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

// `vite build` builds the browser's app; `vite build --ssr src/entry-server.tsx` the server entry (decision 016)
// into dist/server, which the API imports. Both run in `npm run build`, the browser's first (it empties dist).
export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    mockServiceWorkerOnlyWhenMocking(),
    ...(command === 'build' &&
    !isSsrBuild &&
    loadEnv(mode, dirname(fileURLToPath(import.meta.url)), 'VITE_').VITE_APP_ENABLE_API_MOCKING !== 'true'
      ? serviceWorker()
      : []),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' && !isSsrBuild ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy,
  },
  preview: { port: 3000, proxy },
  // The shop's own packages are TypeScript sources: bundled into the server entry; libraries stay external.
  ssr: { noExternal: [/^@oko\//] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: { checks },
      }
    : clientBuild,
}));
