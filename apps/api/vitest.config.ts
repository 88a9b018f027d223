import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Process and load tests (issue 37): real server processes on a data folder, and sixty logins against the
 * storefront's files. Minutes on a busy 2-core machine, so they stay out of the quick loop (`npm test`) and CI
 * runs them on their own (`npm run test:slow`, vitest.slow.config.ts).
 */
export const SLOW_TESTS = ['src/auth/password-load.test.ts', 'src/resilience/data-dir-lock.test.ts'];

// Integration tests build the app and talk to it through `inject`, on embedded PGlite, or on the PostgreSQL
// server named by DATABASE_URL (each test file in a fresh database of its own, dropped at the end).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SLOW_TESTS],
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
    // Opening an in-memory PGlite (initdb in WebAssembly) takes a few seconds on a 2-core machine.
    hookTimeout: 60_000,
  },
});
