import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'demo-data', include: ['src/**/*.test.ts'] },
});
