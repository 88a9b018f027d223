// The first-load JavaScript of the shop's measured pages, by package (docs/benchmarks.md, "First load by
// package"; decision 019): builds the storefront into a temporary directory, follows the entry's and each page
// route's static imports, and shares each chunk's gzip size among its modules by their rendered length (before
// minification, so an estimate; the page totals are exact). `apps/web/src/app/first-load.test.ts` holds every
// page to FIRST_LOAD_BUDGET_KB with the same measure; `npm run bench:web` prints it beside Lighthouse.
// Usage: node scripts/first-load-by-package.mjs [--modules] [page …]
//   pages: home, category, product, search (default all); --modules: by module rather than by package.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');

/**
 * Issue 15's budget for each measured page, in kB (1000 bytes) of gzip JavaScript, which `first-load.test.ts`
 * holds every page to in CI (119.4 kB or less on 24 November, decision 019). Raise it only knowingly, in the
 * commit that needs it, and say why in decision 019.
 */
export const FIRST_LOAD_BUDGET_KB = 120;
/**
 * The most files a measured page's first load may fetch: vite.config.ts's chunk groups keep the shell and what the
 * pages share in one chunk each (6–7 files on 24 November, against 25–31 before, each gzipped on its own).
 */
export const FIRST_LOAD_MAX_FILES = 8;

/** The measured pages and their route modules (issue 15's budgets). */
export const PAGES = {
  home: 'src/app/routes/home.tsx',
  category: 'src/app/routes/category.tsx',
  product: 'src/app/routes/product.tsx',
  search: 'src/app/routes/search.tsx',
};

/** `zod/v4/core/schemas.js`, `web/src/app/routes.tsx`: a module's path from its package or workspace. */
const shortId = (id) => id.replace(/^.*node_modules[\\/]|^.*(apps|packages)[\\/]/, '');

const packageOf = (id) => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (match) return match[1].replace('\\', '/');
  if (id.includes('packages/shared')) return '@oko/shared';
  if (id.includes('apps/web/src')) return 'storefront code';
  return 'bundler runtime';
};

/**
 * Builds the storefront (`vite build` with its own config, into a temporary directory that is removed again) and
 * answers the build's chunks as Rolldown wrote them: each with its `modules`, `imports` (static) and
 * `dynamicImports`.
 */
export async function buildStorefront() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'oko-first-load-'));
  let output;
  // A production build whatever the caller's NODE_ENV (Vitest sets "test", and Vite would then bundle React's
  // development builds).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: web,
      configFile: join(web, 'vite.config.ts'),
      logLevel: 'error',
      // At writeBundle every plugin has had its say (Vite's preload lists are written in at generateBundle).
      plugins: [{ name: 'first-load:capture', writeBundle: (_options, bundle) => void (output = bundle) }],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
  return Object.values(output).filter((file) => file.type === 'chunk');
}

/** The chunk holding the module at `path` (from apps/web: `src/app/routes/home.tsx`), if any. */
export const chunkHolding = (chunks, path) =>
  chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith(`apps/web/${path}`)));

/** `chunk` and every chunk it imports statically, directly or not: what a browser fetches to run it. */
export function staticChunks(chunks, chunk) {
  const byName = new Map(chunks.map((candidate) => [candidate.fileName, candidate]));
  const seen = new Set();
  const follow = (next) => {
    if (!next || seen.has(next)) return;
    seen.add(next);
    for (const file of next.imports) follow(byName.get(file));
  };
  follow(chunk);
  return seen;
}

/** The modules of some chunks, by their path from their package or workspace (`web/src/app/routes.tsx`). */
export const modulesOf = (chunks) => [...chunks].flatMap((chunk) => Object.keys(chunk.modules).map(shortId));

/** Builds the storefront and measures each page's first load: `firstLoadsOf` a fresh build. */
export async function measureFirstLoads(pages = Object.keys(PAGES), options = {}) {
  return firstLoadsOf(await buildStorefront(), pages, options);
}

/**
 * The first load of each page in a build's chunks: the entry chunk, the storefront it starts (src/main.tsx), the
 * page's route chunk, and every chunk they import statically (gzip level 9, each chunk on its own as a browser
 * fetches it). Lazy imports are not followed: they load later. Answers, per page, the gzip total, the chunks, and
 * the estimated gzip share of each package; and the files the entry imports statically (`entryImports`), which
 * load before the first paint.
 */
export function firstLoadsOf(chunks, pages = Object.keys(PAGES), { byModule = false } = {}) {
  const gzipOf = new Map(chunks.map((chunk) => [chunk, gzipSync(chunk.code, { level: 9 }).length]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  // src/boot.ts imports the storefront once a rendered page has painted (decision 020): part of every first load.
  // The chunk holding it: vite.config.ts puts it in the `shell` chunk with the rest of the shell, which has no
  // facade module.
  const storefront = chunkHolding(chunks, 'src/main.tsx');
  if (!entry || !storefront) throw new Error('The build has no entry chunk or no chunk for src/main.tsx.');

  return pages.map((page) => {
    const route = PAGES[page];
    if (!route) throw new Error(`Unknown page "${page}": one of ${Object.keys(PAGES).join(', ')}.`);
    // The chunk holding the route module (its own, unless a chunk group of vite.config.ts took it in).
    const routeChunk = chunkHolding(chunks, route);
    if (!routeChunk) throw new Error(`The build has no chunk for ${route}.`);
    const firstLoad = new Set(
      [entry, storefront, routeChunk].flatMap((chunk) => [...staticChunks(chunks, chunk)]),
    );

    const packages = new Map();
    const moduleIds = [];
    let gzip = 0;
    for (const chunk of firstLoad) {
      const chunkGzip = gzipOf.get(chunk);
      gzip += chunkGzip;
      const modules = Object.entries(chunk.modules);
      const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
      for (const [id, module] of modules) {
        moduleIds.push(shortId(id));
        const name = byModule
          ? id.replace(/^.*node_modules[\\/]|^.*(apps|packages)[\\/]/, '')
          : packageOf(id);
        const total = packages.get(name) ?? { raw: 0, gzip: 0, chunks: new Set() };
        total.raw += (module.renderedLength / rendered) * chunk.code.length;
        total.gzip += (module.renderedLength / rendered) * chunkGzip;
        total.chunks.add(chunk.name);
        packages.set(name, total);
      }
    }
    return {
      page,
      route,
      chunks: firstLoad.size,
      gzip,
      packages,
      modules: moduleIds,
      entryImports: entry.imports,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const asked = process.argv.slice(2).filter((arg) => arg !== '--modules');
  const loads = await measureFirstLoads(asked.length > 0 ? asked : undefined, {
    byModule: process.argv.includes('--modules'),
  });
  for (const load of loads) {
    const verdict = (ceiling) => (load.gzip / 1000 > ceiling ? 'over' : 'within');
    console.log(
      `\nFirst load of ${load.page} (${load.route}): ${load.chunks} chunks (at most ${FIRST_LOAD_MAX_FILES}), ` +
        `${kB(load.gzip)} kB gzip ` +
        `(${verdict(FIRST_LOAD_BUDGET_KB)} the ${FIRST_LOAD_BUDGET_KB} kB budget)\n`,
    );
    console.log('| Package or module | raw kB | gzip kB | chunks |\n|---|---:|---:|---|');
    for (const [name, total] of [...load.packages].sort((a, b) => b[1].gzip - a[1].gzip)) {
      if (total.gzip >= 100) {
        console.log(`| ${name} | ${kB(total.raw)} | ${kB(total.gzip)} | ${[...total.chunks].join(', ')} |`);
      }
    }
  }
  console.log(`\n| Page | gzip kB |\n|---|---:|`);
  for (const load of loads) console.log(`| ${load.page} | ${kB(load.gzip)} |`);
}
