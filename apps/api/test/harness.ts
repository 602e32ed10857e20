import { createApiToken } from '@lectern/auth';
import type { ClubRole, MembershipStatus } from '@lectern/db';
import { createTestDb, type TestDb } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { knownCaller } from '../src/http/context.js';
import { ReadCache } from '../src/http/read-cache.js';
import { createCaller } from '../src/router.js';

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
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // The functional suites (fuzz and matrix tests above all) send thousands of mutations a
    // minute as one person; the limit itself is proven in test/resilience/rate-limits.test.ts.
    RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000',
    // Test files build embedded databases in the same process, which can hold the event loop
    // for a second or more; under-pressure is proven in rate-limits.test.ts.
    MAX_EVENT_LOOP_DELAY_MS: '60000',
  });
  const now = options.now ?? (() => new Date());
  const log = pino({ level: 'silent' });
  // The tRPC door's callers share a read cache, as the requests of one instance do: every test
  // that reads after a write through them proves a kept read is never stale (decision 012).
  const reads = new ReadCache();

  async function userByEmail(email: string) {
    return testDb.db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'isSuperAdmin'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }

  /** The tRPC door, as a person (or signed out with null). */
  async function callerAs(email: string | null) {
    const user = email === null ? null : await userByEmail(email);
    return createCaller({
      db: testDb.db,
      config,
      caller: knownCaller(testDb.db, user && { user, via: 'session' }, log, reads),
      requestId: 'test',
      log,
      now,
    });
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
    app ??= await buildApp({ db: testDb.db, config, now, logger: false });
    return app;
  }

  const tokens = new Map<string, string>();
  /** `Authorization` headers for the REST door as a person. */
  async function authAs(email: string) {
    let token = tokens.get(email);
    if (!token) {
      const user = await userByEmail(email);
      token = (await createApiToken(testDb.db, user.id, 'test')).token;
      tokens.set(email, token);
    }
    return { authorization: `Bearer ${token}` };
  }

  return {
    db: testDb.db,
    demo,
    config,
    userByEmail,
    setMembership,
    callerAs,
    http,
    authAs,
    async close() {
      await app?.close();
      await testDb.drop();
    },
  };
}
