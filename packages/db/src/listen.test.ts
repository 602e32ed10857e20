import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationListener } from './listen.js';
import { assertChannel } from './listen.js';
import { createTestDb, testDatabaseKind, type TestDb } from './testing.js';

/** Waits (without measuring) until `check` holds; fails after a generous bound. */
async function until(check: () => boolean, what: string) {
  for (let n = 0; n < 1_000; n += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

describe('listening for notifications', () => {
  let testDb: TestDb;
  let listener: NotificationListener;
  const received: string[] = [];
  let gaps = 0;

  beforeAll(async () => {
    testDb = await createTestDb();
    listener = await testDb.listen('test_live', {
      onNotify: (payload) => received.push(payload),
      onGap: () => {
        gaps += 1;
      },
    });
  });

  afterAll(async () => {
    await listener.close();
    await testDb.drop();
  });

  it('hears a notification only once its transaction commits, and never a rolled-back one', async () => {
    await testDb.db.transaction().execute(async (trx) => {
      await sql`select pg_notify('test_live', 'committed')`.execute(trx);
      await sql`select pg_notify('other_channel', 'elsewhere')`.execute(trx);
      // Not yet committed: nothing has arrived.
      expect(received).toEqual([]);
    });
    await expect(
      testDb.db.transaction().execute(async (trx) => {
        await sql`select pg_notify('test_live', 'rolled back')`.execute(trx);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await sql`select pg_notify('test_live', 'after')`.execute(testDb.db);
    await until(() => received.length >= 2, 'both committed notifications');
    expect(received).toEqual(['committed', 'after']);
  });

  it.skipIf(testDatabaseKind() !== 'postgres')(
    'reconnects after losing its connection, reports the gap and hears what follows',
    async () => {
      received.length = 0;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'lectern-listen' and datname = current_database()`.execute(
        testDb.db,
      );
      await until(() => gaps === 1, 'the gap reported after reconnecting');
      await sql`select pg_notify('test_live', 'back')`.execute(testDb.db);
      await until(() => received.length === 1, 'a notification after the reconnection');
      expect(received).toEqual(['back']);
    },
  );

  it('refuses a channel name that is not a plain identifier', () => {
    expect(() => assertChannel('live; drop table users')).toThrow('invalid notification channel');
    expect(() => assertChannel('live_meetings')).not.toThrow();
  });
});
