// `npm run dev`: install if needed, then run the API from its TypeScript source under `tsx watch`
// (restarted on every change of its own or a workspace package's source) behind Vite's dev server
// (hot module replacement; `/api` proxied to the API), so the browser sees one origin:
// http://localhost:$PORT (3000). The embedded database with the demo by default, DATABASE_URL
// honoured (with DEV_SIGN_IN=on for the built-in development sign-in and the demo, decision 056).
// Ctrl-C stops both. Decision 020.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureInstalled, root, start } from './lib.mjs';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const apiPort = Number.parseInt(process.env.API_PORT ?? String(port + 1), 10);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

/** The command a workspace package's dependency declares in its package.json `bin`. */
function binOf(workspace, name) {
  const dir = join(root, workspace, 'node_modules', name);
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return join(dir, typeof bin === 'string' ? bin : bin[name]);
}

/** Resolves when nothing listens on host:port, else fails with a message naming the variable. */
function ensureFree(host, number, variable) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${number} is in use: stop what uses it or set ${variable}.`)),
    );
    probe.listen({ port: number, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

try {
  ensureInstalled();
  await ensureFree(process.env.HOST ?? 'localhost', port, 'PORT');
  await ensureFree('127.0.0.1', apiPort, 'API_PORT');
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}

console.log(`Lectern (dev): ${publicUrl} — web with hot reload, API on port ${apiPort} behind it.`);

// Each child runs in a process group of its own, so the terminal's Ctrl-C reaches only this
// script, which stops each child exactly once (a second signal makes tsx kill the API at once,
// before it has closed the embedded database).
const ownGroup = process.platform !== 'win32';
const children = [
  start(
    'node',
    [binOf('apps/api', 'tsx'), 'watch', '--clear-screen=false', 'apps/api/src/server.ts'],
    {
      detached: ownGroup,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
      },
    },
  ),
  start(
    'node',
    [
      binOf('apps/web', 'vite'),
      '--port',
      String(port),
      '--strictPort',
      '--clearScreen',
      'false',
      ...(process.env.HOST ? ['--host', process.env.HOST] : []),
    ],
    {
      cwd: join(root, 'apps/web'),
      detached: ownGroup,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { API_PORT: String(apiPort) },
    },
  ),
];

let stopping = false;
let exitCode = 0;
function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (isRunning(child)) child.kill('SIGTERM');
}
const isRunning = (child) => child.exitCode === null && child.signalCode === null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    // One of them ending on its own (the dev server failed to start, say) ends the other too.
    if (!stopping) stop(code || 1);
    running -= 1;
    if (running === 0) process.exit(exitCode);
  });
}
