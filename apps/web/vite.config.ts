import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// `npm run dev` (scripts/dev.mjs) runs this dev server and tells it where the API listens.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so it can split route files into lazy chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
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
        // Left to itself the bundler merges zod into a chunk the app frame shares with the forms,
        // so every screen paid for it; in its own chunk only the screens that validate load it.
        // Only the zod package itself: a group takes its modules' dependencies along, so matching
        // @hookform/resolvers/zod too would drag react-hook-form into every screen's zod chunk.
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
