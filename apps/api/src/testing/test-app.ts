// The app as the tests see it: built on a test database, pointed at a throwaway storefront build, talked to
// through `inject` (no port). `useTestApp()` gives a test file its own database and app for all its tests.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import type { Database } from '../db/client';
import { type Mail, memoryMailer } from '../mail/mailer';
import { type TestDatabase, openTestDatabase } from './database';

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

/** scrypt's cost in tests: the shop's 2^17 (a few hundred ms a hash) would make the suite crawl. */
export const TEST_PASSWORD_COST = 2 ** 12;

/** Builds the app on `db`; `extend` may add test-only routes before it is ready. */
export async function createTestApp(
  db: Database,
  options: Partial<Omit<AppOptions, 'db'>> & { extend?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const { extend, ...appOptions } = options;
  const app = buildApp({
    db,
    webDistDir: join(tmpdir(), 'oko-no-storefront-build'),
    ...appOptions,
    auth: { passwordCost: TEST_PASSWORD_COST, ...appOptions.auth },
  });
  extend?.(app);
  await app.ready();
  return app;
}

export type TestAppOptions = Parameters<typeof createTestApp>[1] & {
  /** Seed the demo shop (default) or leave the migrated database empty. */
  seed?: boolean;
};

/** Limits no ordinary test reaches: many shoppers sign up from one client address. */
const GENEROUS = { perAccount: 1000, perAddress: 10_000, windowSeconds: 900 };
export const GENEROUS_THROTTLE = {
  password: GENEROUS,
  code: GENEROUS,
  mail: GENEROUS,
  discountCode: GENEROUS,
};

export interface TestApp {
  database: TestDatabase;
  app: FastifyInstance;
  /** Every mail the app sent (the memory mailer), unless `auth.mailer` named another. */
  mailer: ReturnType<typeof memoryMailer>;
  /** Runs the due jobs, then answers the mail sent since the last `takeMail` (and forgets it). */
  takeMail(): Promise<Mail[]>;
  /** A call below /api/v1 with an optional bearer token; a string payload is sent as raw JSON. */
  call(
    method: HTTPMethods,
    url: string,
    token?: string,
    payload?: object | string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Calls through `inject`, then runs the jobs the answer queued (its mail), as the server's worker would; a GET
 * changes nothing, so it queues nothing.
 */
function callerOf(app: () => FastifyInstance): TestApp['call'] {
  return async (method, url, token, payload, headers = {}) => {
    const response = await app().inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload,
    });
    if (method !== 'GET' && method !== 'HEAD') await app().jobs.runDue();
    return response;
  };
}

/** A test database and the app on it, with a memory mailer and throttles the tests will not trip. */
export async function openTestApp({ seed, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const mailer = memoryMailer();
  const database = await openTestDatabase({ seed });
  const app = await createTestApp(database.db, {
    ...options,
    auth: { mailer, throttle: GENEROUS_THROTTLE, ...options.auth },
  });
  return {
    database,
    app,
    mailer,
    call: callerOf(() => app),
    async takeMail() {
      await app.jobs.runDue();
      return mailer.sent.splice(0);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Opens a thing before the file's tests and closes it after them; its fields are there once the tests run. */
export function useOpened<T extends { close(): Promise<void> }>(
  open: () => Promise<T>,
  early?: Partial<T>,
): T {
  const opened = { ...early } as T;
  beforeAll(async () => {
    Object.assign(opened, await open());
  });
  afterAll(async () => {
    await opened.close?.();
  });
  return opened;
}

/** `openTestApp` for the file's tests; `call` may be taken at once (`const { call } = useTestApp()`). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const testApp: TestApp = useOpened(() => openTestApp(options), { call: callerOf(() => testApp.app) });
  return testApp;
}
