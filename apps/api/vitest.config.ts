import { defineConfig } from 'vitest/config';

// Integration tests build the app and talk to it through `inject`, on embedded PGlite, or on the PostgreSQL
// server named by DATABASE_URL (each test file in a fresh database of its own, dropped at the end).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20_000,
    // Opening an in-memory PGlite (initdb in WebAssembly) takes a few seconds on a 2-core machine.
    hookTimeout: 60_000,
  },
});
