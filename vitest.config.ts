import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project's unit and integration tests; Playwright's e2e/ is not Vitest's.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores, leaving one to its own process: on a 2-core machine
    // that is a single worker, and every file of every project waited in one line while a core sat mostly idle
    // (the main process only transforms and reports). Two workers there; from 4 cores on, the default.
    // Figures: docs/benchmarks.md, "npm test on 2 cores".
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'packages/demo-data',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.unit.config.ts',
    ],
  },
});
