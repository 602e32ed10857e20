import type { Plugin } from 'vite';

// The signed-in app frame in one chunk rather than ~35 (docs/decisions/029-fast-first-load.md).
// Left to itself the bundler cuts a chunk for every distinct set of screens sharing a module, so
// the member home loaded ~50 chunks of 1–2 KB; over HTTP/1.1 (six connections per host) on a
// phone's 150 ms round trip they came in ~9 waves. One group, 'app-frame', holds what every
// signed-in screen loads first — the routed app, the '/' route, the signed-in layout, the query
// cache and tRPC client, `ClubScreen` — and the home's dashboards, where the app opens (and where
// a notification or the installed app's icon lands): with them, the home needs no other chunk,
// where it asked for ~25 small ones shared with other screens. Every other screen pays 8–15 KiB
// for that. The group takes everything its roots import (the bundler's
// `includeDependenciesRecursively`, which also keeps the chunks free of import cycles).
//
// The group is chosen from the module graph, not by folder or package name: the app's own
// modules (under src/) the frame's files import statically, directly or through each other. A
// package's modules (the UI kit, the domain) are not matched by name because they are reached
// through index files that name every module of the package, used or not: matching them would
// put every screen's dialogs and forms into the frame (tried: a 112 KB chunk). They join the
// frame only as what its matched modules really import. The entry's modules stay in the entry.

const FRAME_ROOTS = [
  'src/app-root.tsx',
  'src/routes/index.tsx?tsr-split=component',
  'src/routes/_app.tsx?tsr-split=component',
  'src/lib/signed-in-api.ts',
  'src/app/clubs/club-screen.tsx',
];
const ENTRY = 'src/main.tsx';
const FRAME_CHUNK = 'app-frame';

/**
 * V8's explicit compile hint: a script that begins with this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread
 * the first time it is called. The entry and the app frame run nearly all their code before the
 * home's first paint, so they carry it (decision 029); no other chunk does, as compiling code
 * that may never run would only cost memory. Added once the bundle is written out (the
 * minifier, and the dynamic-import helper Vite puts at a chunk's top, would drop or bury it).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface ModuleGraph {
  ids: ReadonlySet<string>;
  imports: (id: string) => readonly string[];
}

/** The app's modules (under src/) `roots` import statically, directly or through each other. */
function appClosure(graph: ModuleGraph, src: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || !id.startsWith(src)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/** The app modules the 'app-frame' group matches. */
export function appFrameModules(graph: ModuleGraph, appDir: string): Set<string> {
  const src = `${appDir}/src/`;
  const ids = (relatives: readonly string[]) =>
    relatives.map((relative) => {
      const id = `${appDir}/${relative}`;
      if (!graph.ids.has(id)) throw new Error(`chunk-groups: no module ${relative} in the build`);
      return id;
    });
  const frame = appClosure(graph, src, ids(FRAME_ROOTS));
  for (const id of appClosure(graph, src, ids([ENTRY]))) frame.delete(id);
  return frame;
}

/**
 * The plugin reads the module graph when the build ends; the bundler asks the group afterwards,
 * when it cuts the chunks.
 */
export function appFrameChunk(appDir: string) {
  let graph: ModuleGraph | null = null;
  let frame: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'lectern-app-frame-chunk',
    apply: 'build',
    buildStart() {
      graph = null;
      frame = null;
    },
    buildEnd() {
      const ids = new Set(this.getModuleIds());
      graph = { ids, imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle))
          if (output.type === 'chunk' && (output.isEntry || output.name === FRAME_CHUNK))
            output.code = `${COMPILE_HINT}\n${output.code}`;
      },
    },
    // Every routed page runs the frame, so the shell asks for it beside the entry instead of
    // after the entry has run: the two download together (prerender-landing.ts drops the link
    // from the signed-out landing, which never loads the frame).
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === FRAME_CHUNK,
        );
        if (!chunk) throw new Error(`chunk-groups: the build has no ${FRAME_CHUNK} chunk`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${chunk.fileName}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
  const group = {
    name: FRAME_CHUNK,
    test: (id: string) => {
      if (!graph) throw new Error('chunk-groups: the module graph has not been read');
      frame ??= appFrameModules(graph, appDir);
      return frame.has(id);
    },
    includeDependenciesRecursively: true,
  };
  return { plugin, group };
}
