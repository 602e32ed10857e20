// Checks the production web build (apps/web/dist) against its budgets, from Vite's manifest:
//   - the landing route (what `/` loads when signed out) ≤ 100 KiB of gzip JavaScript;
//   - the signed-in first screen (the dashboard) ≤ 165 KiB;
//   - each signed-in screen opened by its URL (ROUTE_BUDGETS: one line per route chunk);
//   - development-only code (the Shift+T role-testing bar) is absent from every built file;
//   - the entry and the app frame begin with V8's compile hint (apps/web/chunk-groups.ts).
// Run after `vite build`; exits non-zero when a check fails. `--json` prints the figures only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const KIB = 1024;
// The dashboard: 162 KiB since the app frame carries the home's code (one chunk instead of ~25,
// decision 029); 165 keeps that gain.
export const BUDGETS = { landing: 100 * KIB, dashboard: 165 * KIB };
/**
 * Signed-in screens opened by their URL: the entry, the routed app, the signed-in layout, the
 * query cache and tRPC client, and the screen's own route chunk (with what it imports). One line
 * per route file under apps/web/src/routes/_app; a new screen adds its line here, with its own
 * budget in KiB of gzip JavaScript. A route file without a line fails the check.
 */
export const ROUTE_BUDGETS = [
  // Screens still a title only carry a first budget of 200; whoever builds one sets its figure.
  // Every screen's figure includes the member and officer homes' code (8–15 KiB, "Asked of you"
  // among it since it stopped being a chunk of its own: 1.4 KiB), which the app frame carries
  // so that the home, where the app opens, loads in one chunk (decision 029).
  { route: '/about', file: 'src/routes/_app/about.tsx', kib: 200 },
  // The new club and invitation forms are react-hook-form forms (+9 KiB each, decision 066).
  { route: '/clubs/new', file: 'src/routes/_app/clubs/new.tsx', kib: 218 },
  { route: '/invites', file: 'src/routes/_app/invites.tsx', kib: 210 },
  { route: '/meetings', file: 'src/routes/_app/meetings/index.tsx', kib: 185 },
  { route: '/meetings/create', file: 'src/routes/_app/meetings/create.tsx', kib: 248 },
  {
    route: '/meetings/$id/edit-agenda',
    file: 'src/routes/_app/meetings/$meetingId/edit-agenda.tsx',
    kib: 250,
  },
  {
    route: '/meetings/$id/generate-agenda',
    file: 'src/routes/_app/meetings/$meetingId/generate-agenda.tsx',
    kib: 200,
  },
  {
    route: '/meetings/$id/live',
    file: 'src/routes/_app/meetings/$meetingId/live/index.tsx',
    kib: 180,
  },
  {
    route: '/meetings/$id/live/light',
    file: 'src/routes/_app/meetings/$meetingId/live/light.tsx',
    kib: 170,
  },
  // The app frame's offline copy that carries over what it kept, the phone's unread count and
  // the role rows' take and offer controls (decision 086) added ~0.4 KiB to every screen: the
  // three screens that stood within it of their budget got 1 KiB more.
  {
    route: '/meetings/$id/report',
    file: 'src/routes/_app/meetings/$meetingId/report.tsx',
    kib: 191,
  },
  {
    route: '/meetings/$id/view-agenda',
    file: 'src/routes/_app/meetings/$meetingId/view-agenda.tsx',
    kib: 200,
  },
  // 255: 250 plus the member's own measured times over the months (decision 074).
  { route: '/member/pathways', file: 'src/routes/_app/member/pathways.tsx', kib: 255 },
  { route: '/members', file: 'src/routes/_app/members/index.tsx', kib: 255 },
  { route: '/members/achievements', file: 'src/routes/_app/members/achievements.tsx', kib: 170 },
  { route: '/members/pathways', file: 'src/routes/_app/members/pathways.tsx', kib: 250 },
  { route: '/membership/dashboard', file: 'src/routes/_app/membership/dashboard.tsx', kib: 166 },
  {
    route: '/membership/guest-follow-up',
    file: 'src/routes/_app/membership/guest-follow-up.tsx',
    kib: 246,
  },
  {
    route: '/membership/outreach',
    file: 'src/routes/_app/membership/outreach.tsx',
    kib: 245,
  },
  { route: '/mentorship', file: 'src/routes/_app/mentorship.tsx', kib: 230 },
  { route: '/outbox', file: 'src/routes/_app/outbox.tsx', kib: 166 },
  { route: '/pathways-overview', file: 'src/routes/_app/pathways-overview.tsx', kib: 200 },
  { route: '/profile', file: 'src/routes/_app/profile.tsx', kib: 267 },
  { route: '/reports', file: 'src/routes/_app/reports.tsx', kib: 202 },
  { route: '/roles', file: 'src/routes/_app/roles.tsx', kib: 210 },
  { route: '/rsvp-meals', file: 'src/routes/_app/rsvp-meals.tsx', kib: 272 },
  // The loader of the lazy Meeting Night card takes a few KiB more (decision 078).
  { route: '/settings', file: 'src/routes/_app/settings.tsx', kib: 276 },
  { route: '/skills-progress', file: 'src/routes/_app/skills-progress.tsx', kib: 170 },
  { route: '/super-admin', file: 'src/routes/_app/super-admin.tsx', kib: 223 },
];
/** The first line of the two chunks every signed-in open runs (apps/web/chunk-groups.ts). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Strings only the development role-testing bar contains (apps/web/src/app/dev/). */
const DEV_ONLY_MARKERS = ['lectern-role-testing-bar'];

const dist = join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function entryKey() {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The web manifest has no entry chunk.');
  return key;
}

// Which chunk holds each source module (apps/web/module-map.ts): a module inside a chunk group
// (vite.config.ts) has no manifest key of its own; the chunk that holds it is what the browser
// fetches for it.
const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8'));

/** The manifest key of the chunk a module of the app loads with. */
function requireKey(key) {
  if (manifest[key]) return key;
  const file = modules[key];
  const holder = file && Object.keys(manifest).find((name) => manifest[name].file === file);
  if (!holder) throw new Error(`The web manifest has no chunk for ${key}.`);
  return holder;
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
  requireKey('src/features/home/early-home.ts'),
  requireKey('src/lib/signed-in-api.ts'),
]);
const sizes = { landing: gzipBytes(landingKeys), dashboard: gzipBytes(dashboardKeys) };
const budgets = { ...BUDGETS };
const appFrame = [
  entryKey(),
  requireKey('src/app-root.tsx'),
  requireKey('src/routes/_app.tsx?tsr-split=component'),
  requireKey('src/lib/signed-in-api.ts'),
];
for (const { route, file, kib } of ROUTE_BUDGETS) {
  sizes[route] = gzipBytes(closure([...appFrame, requireKey(`${file}?tsr-split=component`)]));
  budgets[route] = kib * KIB;
}
// Every route chunk of the signed-in area has its line (aliases that only redirect have no chunk).
const listed = new Set(ROUTE_BUDGETS.map(({ file }) => `${file}?tsr-split=component`));
const unlisted = Object.keys(manifest).filter(
  (key) =>
    key.startsWith('src/routes/_app/') && key.endsWith('?tsr-split=component') && !listed.has(key),
);

const leaks = [];
for (const file of readdirSync(join(dist, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join(dist, 'assets', file), 'utf8');
  for (const marker of DEV_ONLY_MARKERS)
    if (text.includes(marker)) leaks.push(`${file}: ${marker}`);
}

const unhinted = [entryKey(), requireKey('src/app-root.tsx')]
  .map((key) => manifest[key].file)
  .filter((file) => !readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ ...sizes, budgets, leaks, unlisted, unhinted }));
} else {
  for (const [name, bytes] of Object.entries(sizes))
    console.log(
      `${name}: ${(bytes / KIB).toFixed(1)} KiB gzip JavaScript (budget ${budgets[name] / KIB} KiB)`,
    );
}
const over = Object.keys(sizes).filter((name) => sizes[name] > budgets[name]);
if (over.length > 0 || leaks.length > 0 || unlisted.length > 0 || unhinted.length > 0) {
  for (const name of over) console.error(`Over budget: ${name}`);
  for (const key of unlisted)
    console.error(`A route chunk without a budget line in scripts/web-bundle-check.mjs: ${key}`);
  for (const leak of leaks) console.error(`Development-only code in the production build: ${leak}`);
  for (const file of unhinted) console.error(`No compile hint at the top of ${file}`);
  process.exit(1);
}
