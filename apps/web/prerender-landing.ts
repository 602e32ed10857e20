import { createServer, type Plugin } from 'vite';

/** Where the app shell leaves room for the app; the landing's markup goes inside. */
const ROOT = '<div id="root"></div>';
/** The shell's preloads of chunks the routed app needs; the landing runs the entry only. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
/** Loaded by a short-lived Vite server in Node at build, not bundled. */
const RENDER_MODULE = '/src/features/landing/prerender.tsx';

/**
 * Writes `landing.html`: the app shell with the signed-out landing page already in it, so a
 * first visit paints before React (most of the entry script) has downloaded and run. The API
 * sends it for `/` to a browser without a session cookie; main.tsx hydrates it. The shell's
 * scripts and styles are the same, so everything after the first paint is as from index.html.
 */
export function prerenderLanding(appDir: string): Plugin {
  return {
    name: 'lectern-prerender-landing',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || typeof shell.source !== 'string')
        throw new Error('prerender-landing: the build wrote no index.html');
      if (!shell.source.includes(ROOT))
        throw new Error(`prerender-landing: index.html has no ${ROOT}`);
      const server = await createServer({
        root: appDir,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(RENDER_MODULE)) as {
          renderLanding: () => string;
        };
        this.emitFile({
          type: 'asset',
          fileName: 'landing.html',
          source: shell.source
            .replace(MODULE_PRELOAD, '')
            .replace(ROOT, `<div id="root">${renderLanding()}</div>`),
        });
      } finally {
        await server.close();
      }
    },
  };
}
