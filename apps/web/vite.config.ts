import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appFrameChunk } from './chunk-groups';
import { moduleMap } from './module-map';
import { precompress } from './precompress';
import { prerenderLanding } from './prerender-landing';

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
    // landing.html: the shell with the signed-out landing already rendered in it.
    prerenderLanding(appDir),
    // Brotli and gzip copies of every text file, sent by the API by Accept-Encoding.
    precompress(),
    // Which chunk holds each module, for scripts/web-bundle-check.mjs.
    moduleMap(appDir),
    appFrame.plugin,
    // The installable app (decision 068): the manifest and Lectern's own service worker
    // (sw/sw.ts), given the list of files to precache. The page registers it itself
    // (src/app/pwa), so no registration script is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Lectern',
        short_name: 'Lectern',
        description: 'Meetings, roles, RSVPs and Pathways for public-speaking clubs',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#2f4fb5',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The shell, every script and style, the icons and the Latin font; not the other
        // scripts' fonts (fetched when a page needs them) nor the .br/.gz copies.
        globPatterns: ['**/*.{js,css,html,svg,png}', 'assets/inter-latin-wght-normal-*.woff2'],
        // landing.html is for a first visit from the network; the worker opens the shell.
        globIgnores: ['**/*.{br,gz}', '.vite/**', 'sw.js', 'landing.html'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
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
