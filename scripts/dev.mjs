// `npm run dev`: the API with reload on API_PORT (default 3001) and Vite with hot reload on PORT (default 3000),
// which proxies /api and /media to the API.
// `ENABLE_API_MOCKING=true npm run dev` (or VITE_APP_ENABLE_API_MOCKING=true): Vite alone; the storefront starts
// the mock API in the browser (MSW's service worker), so no API server or database runs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const mocking = (process.env.ENABLE_API_MOCKING ?? process.env.VITE_APP_ENABLE_API_MOCKING) === 'true';

const children = [];
if (mocking) {
  console.info(
    'Mock mode: no API server; the storefront answers its calls in the browser (see the console).',
  );
} else {
  children.push(
    spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort },
    }),
  );
}
children.push(
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: {
      ...process.env,
      API_PORT: apiPort,
      ...(mocking ? { VITE_APP_ENABLE_API_MOCKING: 'true' } : {}),
    },
  }),
);

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
