import { todayInZone } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing.js';
import { clubToday } from './meetings.js';

// The dashboard and Upcoming Meetings compute the club's "today" in SQL (one round trip fewer);
// it must be the same calendar date the domain's todayInZone gives, around midnight and DST.
describe('clubToday', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ demo: true });
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each([
    ['Australia/Sydney', '2026-11-21T12:59:59Z'],
    ['Australia/Sydney', '2026-11-21T13:00:00Z'],
    ['Australia/Sydney', '2026-04-04T13:30:00Z'],
    ['America/New_York', '2026-03-08T04:59:59Z'],
    ['America/New_York', '2026-11-01T05:30:00Z'],
    ['Pacific/Kiritimati', '2026-12-31T09:59:00Z'],
  ])('in %s at %s it is the domain rule’s date', async (timeZone, instant) => {
    const clubId = t.demo?.clubId ?? 0;
    await t.db.updateTable('clubs').set({ timeZone }).where('id', '=', clubId).execute();
    const now = new Date(instant);
    const row = await t.db
      .selectNoFrom(clubToday(clubId, now).as('today'))
      .executeTakeFirstOrThrow();
    expect(row.today).toBe(todayInZone(now, timeZone));
  });

  it('falls back to Sydney for a club that does not exist', async () => {
    const now = new Date('2026-11-21T13:00:00Z');
    const row = await t.db
      .selectNoFrom(clubToday(999_999, now).as('today'))
      .executeTakeFirstOrThrow();
    expect(row.today).toBe(todayInZone(now, 'Australia/Sydney'));
  });
});
