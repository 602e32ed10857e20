// What the benchmarks that run servers share: the built API (`apps/api/dist/server.js`, what
// `npm start` runs) in a process of its own, for those that measure a server's own memory and
// CPU (bench:live --scale, bench:reminders); a free port; the run again under tsx.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { fetch } = globalThis;

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
