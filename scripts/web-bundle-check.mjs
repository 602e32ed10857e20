// Checks the production web build (apps/web/dist) against its budgets, from Vite's manifest:
//   - the landing route (what `/` loads when signed out) ≤ 100 KiB of gzip JavaScript;
//   - the signed-in first screen (the dashboard) ≤ 170 KiB;
//   - development-only code (the Shift+T role-testing bar) is absent from every built file.
// Run after `vite build`; exits non-zero when a check fails. `--json` prints the figures only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const KIB = 1024;
export const BUDGETS = {
  landing: 100 * KIB,
  dashboard: 170 * KIB,
  // A route's own code: what opening it fetches beyond the signed-in first screen. Profile and
  // Super Admin include zod and react-hook-form (chunks other form routes share, fetched once).
  'route /profile': 100 * KIB,
  'route /super-admin': 40 * KIB,
  'route /about': 10 * KIB,
};
/** Route chunks with a budget of their own, by the manifest key of their component. */
const ROUTE_CHUNKS = {
  'route /profile': 'src/routes/_app/profile.tsx?tsr-split=component',
  'route /super-admin': 'src/routes/_app/super-admin.tsx?tsr-split=component',
  'route /about': 'src/routes/_app/about.tsx?tsr-split=component',
};
/** Strings only the development role-testing bar contains (apps/web/src/app/dev/). */
const DEV_ONLY_MARKERS = ['lectern-role-testing-bar'];

const dist = join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function entryKey() {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The web manifest has no entry chunk.');
  return key;
}

function requireKey(key) {
  if (!manifest[key]) throw new Error(`The web manifest has no chunk for ${key}.`);
  return key;
}

/** The chunk and everything it imports statically (what the browser fetches with it). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function gzipBytes(keys) {
  let total = 0;
  for (const key of keys) {
    const { file } = manifest[key];
    if (file.endsWith('.js')) total += gzipSync(readFileSync(join(dist, file))).length;
  }
  return total;
}

// Signed out at '/', the entry renders the landing page itself (apps/web/src/main.tsx).
const landingKeys = closure([entryKey()]);
// Signed in at '/', the entry loads the routed app, the home route, the dashboard and the API.
const dashboardKeys = closure([
  entryKey(),
  requireKey('src/app-root.tsx'),
  requireKey('src/routes/index.tsx?tsr-split=component'),
  requireKey('src/features/home/signed-in-home.tsx'),
  requireKey('src/lib/signed-in-api.ts'),
]);
const sizes = { landing: gzipBytes(landingKeys), dashboard: gzipBytes(dashboardKeys) };
for (const [name, key] of Object.entries(ROUTE_CHUNKS)) {
  const own = [...closure([requireKey(key)])].filter((chunk) => !dashboardKeys.has(chunk));
  sizes[name] = gzipBytes(own);
}

const leaks = [];
for (const file of readdirSync(join(dist, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const marker of DEV_ONLY_MARKERS)
    if (text.includes(marker)) leaks.push(`${file}: ${marker}`);
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...sizes, budgets: BUDGETS, leaks }));
} else {
  for (const [name, bytes] of Object.entries(sizes))
    console.log(
      `${name}: ${(bytes / KIB).toFixed(1)} KiB gzip JavaScript (budget ${BUDGETS[name] / KIB} KiB)`,
    );
}
const over = Object.keys(sizes).filter((name) => sizes[name] > BUDGETS[name]);
if (over.length > 0 || leaks.length > 0) {
  for (const name of over) console.error(`Over budget: ${name}`);
  for (const leak of leaks) console.error(`Development-only code in the production build: ${leak}`);
  process.exit(1);
}
