// `npm start`: one process on one port. Builds the storefront when its build is missing or older than its
// sources, then becomes the API server, which migrates, seeds, serves the storefront and prints the URL. The server
// runs in this process (tsx's loader registered here, as `node --import tsx` would), not in a child: a parent
// waiting on it held some 50 MB for nothing (issue 31).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

function storefrontIsStale() {
  if (!builtFiles.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  return storefrontSources.some((source) => newestChange(join(root, source)) > builtAt);
}

if (storefrontIsStale()) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@oko/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
process.env.NODE_ENV ??= 'production';
await import('tsx');
await import(pathToFileURL(join(root, 'apps/api/src/server.ts')).href);
