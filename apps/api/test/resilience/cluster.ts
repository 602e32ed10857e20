import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A PostgreSQL cluster of its own for tests that stop and start the server: the shared server
// other test files use is never touched. initdb refuses to run as root, so as root the cluster
// belongs to the `postgres` OS user (as in CI); otherwise to the current user.

export interface Cluster {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and deletes the cluster. */
  destroy(): Promise<void>;
}

/** PostgreSQL's server binaries: `pg_config --bindir`, else the newest /usr/lib/postgresql/N/bin. */
export function findPostgresBinaries(): string | undefined {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (has(dir)) return dir;
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu install the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find(has);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

const isRoot = process.getuid?.() === 0;

const execFileAsync = promisify(execFile);

/** Asynchronous, so the server under test keeps answering while PostgreSQL stops and starts. */
async function run(bin: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  await execFileAsync(command, commandArgs, { timeout: 60_000 });
}

function postgresUid(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function createCluster(bindir: string): Promise<Cluster> {
  // As root the cluster's owner must reach it: /tmp, not a TMPDIR that may be root's own.
  const dir = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'lectern-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresUid();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await run(join(bindir, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    '-c shared_buffers=32MB',
  ].join(' ');
  const pgCtl = join(bindir, 'pg_ctl');
  let running = false;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // -w: returns once the server accepts connections (start) or has exited (stop).
    async start() {
      await run(pgCtl, [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await run(pgCtl, ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      try {
        if (running) await run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
