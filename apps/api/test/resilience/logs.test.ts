import { createSession, SESSION_COOKIE } from '@lectern/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { bindLog, loggerOptions } from '../../src/http/logging.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS } from '../helpers.js';

// Logs carry the request id, user id and club id; never cookies, tokens, e-mails, phones or
// dietary text. Read back from the JSON lines the app writes.

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  userId?: number;
  clubId?: number;
  req?: { url?: string };
  res?: { statusCode?: number };
  [key: string]: unknown;
}

let h: ApiHarness;
let app: FastifyInstance;
const raw: string[] = [];
const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  h = await createApiHarness();
  app = await buildApp({
    db: h.db,
    config: { ...h.config, logLevel: 'info' },
    logStream: { write: (line: string) => void raw.push(line) },
  });
});
afterAll(async () => {
  await app?.close();
  await h?.close();
});
beforeEach(() => {
  raw.length = 0;
});

function completedLine(reqId: string): LogLine | undefined {
  return lines().find((line) => line.reqId === reqId && line.msg === 'request completed');
}

describe('structured request logs', () => {
  it('every line of a request carries its id; user and club ids once known', async () => {
    const auth = await h.authAs(ACTORS.member);
    const response = await app.inject({
      method: 'GET',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const member = await h.userByEmail(ACTORS.member);

    const requestLines = lines().filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(requestLines.every((line) => typeof line.reqId === 'string')).toBe(true);
    const reqId = requestLines[0]?.reqId ?? '';
    expect(completedLine(reqId)).toMatchObject({
      userId: member.id,
      clubId: h.demo.clubId,
      res: { statusCode: 200 },
    });
  });

  it('the tRPC door binds the same ids (resource procedures derive the club)', async () => {
    const vpe = await h.userByEmail(ACTORS.vpe);
    const { token } = await createSession(h.db, vpe.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/trpc/meetings.create',
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        'content-type': 'application/json',
        'x-lectern-csrf': '1',
      },
      payload: JSON.stringify({
        clubId: h.demo.clubId,
        title: 'Logged meeting',
        scheduledDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        scheduledTime: '19:00',
      }),
    });
    expect(response.statusCode).toBe(200);
    const completed = lines().find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ userId: vpe.id, clubId: h.demo.clubId });
    // The session cookie never reaches the log.
    expect(raw.join('\n')).not.toContain(token);
  });

  it('no cookies, tokens, authorization headers, OAuth codes, e-mails or phone numbers', async () => {
    const auth = await h.authAs(ACTORS.member);
    const secretToken = auth.authorization.slice('Bearer '.length);
    await app.inject({
      method: 'PUT',
      url: `/api/clubs/${h.demo.clubId}/member-profile`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'leak-check@example.org',
        phone: '0400 999 888',
        dietaryRequirements: 'leak-check dietary text',
      }),
    });
    await app.inject({
      method: 'GET',
      url: '/api/callback?code=leak-check-oauth-code&state=leak-check-state',
      headers: { cookie: 'lectern_oauth=leak-check-cookie' },
    });
    // A handler that logs a person's details by mistake is censored too.
    app.log.info(
      { email: 'leak-check@example.org', user: { phone: '0400 999 888', token: secretToken } },
      'details',
    );

    const text = raw.join('\n');
    expect(lines().some((line) => line.req?.url === '/api/callback')).toBe(true);
    for (const secret of [
      secretToken,
      'leak-check-oauth-code',
      'leak-check-state',
      'leak-check-cookie',
      'leak-check@example.org',
      ACTORS.member,
      '0400 999 888',
      'leak-check dietary text',
      'Bearer',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines().find((line) => line.msg === 'details')).toMatchObject({
      email: '[redacted]',
      user: { phone: '[redacted]', token: '[redacted]' },
    });
  });
});

describe("a request's fields", () => {
  it('reach every later line of the request, the first value of a field kept', () => {
    const written: string[] = [];
    const parent = pino(loggerOptions('warn', undefined) as pino.LoggerOptions, {
      write: (line: string) => void written.push(line),
    });
    const log = parent.child({ reqId: 'r-1' });
    bindLog(log, { userId: 7 });
    log.warn({ email: 'hidden@example.org' }, 'first');
    bindLog(log, { clubId: 3 });
    bindLog(log, { clubId: 4 });
    log.error('second');
    log.child({ part: 'inner' }).warn('third');
    expect(written.map((line) => JSON.parse(line) as LogLine)).toMatchObject([
      { msg: 'first', reqId: 'r-1', userId: 7, email: '[redacted]' },
      { msg: 'second', reqId: 'r-1', userId: 7, clubId: 3 },
      { msg: 'third', reqId: 'r-1', userId: 7, clubId: 3, part: 'inner' },
    ]);
    expect(written[1]?.match(/"clubId"/g)).toHaveLength(1);
  });
});
