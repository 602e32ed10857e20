// `npm run bench:web`: how fast the built web app's first screen appears on a phone. Starts the
// built app on a fresh embedded database with the demo, then opens, each with an empty cache in a
// new browser context, the landing (signed out) and the member home (signed in as the demo member
// by a session cookie) under a phone profile, and prints Largest Contentful Paint and every byte
// transferred; then the member home again on a repeat visit (the same context after a first
// visit installed the service worker and kept the query cache), and on a later visit (one open
// more: the first open from the worker's cache is when V8 writes its code cache for the scripts,
// once per release). Medians over --runs (default 3).
// With --ref, another commit's build is served beside this one and every load alternates between
// the two, so that a machine whose speed drifts during the run weighs on both alike. Lighthouse's
// BenchmarkIndex, read before and after, tells how fast this machine is beside another.
// docs/decisions/029-fast-first-load.md keeps the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SERVER_NODE_FLAGS, env as toolEnv } from '../../scripts/lib.mjs';
import { freePort, refCheckout, runToEnd } from './server-process.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The phone profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. */
export const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};
/** The goals the figures are held to (the installable app's: first loads and a repeat visit). */
const GOALS = {
  landing: { lcpMs: 1000, kib: 120 },
  home: { lcpMs: 1800, kib: 250 },
  repeat: { lcpMs: 1000, kib: Number.POSITIVE_INFINITY },
};
const MEMBER = 'member@example.org';
const QUIET_MS = 1000;
const WORKER_WAIT_MS = 10_000;

const HELP = `Usage: npm run bench:web -- [flags]
  --runs 3       measured loads per page; the median is printed (default 3)
  --list         print every request of each page's last load (when it started, bytes, URL)
  --no-build     do not build the API and the web app first
  --page <word>  measure only the pages whose name has that word (landing, home, repeat, later)
  --ref <commit> also measure that commit's build (checked out and built in bench/.refs/),
                 alternating with this one load by load
  --chromium P   the Chromium to drive (default $CHROMIUM_PATH, else /usr/bin/chromium)`;

function parseFlags(argv) {
  const flags = {
    runs: 3,
    build: true,
    list: false,
    ref: null,
    page: null,
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') {
      console.log(HELP);
      process.exit(0);
    } else if (flag === '--runs') flags.runs = Math.max(1, Number.parseInt(argv[++i] ?? '3', 10));
    else if (flag === '--no-build') flags.build = false;
    else if (flag === '--list') flags.list = true;
    else if (flag === '--ref') flags.ref = argv[++i] ?? null;
    else if (flag === '--page') flags.page = argv[++i] ?? null;
    else if (flag === '--chromium') flags.chromium = argv[++i] ?? flags.chromium;
    else throw new Error(`Unknown flag ${flag}\n${HELP}`);
  }
  return flags;
}

/** The app built in `buildRoot` on a fresh embedded database with the demo, as `npm start` runs it. */
async function startApp(buildRoot) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lectern-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', [...SERVER_NODE_FLAGS, join(buildRoot, 'apps/api/dist/server.js')], {
    cwd: buildRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...toolEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WEB_DIST: join(buildRoot, 'apps/web/dist'),
      DATA_DIR: join(dir, 'pglite'),
      // Embedded even when the shell has DATABASE_URL (npm run bench needs it): the demo is
      // seeded here, never into that database.
      DATABASE_URL: '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // One sign-in and a few dozen page loads; nothing here should meet a limit.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error('the app exited while starting');
    try {
      if ((await globalThis.fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    base,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo member's session cookie, got through the built-in sign-in as a person would. */
async function memberSessionCookies(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: /^Sign in with / }).click();
  await page.getByRole('button', { name: new RegExp(MEMBER.replace('.', '\\.')) }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const cookies = (await context.cookies()).filter((c) => c.name === 'lectern_session');
  await context.close();
  if (cookies.length !== 1) throw new Error('signing in the demo member gave no session cookie');
  return cookies;
}

/** Records the last LCP candidate, as Lighthouse reads it, from the very start of the page. */
const LCP_OBSERVER = `
  window.__lcp = { ms: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp = {
        ms: entry.startTime,
        element: el ? el.tagName.toLowerCase() + (el.textContent ? ': ' + el.textContent.trim().slice(0, 40) : '') : '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * One load of `url` in a new context under the phone profile: with an empty cache, or after
 * `opensBefore` opens in the same context — the first installs the service worker (it is active
 * once it has precached the app) and keeps the query cache; a second is the first served from the
 * worker's cache, after which Chromium keeps V8's code cache of the scripts.
 */
async function measure(browser, url, cookies, settled, { opensBefore = 0 } = {}) {
  const repeat = opensBefore > 0;
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    userAgent: PHONE.userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  if (cookies) await context.addCookies(cookies);
  if (repeat) {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    await waitInPage(await context.newCDPSession(first), settled);
    // A build from before the installable app (an older --ref) has no worker: its repeat visit
    // is measured with the HTTP cache alone, after ten seconds' wait for one.
    await first.evaluate(async (waitMs) => {
      const noWorker = new Promise((resolve) => globalThis.setTimeout(resolve, waitMs));
      await Promise.race([globalThis.navigator.serviceWorker.ready, noWorker]);
    }, WORKER_WAIT_MS);
    // The query cache is written to IndexedDB shortly after the screen's data arrives.
    await sleep(2000);
    await first.close();
    for (let open = 1; open < opensBefore; open += 1) {
      const again = await context.newPage();
      await again.goto(url, { waitUntil: 'load' });
      await waitInPage(await context.newCDPSession(again), settled);
      await again.close();
    }
  }
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!repeat) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  let lastActivity = Date.now();
  const started = new Map();
  const list = [];
  let firstAt;
  cdp.on('Network.requestWillBeSent', (event) => {
    firstAt ??= event.timestamp;
    started.set(event.requestId, { url: event.request.url, at: event.timestamp - firstAt });
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
    lastActivity = Date.now();
    const request = started.get(event.requestId);
    if (request) {
      list.push({
        ...request,
        doneAt: event.timestamp - firstAt,
        bytes: event.encodedDataLength,
      });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await waitInPage(cdp, settled);
  // Quiet: a second with no request starting or finishing (a poll later on is not first load).
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastActivity < QUIET_MS && Date.now() < deadline) await sleep(100);
  const lcp = await page.evaluate(() => globalThis.__lcp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { lcpMs: lcp.ms, element: lcp.element, bytes, requests, list };
}

/**
 * Waits until the page shows an element matching `selector` whose text is `text`, asking through
 * the DevTools protocol every 50 ms. Not a Playwright locator: that injects Playwright's selector
 * engine into the page being measured, 100–150 ms of its main thread under the phone profile in
 * the middle of the load, which no member's phone runs.
 */
async function waitInPage(cdp, { selector, text }) {
  const expression = `[...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.textContent.trim() === ${JSON.stringify(text)})`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error(`the page never showed ${selector} "${text}"`);
    await sleep(50);
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse's BenchmarkIndex of this machine, so that figures read on different machines can be
 * set side by side and the phone profile placed among real devices: how many times a second the
 * page can build a 10,000-character string one character at a time, and copy a 100,000-number
 * array, each divided by ten, averaged. Lighthouse's table (Chrome 86 on): 1500–2000 a high-end
 * desktop, 1000–1500 a low-end one, 800–1200 a high-end phone, 125–800 a mid-tier phone; DevTools'
 * calibrated presets aim at 1000 for a mid-tier phone and 264 for a low-tier one. Median of
 * three half-second runs in a blank page, at full speed or at `cpuSlowdown`.
 */
async function benchmarkIndex(browser, cpuSlowdown) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const scores = [];
  for (let i = 0; i < 3; i += 1) {
    scores.push(
      await page.evaluate(() => {
        const perSecond = (work) => {
          const start = Date.now();
          let rounds = 0;
          // The clock read every tenth round: reading it every round skews some processors.
          while (rounds % 10 !== 0 || Date.now() - start < 250) {
            work(rounds);
            rounds += 1;
          }
          return rounds / 10 / ((Date.now() - start) / 1000);
        };
        const strings = perSecond(() => {
          let text = '';
          for (let j = 0; j < 10_000; j += 1) text += 'a';
          if (text.length !== 10_000)
            throw new Error('unreachable: keeps the loop from being optimised away');
        });
        const a = Array.from({ length: 100_000 }, (_, n) => n);
        const b = [...a];
        const copies = perSecond((round) => {
          const [from, to] = round % 2 === 0 ? [a, b] : [b, a];
          for (let j = 0; j < from.length; j += 1) to[j] = from[j];
        });
        return Math.round((strings + copies) / 2);
      }),
    );
  }
  await page.close();
  return median(scores);
}

/** One page's line: the medians, whether they meet the goal, and every run's LCP. */
function summarise(name, runs, goal) {
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const kib = median(runs.map((r) => r.bytes)) / 1024;
  const requests = median(runs.map((r) => r.requests));
  const element = runs.find((r) => r.lcpMs === lcpMs)?.element ?? '';
  const ok = lcpMs <= goal.lcpMs && kib <= goal.kib;
  return (
    `${name.padEnd(12)} LCP ${(lcpMs / 1000).toFixed(2).padStart(5)} s (goal ≤ ${(goal.lcpMs / 1000).toFixed(1)})` +
    `   ${kib.toFixed(0).padStart(4)} KiB in ${String(requests).padStart(2)} requests${Number.isFinite(goal.kib) ? ` (goal ≤ ${goal.kib})` : ''}` +
    `   ${ok ? 'meets the goal' : 'MISSES the goal'}   [${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s; LCP ${element}]`
  );
}

/** Builds the API and the web app of the checkout at `buildRoot` with its own turbo. */
function build(buildRoot) {
  runToEnd(
    join(buildRoot, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@lectern/api', '--filter=@lectern/web', '--output-logs=errors-only'],
    { cwd: buildRoot },
  );
}

const PAGES = [
  {
    name: 'landing',
    goal: GOALS.landing,
    signedIn: false,
    settled: { selector: 'a', text: 'Sign In to Get Started' },
  },
  {
    name: 'member home',
    goal: GOALS.home,
    signedIn: true,
    settled: { selector: 'h1', text: 'My Dashboard' },
  },
  {
    name: 'repeat visit',
    goal: GOALS.repeat,
    signedIn: true,
    opensBefore: 1,
    settled: { selector: 'h1', text: 'My Dashboard' },
  },
  {
    name: 'later visit',
    goal: GOALS.repeat,
    signedIn: true,
    opensBefore: 2,
    settled: { selector: 'h1', text: 'My Dashboard' },
  },
];

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const pages = PAGES.filter((page) => flags.page === null || page.name.includes(flags.page));
  if (pages.length === 0) throw new Error(`No page's name has "${flags.page}"\n${HELP}`);
  const builds = [{ label: 'this build', root }];
  if (flags.ref) {
    const ref = refCheckout(flags.ref);
    builds.push({ label: `ref ${ref.sha.slice(0, 7)}`, root: ref.dir });
  }
  if (flags.build) for (const { root: buildRoot } of builds) build(buildRoot);
  const apps = [];
  const browser = await chromium.launch({
    executablePath: flags.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  try {
    for (const { root: buildRoot } of builds) {
      const app = await startApp(buildRoot);
      apps.push({ ...app, cookies: await memberSessionCookies(browser, app.base) });
    }
    const indexBefore = await benchmarkIndex(browser, 1);
    const runs = builds.map(() => pages.map(() => []));
    // Interleaved, so a busy moment of the machine falls on every page and build alike.
    for (let run = 0; run < flags.runs; run += 1) {
      for (const [p, page] of pages.entries()) {
        for (const [b, app] of apps.entries()) {
          runs[b][p].push(
            await measure(
              browser,
              `${app.base}/`,
              page.signedIn ? app.cookies : null,
              page.settled,
              { opensBefore: page.opensBefore },
            ),
          );
        }
      }
    }
    const indexAfter = await benchmarkIndex(browser, 1);
    const indexPhone = await benchmarkIndex(browser, PHONE.cpuSlowdown);
    console.log(
      `This machine: BenchmarkIndex ${indexBefore} before the loads and ${indexAfter} after at full speed, ` +
        `${indexPhone} under the phone profile (Lighthouse: 125–800 a mid-tier phone, 1000–1500 a low-end desktop).`,
    );
    console.log(
      `Phone profile: ${PHONE.latencyMs} ms round trip, ${((PHONE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ` +
        `CPU ${PHONE.cpuSlowdown}× slower; empty cache but for the repeat and later visits; median of ${flags.runs}.`,
    );
    for (const [b, { label }] of builds.entries()) {
      if (builds.length > 1) console.log(label);
      for (const [p, page] of pages.entries())
        console.log(summarise(page.name, runs[b][p], page.goal));
    }
    if (flags.list) {
      for (const [p, page] of pages.entries()) {
        console.log(`\n${page.name}, last load (started s → finished s, bytes, URL):`);
        for (const r of runs[0][p].at(-1).list.sort((a, b) => a.at - b.at)) {
          const url = r.url.replace(apps[0].base, '');
          console.log(
            `  ${r.at.toFixed(2).padStart(5)} → ${r.doneAt.toFixed(2).padStart(5)}  ${String(r.bytes).padStart(7)}  ${url.length > 110 ? `${url.slice(0, 110)}…` : url}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const app of apps) await app.stop();
  }
}

await main();
