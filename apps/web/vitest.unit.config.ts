import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The storefront's plain unit tests (`*.test.ts`) and the server's rendering (`*server.test.tsx`), in Node: no
// browser, no page set-up. A unit of the browser's storage or cookies says `// @vitest-environment jsdom` at its
// top. Component and route tests: vitest.config.ts.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web-unit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*server.test.tsx'],
    setupFiles: ['./src/testing/setup-unit.ts'],
    restoreMocks: true,
    // The first-load test builds the storefront (beforeAll, its own limit); a rendering test on a busy machine.
    testTimeout: 20_000,
  },
});
