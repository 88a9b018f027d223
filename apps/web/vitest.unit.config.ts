import { defineConfig } from 'vitest/config';
import { storefront } from './vitest.config';

// The storefront's plain unit tests (`*.test.ts`) and the server's rendering (`*server.test.tsx`), in Node: no
// browser, no page set-up. A unit of the browser's storage or cookies says `// @vitest-environment jsdom` at its
// top. Component and route tests: vitest.config.ts.
export default defineConfig({
  ...storefront,
  test: {
    ...storefront.test,
    name: 'web-unit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*server.test.tsx'],
    setupFiles: ['./src/testing/setup-unit.ts'],
  },
});
