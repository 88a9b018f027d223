// `npm start`: one process on one port. Builds the storefront when its build is missing or older than its
// sources, and bundles the API server likewise, then becomes the server, which migrates, seeds, serves the
// storefront and prints the URL. The server runs in this process, not in a child (a parent waiting on it held some
// 50 MB for nothing), from one bundled file that Node loads without tsx: under tsx every module, node_modules
// included, went through its loader, twice the start-up time (decision 002, issue 31).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The browser's build and the server entry (decision 016), both made by `npm run build -w @oko/web`.
const builtFiles = [
  join(root, 'apps/web/dist/index.html'),
  join(root, 'apps/web/dist/server/entry-server.js'),
];
const storefrontSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/.env',
  'packages/shared/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stats.mtimeMs,
  );
}

function isStale(built, sources) {
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return sources.some((source) => newestChange(join(root, source)) > builtAt);
}

const storefrontIsStale = () => isStale(builtFiles, storefrontSources);

// The API server as one file: its code and the workspace packages' (TypeScript), with every installed package left
// to Node's own loader.
const serverBundle = join(root, 'apps/api/dist/server.mjs');
const serverSources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/demo-data/src',
  'scripts/start.mjs',
];

async function bundleServer() {
  const { build, stop } = await import('esbuild');
  const { dependencies } = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
  const installed = Object.keys(dependencies).filter((name) => !name.startsWith('@oko/'));
  await build({
    entryPoints: [join(root, 'apps/api/src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: installed.flatMap((name) => [name, `${name}/*`]),
    // NODE_OPTIONS=--enable-source-maps names the source files in stack traces (parsing the map costs every start).
    sourcemap: true,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the shop.
  stop();
}

if (storefrontIsStale()) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@oko/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isStale([serverBundle], serverSources)) await bundleServer();

process.chdir(root);
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverBundle).href);
