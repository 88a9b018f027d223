import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';

// In development the API runs beside Vite; in production it serves apps/web/dist itself (same origin).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
};

/**
 * public/mockServiceWorker.js belongs to mock mode (VITE_APP_ENABLE_API_MOCKING=true, docs/decisions/007). Vite
 * copies public/ into every build; a build without mocking drops the worker, so production never serves it.
 */
function mockServiceWorkerOnlyWhenMocking(): Plugin {
  let outDir = '';
  let mocking = false;
  return {
    name: 'oko:mock-service-worker-only-when-mocking',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      mocking =
        loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_APP_ENABLE_API_MOCKING === 'true';
    },
    async closeBundle() {
      if (!mocking) await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Every call loads its answer's schema with `import()` (decision 019); a lazy page that also imports the same
 * module for its form's rules or messages simply has it already. Rolldown warns of each such import as
 * "ineffective" for splitting, which here is expected, not a mistake.
 */
const checks = { ineffectiveDynamicImport: false };

/** The browser's app: index.html, the entry, a chunk per page. */
const clientBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  // The server entry reads it: the entry script, its styles, and each route's chunk to preload (decision 016).
  manifest: true,
  // The production CSP allows images from 'self' and data:, scripts from 'self' only: nothing is inlined
  // into index.html, and small images may become data: URLs.
  sourcemap: false,
  rolldownOptions: {
    checks,
    output: {
      // Libraries change less often than the shop's code: separate chunks stay cached across releases.
      codeSplitting: {
        groups: [
          // MSW is loaded only in mock mode (with src/testing/mocks/browser.ts): its own chunk, never part of the
          // vendor chunk every page loads. Only packages the storefront itself never imports: a group takes the
          // dependencies of what it matches along.
          {
            name: 'mock-api',
            priority: 1,
            test: /node_modules[\\/](msw|@mswjs|@open-draft|graphql|headers-polyfill|is-node-process|outvariant|path-to-regexp|rettime|set-cookie-parser|strict-event-emitter|until-async)[\\/]/,
          },
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

// `vite build` builds the browser's app; `vite build --ssr src/entry-server.tsx` the server entry (decision 016)
// into dist/server, which the API imports. Both run in `npm run build`, the browser's first (it empties dist).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), mockServiceWorkerOnlyWhenMocking()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy,
  },
  preview: { port: 3000, proxy },
  // The shop's own packages are TypeScript sources: bundled into the server entry; libraries stay external.
  ssr: { noExternal: [/^@oko\//] },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: { checks },
      }
    : clientBuild,
}));
