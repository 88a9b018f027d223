// The app as the tests see it: built on a test database, pointed at a throwaway storefront build, talked to
// through `inject` (no port).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Database } from '../db/client';

export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Oko Farm</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A storefront build as Vite leaves it: index.html, hashed assets, a favicon. */
export function makeFakeWebDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'oko-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), FAKE_INDEX_HTML);
  // Big enough to be worth compressing.
  writeFileSync(
    join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('Oko Farm '.repeat(400))});\n`,
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds the app on `db`; `extend` may add test-only routes before it is ready. */
export async function createTestApp(
  db: Database,
  options: Partial<Omit<AppOptions, 'db'>> & { extend?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const { extend, ...appOptions } = options;
  const app = buildApp({ db, webDistDir: join(tmpdir(), 'oko-no-storefront-build'), ...appOptions });
  extend?.(app);
  await app.ready();
  return app;
}
