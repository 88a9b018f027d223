import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    // A page test renders the whole router, lazy chunks and mocked calls: on a busy 2-core machine that can
    // pass 5 s (the default), and findBy… may wait up to 5 s itself (setup-tests.ts).
    testTimeout: 20_000,
  },
});
