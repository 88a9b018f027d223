import { defineConfig } from 'vitest/config';

// One `npm test` runs every project's unit and integration tests; Playwright's e2e/ is not Vitest's.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/demo-data',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.unit.config.ts',
    ],
  },
});
