import { createApiToken, createSession, parseSessionToken, SESSION_COOKIE } from '@lectern/auth';
import type { ClubRole, MembershipStatus } from '@lectern/db';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { resolveIdentity, type Credential } from '../src/auth/resolve.js';
import { createCaller } from '../src/router.js';
import type { Context } from '../src/trpc/context.js';

export type ApiHarness = Awaited<ReturnType<typeof createApiHarness>>;

/**
 * A migrated database with the demo club, callers for each demo person (the tRPC door) and a
 * built app with API tokens (the REST door). Each test file gets its own database.
 */
export async function createApiHarness(options: { now?: () => Date } = {}) {
  const testDb: TestDb = await createTestDb({ demo: true });
  const demo = testDb.demo;
  if (!demo) throw new Error('demo seed missing');
  const demoClubId = demo.clubId;
  const loaded = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // The functional suites (fuzz and matrix tests above all) send thousands of mutations a
    // minute as one person; the limit itself is proven in test/resilience/rate-limits.test.ts.
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
  });
  // No event-loop guard: the embedded database runs its queries on the event loop, and on a busy
  // machine it can hold the loop through a whole sample second, which the guard reads as an
  // infinite delay whatever its threshold (every request then 503). The guard itself is proven
  // in rate-limits.test.ts; 0 turns the check off.
  const config = { ...loaded, pressure: { ...loaded.pressure, maxEventLoopDelayMs: 0 } };
  const now = options.now ?? (() => new Date());
  const log = pino({ level: 'silent' });

  async function userByEmail(email: string) {
    return testDb.db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'isSuperAdmin'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }

  /** Headers of a browser signed in as the person: a fresh session cookie and the CSRF header. */
  async function browserAs(email: string) {
    const { token } = await createSession(testDb.db, (await userByEmail(email)).id);
    return { cookie: `${SESSION_COOKIE}=${token}`, 'x-lectern-csrf': '1' };
  }

  const sessions = new Map<number, Credential>();
  /** A browser session of the person (by user, so a new account under an old e-mail gets its own). */
  async function sessionOf(email: string): Promise<Credential> {
    const { id } = await userByEmail(email);
    let credential = sessions.get(id);
    if (!credential) {
      const { token } = await createSession(testDb.db, id);
      const parts = parseSessionToken(token);
      if (!parts) throw new Error('unreadable session token');
      credential = { via: 'session', ...parts };
      sessions.set(id, credential);
    }
    return credential;
  }

  /**
   * A procedure's context as a person signed in through the browser (or signed out with null):
   * each call looks its session up as a request does.
   */
  async function contextAs(email: string | null): Promise<Context> {
    const credential = email === null ? null : await sessionOf(email);
    return {
      db: testDb.db,
      config,
      identity: () => (credential ? resolveIdentity(testDb.db, credential) : Promise.resolve(null)),
      requestId: 'test',
      log,
      now,
    };
  }

  /** The tRPC door, as a person (or signed out with null). */
  async function callerAs(email: string | null) {
    return createCaller(await contextAs(email));
  }

  /** Changes a person's membership of the demo club behind the API's back, as another instance could. */
  async function setMembership(
    email: string,
    values: { role?: ClubRole; status?: MembershipStatus },
  ) {
    const user = await userByEmail(email);
    await testDb.db
      .updateTable('clubMemberships')
      .set(values)
      .where('clubId', '=', demoClubId)
      .where('userId', '=', user.id)
      .execute();
  }

  let app: FastifyInstance | undefined;
  async function http() {
    app ??= await buildApp({ db: testDb.db, config, now, logger: false, listen: testDb.listen });
    return app;
  }

  const tokens = new Map<string, string>();
  /** `Authorization` headers for the REST door as a person. */
  async function authAs(email: string) {
    let token = tokens.get(email);
    if (!token) {
      const user = await userByEmail(email);
      token = (await createApiToken(testDb.db, user.id, 'test', 'full')).token;
      tokens.set(email, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  return {
    db: testDb.db,
    /** PostgreSQL only: the test database's address (another instance opens its own pool on it). */
    databaseUrl: testDb.databaseUrl,
    /** LISTEN on the test database (the live bus of any app built on it). */
    listen: testDb.listen,
    demo,
    config,
    userByEmail,
    setMembership,
    contextAs,
    callerAs,
    http,
    authAs,
    browserAs,
    async close() {
      await app?.close();
      await testDb.drop();
    },
  };
}
