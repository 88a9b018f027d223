import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs beside Vite; in production it serves apps/web/dist itself (same origin).
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/media': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy,
  },
  preview: { port: 3000, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The production CSP allows images from 'self' and data:, scripts from 'self' only: nothing is inlined
    // into index.html, and small images may become data: URLs.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries change less often than the shop's code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
