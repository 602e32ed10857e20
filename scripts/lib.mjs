// Shared by the root commands (the scripts of package.json): make sure the workspace is
// installed, then run tools from it. Only Node and npm are assumed; pnpm is fetched into .tools/
// when missing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const PNPM_VERSION = '10.34.9';
const toolsBin = join(root, '.tools', 'node_modules', '.bin');

/**
 * How Node runs the API server, wherever it is started (npm start, the browser journeys, the
 * benchmark; the Dockerfile repeats them). A 64 MiB semi-space (V8's default is 16) sweeps the
 * young generation a third as often; each sweep copies what the requests in flight still hold,
 * so fewer sweeps copy less (decision 010 has the measurements).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

export const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  PATH: [toolsBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};

function pnpmAvailable() {
  const result = spawnSync('pnpm', ['--version'], {
    env,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  return result.status === 0 && result.stdout.trim() === PNPM_VERSION;
}

export function ensureInstalled() {
  if (!pnpmAvailable()) {
    console.log(`Fetching pnpm ${PNPM_VERSION} into .tools/ …`);
    runSync('npm', [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
    console.log('Installing dependencies …');
    runSync('pnpm', ['install', '--frozen-lockfile']);
  }
}

export function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...options.env },
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    const error = new Error(
      `${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/** runSync without blocking: resolves when the command succeeds, rejects as runSync throws. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = start(command, args, options);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolvePromise();
      const error = new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`);
      error.exitCode = code ?? 1;
      reject(error);
    });
  });
}

export function start(command, args, options = {}) {
  return spawn(command, args, {
    cwd: options.cwd ?? root,
    stdio: options.stdio ?? 'inherit',
    detached: options.detached ?? false,
    env: { ...env, ...options.env },
    shell: process.platform === 'win32',
  });
}

/** Chromium for the browser journeys: CHROMIUM_PATH, then Debian's, then Playwright's own. */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path && existsSync(path));
}
