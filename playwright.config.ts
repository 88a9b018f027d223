import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests drive Debian's Chromium against the real server (`npm start`) on a fresh, temporary
// DATA_DIR: real API, real embedded database, real seed. The directory is made once and inherited by workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'oko-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // One embedded database serves both workers one query at a time: give pages room on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The storefront's service worker (decision 030) answers the page's requests itself, where `page.route` and
    // `waitForResponse` no longer see them: blocked in every spec but the offline ones, which allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(phone|no-javascript)\.spec\.ts/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /phone\.spec\.ts/ },
    // A shopper whose scripts have not arrived (or never will): the server-rendered pages alone (decision 016).
    {
      name: 'no-javascript',
      use: { ...devices['Pixel 7'], javaScriptEnabled: false },
      testMatch: /no-javascript\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/api/v1/get-setting`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // TRUST_PROXY: the API helpers register each shopper from an X-Forwarded-For address of its own.
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    },
  },
});
