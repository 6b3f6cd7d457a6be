import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/vite/precompressAssets.js';

// The SPA lives in src/web; the BFF serves the built files from dist/web.
// In development the BFF runs beside Vite and every /api and /webhooks call is proxied to it.
const backend = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  // No plugin touches a dependency's code or the app's imports: what the build ships is what the
  // development server and the tests run (ADR 026). precompressAssets only writes .br/.gz copies
  // of the output (ADR 021).
  plugins: [react(), precompressAssets()],
  publicDir: 'public',
  // The BFF replaces this placeholder in index.html with a fresh nonce per response, the same one
  // its Content-Security-Policy allows for <style> tags (src/bff/http/spa.ts, ADR 012).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunks each entry and lazy module loads, read by `npm run bench`
    // (bench/cases/bundle.ts) to weigh what the orders page downloads.
    manifest: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/webhooks': { target: backend, changeOrigin: false },
    },
  },
});
