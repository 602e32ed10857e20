import type { Plugin } from 'vite';

/**
 * Writes `.vite/modules.json` beside Vite's manifest: for each source module of the app (paths
 * relative to apps/web, as the manifest names them), the file of the chunk that holds it. The
 * manifest only names chunks that begin at a module; a module inside a chunk group
 * (vite.config.ts) has no key of its own there. scripts/web-bundle-check.mjs reads both.
 */
export function moduleMap(appDir: string): Plugin {
  return {
    name: 'lectern-module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!id.startsWith(`${appDir}/`)) continue;
          map[id.slice(appDir.length + 1)] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: `${JSON.stringify(map, null, 1)}\n`,
      });
    },
  };
}
