// Bundles the API and the workspace packages it uses (TypeScript source) into dist/server.js;
// third-party packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifests = ['.', '../../packages/db', '../../packages/auth', '../../packages/domain'].map(
  (dir) => JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8')),
);
const external = [
  ...new Set(
    manifests
      .flatMap((m) => Object.keys(m.dependencies ?? {}))
      .filter((name) => !name.startsWith('@lectern/')),
  ),
];

// The bundle resolves these from apps/api/node_modules, so the API must declare each one itself.
const own = new Set(Object.keys(manifests[0].dependencies ?? {}));
const undeclared = external.filter((name) => !own.has(name));
if (undeclared.length > 0) {
  throw new Error(
    `apps/api/package.json must list the runtime dependencies ${undeclared.join(', ')}`,
  );
}

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
