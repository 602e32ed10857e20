import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { appFrameChunk } from './chunk-groups';
import { moduleMap } from './module-map';
import { precompress } from './precompress';

// `npm run dev` (scripts/dev.mjs) runs this dev server and tells it where the API listens.
const apiPort = process.env.API_PORT ?? '3001';
const appDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
// The signed-in app frame in one chunk rather than ~35 (chunk-groups.ts, decision 029).
const appFrame = appFrameChunk(appDir);

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so it can split route files into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text file, sent by the API by Accept-Encoding.
    precompress(),
    // Which chunk holds each module, for scripts/web-bundle-check.mjs.
    moduleMap(appDir),
    appFrame.plugin,
  ],
  server: {
    proxy: {
      // X-Forwarded-For names who asked: the API's development tokens are for this machine only,
      // not for a phone reaching the dev server at its LAN address (decision 056).
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the build targets (baseline widely available) supports modulepreload.
    modulePreload: { polyfill: false },
    // scripts/web-bundle-check.mjs reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Checked in this order (priority):
        // - 'initial': everything the entry imports, in the entry's own chunk rather than in 7
        //   shared pieces the landing fetched one by one (decision 029).
        // - 'zod': left to itself the bundler merges zod into a chunk the app frame shares with
        //   the forms, so every screen paid for it; in its own chunk only the screens that
        //   validate load it. Only the zod package itself: a group takes its modules'
        //   dependencies along, so matching @hookform/resolvers/zod too would drag
        //   react-hook-form into every screen's zod chunk.
        // - 'app-frame': chunk-groups.ts.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            { ...appFrame.group, priority: 1 },
          ],
        },
      },
    },
  },
});
