// `npm run bench:web`: how fast the built web app's first screen appears on a phone. Starts the
// built app on a fresh embedded database with the demo, then opens, each with an empty cache in a
// new browser context, the landing (signed out) and the member home (signed in as the demo member
// by a session cookie) under a phone profile, and prints Largest Contentful Paint and every byte
// transferred; then the member home again on a repeat visit (the same context after a first
// visit installed the service worker and kept the query cache). Medians over --runs (default 3).
// docs/decisions/029-fast-first-load.md keeps the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SERVER_NODE_FLAGS, env as toolEnv } from '../../scripts/lib.mjs';
import { freePort } from './server-process.mjs';

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

const HELP = `Usage: npm run bench:web -- [flags]
  --runs 3       measured loads per page; the median is printed (default 3)
  --list         print every request of each page's last load (when it started, bytes, URL)
  --no-build     do not build the API and the web app first
  --chromium P   the Chromium to drive (default $CHROMIUM_PATH, else /usr/bin/chromium)`;

function parseFlags(argv) {
  const flags = {
    runs: 3,
    build: true,
    list: false,
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
    else if (flag === '--chromium') flags.chromium = argv[++i] ?? flags.chromium;
    else throw new Error(`Unknown flag ${flag}\n${HELP}`);
  }
  return flags;
}

/** The built app on a fresh embedded database with the demo, as `npm start` runs it. */
async function startApp() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lectern-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...toolEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      WEB_DIST: join(root, 'apps/web/dist'),
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
 * One load of `url` in a new context under the phone profile: with an empty cache, or with
 * `repeat`, after a first visit in the same context has installed the service worker (it is
 * active once it has precached the app) and the page has kept its query cache.
 */
async function measure(browser, url, cookies, settle, { repeat = false } = {}) {
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
    await settle(first);
    await first.evaluate(async () => {
      await globalThis.navigator.serviceWorker.ready;
    });
    // The query cache is written to IndexedDB shortly after the screen's data arrives.
    await sleep(2000);
    await first.close();
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
  await settle(page);
  // Quiet: a second with no request starting or finishing (a poll later on is not first load).
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastActivity < QUIET_MS && Date.now() < deadline) await sleep(100);
  const lcp = await page.evaluate(() => globalThis.__lcp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { lcpMs: lcp.ms, element: lcp.element, bytes, requests, list };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summarise(name, runs, goal) {
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const kib = median(runs.map((r) => r.bytes)) / 1024;
  const requests = median(runs.map((r) => r.requests));
  const element = runs.find((r) => r.lcpMs === lcpMs)?.element ?? '';
  const ok = lcpMs <= goal.lcpMs && kib <= goal.kib;
  return {
    name,
    line:
      `${name.padEnd(12)} LCP ${(lcpMs / 1000).toFixed(2).padStart(5)} s (goal ≤ ${(goal.lcpMs / 1000).toFixed(1)})` +
      `   ${kib.toFixed(0).padStart(4)} KiB in ${String(requests).padStart(2)} requests${Number.isFinite(goal.kib) ? ` (goal ≤ ${goal.kib})` : ''}` +
      `   ${ok ? 'meets the goal' : 'MISSES the goal'}   [${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s; LCP ${element}]`,
    ok,
  };
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.build) {
    const build = spawnSync(
      'turbo',
      [
        'run',
        'build',
        '--filter=@lectern/api',
        '--filter=@lectern/web',
        '--output-logs=errors-only',
      ],
      { cwd: root, stdio: 'inherit', env: toolEnv },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: flags.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  try {
    const cookies = await memberSessionCookies(browser, app.base);
    const landing = [];
    const home = [];
    const repeat = [];
    // Interleaved, so a busy moment of the machine falls on both pages alike.
    for (let run = 0; run < flags.runs; run += 1) {
      landing.push(
        await measure(browser, `${app.base}/`, null, (page) =>
          page.getByRole('link', { name: 'Sign In to Get Started' }).waitFor(),
        ),
      );
      const dashboard = (page) => page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
      home.push(await measure(browser, `${app.base}/`, cookies, dashboard));
      repeat.push(await measure(browser, `${app.base}/`, cookies, dashboard, { repeat: true }));
    }
    console.log(
      `Phone profile: ${PHONE.latencyMs} ms round trip, ${((PHONE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ` +
        `CPU ${PHONE.cpuSlowdown}× slower; empty cache but for the repeat visit; median of ${flags.runs}.`,
    );
    const lines = [
      summarise('landing', landing, GOALS.landing),
      summarise('member home', home, GOALS.home),
      summarise('repeat visit', repeat, GOALS.repeat),
    ];
    for (const { line } of lines) console.log(line);
    if (flags.list) {
      for (const [name, runs] of [
        ['landing', landing],
        ['member home', home],
        ['repeat visit', repeat],
      ]) {
        console.log(`\n${name}, last load (started s → finished s, bytes, URL):`);
        for (const r of runs.at(-1).list.sort((a, b) => a.at - b.at)) {
          const url = r.url.replace(app.base, '');
          console.log(
            `  ${r.at.toFixed(2).padStart(5)} → ${r.doneAt.toFixed(2).padStart(5)}  ${String(r.bytes).padStart(7)}  ${url.length > 110 ? `${url.slice(0, 110)}…` : url}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
