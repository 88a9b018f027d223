// `npm start`: one process on one port. Builds the storefront when its build is missing or older than its
// sources, then runs the API server, which migrates, seeds, serves the storefront and prints the URL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
const storefrontSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
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
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return storefrontSources.some((source) => newestChange(join(root, source)) > builtAt);
}

if (storefrontIsStale()) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@oko/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
