// How the built web app and large JSON answers travel (decision 029): precompressed files by
// Accept-Encoding, hashed assets cached for a year, the shell revalidated, JSON compressed past a
// threshold, and everything still readable by a client that asks for no encoding at all.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApiToken } from '@lectern/auth';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const ASSET = `export const lectern = ${JSON.stringify('a speech, a role, a meeting '.repeat(200))};`;
const ASSET_PATH = '/assets/index-Ab12Cd34.js';
// What the built pages' heads load: the landing has no app frame to preload.
const HEAD_LOADS = `<link rel="preload" href="/api/trpc/auth.user" as="fetch" crossorigin="use-credentials" /><script type="module" crossorigin src="${ASSET_PATH}"></script>`;
const FRAME_PRELOAD =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app-frame-Ef56.js">';
const SHELL = `<!doctype html><html lang="en"><head><title>Lectern</title>${'<meta name="x">'.repeat(40)}${HEAD_LOADS}${FRAME_PRELOAD}</head><body><div id="root"></div></body></html>`;
const LANDING = SHELL.replace(FRAME_PRELOAD, '').replace(
  '<div id="root"></div>',
  `<div id="root"><main><h1>Run your club</h1>${'<p>x</p>'.repeat(40)}</main></div>`,
);
const LANDING_LINKS = `</api/trpc/auth.user>; rel=preload; as=fetch; crossorigin=use-credentials, <${ASSET_PATH}>; rel=modulepreload; crossorigin`;
const SHELL_LINKS = `${LANDING_LINKS}, </assets/app-frame-Ef56.js>; rel=modulepreload; crossorigin; fetchpriority=low`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let testDb: TestDb;
let app: FastifyInstance;
let dist: string;
let bearer: string;

/** A build output as `vite build` leaves it: each text file with its .br and .gz beside it. */
function writeDist(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': SHELL,
    'landing.html': LANDING,
    [ASSET_PATH.slice(1)]: ASSET,
    'color-scheme.js': `/* before first paint */${' '.repeat(400)}`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  // An already-compressed format: no copies beside it.
  writeFileSync(join(dir, 'assets', 'inter-Zz99.woff2'), Buffer.alloc(2048, 7));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lectern-web-dist-'));
  writeDist(dist);
  testDb = await createTestDb({ demo: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST: dist,
    MAX_EVENT_LOOP_DELAY_MS: '60000',
  });
  app = await buildApp({ db: testDb.db, config, logger: false });
  const member = await testDb.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'member@example.org')
    .executeTakeFirstOrThrow();
  bearer = `Bearer ${(await createApiToken(testDb.db, member.id, 'test', 'full')).token}`;
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  rmSync(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    },
  });
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.body;
}

describe('the built web app', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ] as const)(
    'a hashed asset asked with Accept-Encoding %s comes as %s, cached for a year',
    async (accept, sent) => {
      const response = await get(ASSET_PATH, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(ASSET);
      if (sent) expect(response.rawPayload.length).toBeLessThan(ASSET.length / 4);
    },
  );

  it.each([
    ['/', {}, LANDING, LANDING_LINKS],
    ['/', { cookie: 'lectern_session=anything' }, SHELL, SHELL_LINKS],
    ['/meetings', {}, SHELL, SHELL_LINKS],
    ['/settings?tab=menu', {}, SHELL, SHELL_LINKS],
    ['/meetings', { cookie: 'lectern_session=anything' }, SHELL, SHELL_LINKS],
    // What the service worker precaches and opens the app from.
    ['/index.html', {}, SHELL, SHELL_LINKS],
  ] as const)(
    '%s with cookies %j answers that page with what it loads, revalidated, compressed when asked',
    async (path, cookies, page, links) => {
      for (const [accept, sent] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await get(path, accept, cookies);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['content-encoding']).toBe(sent);
        expect(response.headers['cache-control']).toBe('no-cache');
        // '/' answers by session cookie: a cache must not hand one visitor's page to the other.
        expect(response.headers.vary).toMatch(/accept-encoding, cookie/i);
        // The browser starts these before it has parsed the page.
        expect(response.headers.link).toBe(links);
        expect(decoded(response)).toBe(page);
      }
    },
  );

  it('unhashed files are revalidated; fonts are sent as they are, cached for a year', async () => {
    const script = await get('/color-scheme.js', 'br');
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers.link).toBeUndefined();
    const font = await get('/assets/inter-Zz99.woff2', 'br, gzip');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
    expect(font.rawPayload.length).toBe(2048);
  });

  it('a missing asset is a 404, not the shell', async () => {
    const response = await get('/assets/gone-00000000.js', 'br');
    expect(response.statusCode).toBe(404);
  });
});

describe('JSON answers', () => {
  it('a large one is compressed when asked and stays uncached; the same data without', async () => {
    const plain = await get('/api/openapi.json', undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1400);
    for (const [accept, sent] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await get('/api/openapi.json', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(plain.body));
    }
  });

  it('a tRPC batch and a REST answer are compressed past the threshold, with no-store kept', async () => {
    const auth = { authorization: bearer };
    for (const url of ['/api/trpc/pathways.list,auth.user?batch=1&input=%7B%7D', '/api/pathways']) {
      const plain = await get(url, undefined, auth);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.body.length, url).toBeGreaterThan(1400);
      const response = await get(url, 'gzip, br', auth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(plain.body));
    }
  });

  it('a small one is sent as it is', async () => {
    const response = await get('/api/health', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
