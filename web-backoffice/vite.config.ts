import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office SPA, served by the API under /admin (base below). In development Vite proxies
 * the API's paths to a running `npm start` (API_URL, default http://localhost:3000) so the session
 * cookie stays same-origin.
 */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  // recharts imports react-is; the copy hoisted to the root is React 16's, which does not know
  // React 19's elements, so resolve it from this workspace (React 19's).
  resolve: { dedupe: ['react-is'] },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: apiUrl, changeOrigin: false },
      '/objects': { target: apiUrl, changeOrigin: false },
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
