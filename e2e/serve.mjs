// Serves the built app for the browser journeys on a database of its own: a fresh PostgreSQL
// database when DATABASE_URL is set (dropped on exit), else an embedded one in a temp directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/lib.mjs';

const root = resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '39217';
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  WEB_DIST: join(root, 'apps/web/dist'),
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // The journeys sign in as the demo people, on a database made for them (with DATABASE_URL the
  // built-in sign-in is off unless asked for).
  DEV_SIGN_IN: 'on',
  // Two journey servers, two browsers and the agenda PDF's rendering share two cores: the overload
  // guard's 1 s event-loop limit then refused a page right after a PDF (a 503 instead of the app).
  // The guard has tests of its own; here it allows what this machine's journeys need.
  MAX_EVENT_LOOP_DELAY_MS: process.env.MAX_EVENT_LOOP_DELAY_MS ?? '5000',
};

let cleanup = async () => {};
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `lectern_e2e_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-e2e-'));
  env.DATA_DIR = join(dir, 'pglite');
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn('node', [...SERVER_NODE_FLAGS, join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', async (code) => {
  await cleanup().catch(() => {});
  process.exit(code ?? 0);
});
