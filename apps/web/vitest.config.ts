import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** What both of the storefront's Vitest projects share: React, the `@/` alias, restored mocks. */
export const storefront = {
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    restoreMocks: true,
    // A page test renders the whole router, lazy chunks and mocked calls: on a busy 2-core machine that can
    // pass 5 s (the default), and findBy… may wait up to 5 s itself (setup-tests.ts).
    testTimeout: 20_000,
    // The tests' phone is in Lagos, as the shop's shoppers are, whatever the machine's zone: every time shown is
    // Lagos time (issue 43 item 9); dates.test.ts moves the phone elsewhere to see the "(Lagos time)" note.
    env: { TZ: 'Africa/Lagos' },
  },
};

// The storefront's component and route tests (`*.test.tsx`) in jsdom; its plain unit tests (`*.test.ts`) and the
// server's rendering run in Node with vitest.unit.config.ts, without a browser or the page set-up.
export default defineConfig({
  ...storefront,
  test: {
    ...storefront.test,
    name: 'web-dom',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    exclude: ['src/**/*server.test.tsx'],
    setupFiles: ['./src/testing/setup-unit.ts', './src/testing/setup-tests.ts'],
  },
});
