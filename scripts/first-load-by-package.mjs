// The home page's first-load JavaScript by package (docs/benchmarks.md, "First load by package"): builds the
// storefront into a temporary directory, follows the entry's and the home route's static imports, and shares
// each chunk's gzip size among its modules by their rendered length (before minification, so an estimate).
// Usage: node scripts/first-load-by-package.mjs [route file, default routes/home.tsx]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');
const route = process.argv[2] ?? 'routes/home.tsx';
const outDir = mkdtempSync(join(tmpdir(), 'oko-first-load-'));

let output;
try {
  await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [{ name: 'first-load:capture', generateBundle: (_options, bundle) => void (output = bundle) }],
    build: { outDir, emptyOutDir: true },
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const chunks = Object.values(output).filter((file) => file.type === 'chunk');
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const firstLoad = new Set();
const follow = (chunk) => {
  if (!chunk || firstLoad.has(chunk)) return;
  firstLoad.add(chunk);
  for (const file of chunk.imports) follow(byName.get(file));
};
follow(chunks.find((chunk) => chunk.isEntry));
follow(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(route)));

const packageOf = (id) => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (match) return match[1].replace('\\', '/');
  if (id.includes('packages/shared')) return '@oko/shared';
  if (id.includes('apps/web/src')) return 'storefront code';
  return 'bundler runtime';
};

const totals = new Map();
let gzipTotal = 0;
for (const chunk of firstLoad) {
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  gzipTotal += gzip;
  const modules = Object.entries(chunk.modules);
  const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
  for (const [id, module] of modules) {
    const name = packageOf(id);
    const total = totals.get(name) ?? { raw: 0, gzip: 0, chunks: new Set() };
    total.raw += (module.renderedLength / rendered) * chunk.code.length;
    total.gzip += (module.renderedLength / rendered) * gzip;
    total.chunks.add(chunk.name);
    totals.set(name, total);
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log(`First load of ${route}: ${firstLoad.size} chunks, ${kB(gzipTotal)} kB gzip\n`);
console.log('| Package | raw kB | gzip kB | chunks |\n|---|---:|---:|---|');
for (const [name, total] of [...totals].sort((a, b) => b[1].gzip - a[1].gzip)) {
  if (total.gzip >= 100) {
    console.log(`| ${name} | ${kB(total.raw)} | ${kB(total.gzip)} | ${[...total.chunks].join(', ')} |`);
  }
}
