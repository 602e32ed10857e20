// What the benchmarks that run servers share: the built API (`apps/api/dist/server.js`, what
// `npm start` runs) in a process of its own, for those that measure a server's own memory and
// CPU (bench:live --scale, bench:reminders); a free port; the run again under tsx; another
// commit checked out to measure against (--ref).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { env as toolEnv } from '../../scripts/lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { fetch } = globalThis;

/** Runs a command to its end with the workspace's tools on PATH; its output, or throws. */
export function runToEnd(command, args, { cwd = root, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    // The workspace's tools first (turbo needs the pnpm the start and test commands fetch).
    env: { ...toolEnv, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (in ${cwd})`);
  return result.stdout;
}

export const git = (...args) => runToEnd('git', args).trim();

/**
 * A commit to measure against: checked out in a detached worktree of its own (bench/.refs/<sha>,
 * gitignored; reused by later runs) and installed with the workspace's pnpm and its own lockfile.
 */
export function refCheckout(commit) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const short = sha.slice(0, 12);
  const dir = `${root}bench/.refs/${short}/`;
  if (!existsSync(`${dir}package.json`)) {
    console.log(`checking out ${short} in bench/.refs/${short}…`);
    mkdirSync(`${root}bench/.refs`, { recursive: true });
    git('worktree', 'add', '--detach', dir, sha);
  }
  if (!existsSync(`${dir}node_modules/.modules.yaml`)) {
    console.log(`installing ${short}'s dependencies…`);
    runToEnd('pnpm', ['install', '--frozen-lockfile'], { cwd: dir });
  }
  return { sha, short, dir };
}

/** Builds the API (turbo: nothing to do when it is up to date); exits on failure. */
export function buildApi() {
  const build = spawnSync(
    process.execPath,
    [
      `${root}scripts/turbo.mjs`,
      'run',
      'build',
      '--filter=@lectern/api',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The process's resident memory (KiB) and CPU time used so far (ms), read from /proc. */
export function usageOf(pid) {
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  // After the command's name: utime and stime are the 12th and 13th fields, in ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { rssKiB, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/** The CPU time (ms) used so far by PostgreSQL's processes on this machine (server and backends). */
export function postgresCpuMs() {
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended meanwhile.
    }
  }
  return ms;
}

/** A loopback port nothing listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The built API on the database at `databaseUrl`, listening on loopback; `env` adds to or
 * overrides its settings (WORKER, SMTP_URL, …).
 */
export async function startServerProcess(databaseUrl, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', `${root}apps/api/dist/server.js`],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        // Sign-in is not measured (the benchmarks use API tokens); the server needs one way in,
        // and it listens on loopback only.
        DEV_SIGN_IN: 'on',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
        MAX_EVENT_LOOP_DELAY_MS: '60000',
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the API process exited while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the calling script again under the API package's tsx (the API and the domain are
 * TypeScript), with the collector exposed, and exits with its status; returns when already there.
 */
export function runUnderTsx(scriptUrl) {
  if (process.env.LECTERN_BENCH_UNDER_TSX) return;
  const tsx = createRequire(`${root}apps/api/package.json`).resolve('tsx');
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      pathToFileURL(tsx).href,
      fileURLToPath(scriptUrl),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, LECTERN_BENCH_UNDER_TSX: '1' } },
  );
  process.exit(child.status ?? 1);
}
