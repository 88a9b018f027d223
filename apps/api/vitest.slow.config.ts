import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import api, { SLOW_TESTS } from './vitest.config';

// The API's process and load tests (SLOW_TESTS), out of `npm test`'s quick loop: CI runs them after it
// (`npm run test:slow`), as a developer does before touching the data folder's lock or the password pool.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { ...api.test, name: 'api-slow', include: SLOW_TESTS, exclude: [] },
});
