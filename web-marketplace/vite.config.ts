import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The marketplace SPA. In production the API serves `dist/` and falls back to index.html for
 * client routes; in development Vite proxies the API's paths to a running `npm start`
 * (API_URL, default http://localhost:3000) so cookies stay same-origin.
 */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/objects': { target: apiUrl, changeOrigin: false },
      '/demo-images': { target: apiUrl, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-budget.mjs reads the manifest to measure the first load.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
});
