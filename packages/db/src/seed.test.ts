import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import {
  DEMO_EMAILS,
  DEMO_MENU,
  DEMO_PEOPLE,
  DEMO_ROLE_TYPES,
  DEMO_VISITORS,
  MISSING_DEMO_ID,
  demoMeetingDates,
  seedDemo,
} from './seed/demo.js';
import { addDays, dayOfWeek, nextWeekdays, previousWeekday, zonedDate } from './seed/dates.js';
import { HISTORY_MEETING_COUNT } from './seed/demo-history.js';
import { PATHWAYS, PATHWAY_PROJECTS, seedPathways } from './seed/pathways.js';
import { createTestDb, type TestDb } from './testing.js';

const SPEC_PATHWAYS = [
  'Dynamic Leadership',
  'Effective Coaching',
  'Innovative Planning',
  'Leadership Development',
  'Motivational Strategies',
  'Persuasive Influence',
  'Presentation Mastery',
  'Strategic Relationships',
  'Team Collaboration',
  'Visionary Communication',
  'Engaging Humor',
];

const LEVEL_TITLES = [
  'Mastering Fundamentals',
  'Learning Your Style',
  'Increasing Knowledge',
  'Building Skills',
  'Demonstrating Expertise',
];

/** Every table with each row's content and xmin: any write (even a no-op UPDATE) shows. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows } = await sql<{ tableName: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  const out: Record<string, string> = {};
  for (const { tableName } of rows) {
    const result = await sql<{ rowsText: string | null }>`
      SELECT string_agg(t.xmin::text || ':' || t::text, E'\n' ORDER BY t::text) AS rows_text
      FROM ${sql.table(tableName)} t
    `.execute(db);
    out[tableName] = result.rows[0]?.rowsText ?? '';
  }
  return out;
}

// A Tuesday 01:00 in Sydney (AEDT, UTC+11) that is still Monday in UTC: dates must be Sydney's.
const NOW = new Date('2026-11-23T14:00:00Z');

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ demo: true, now: NOW });
});

afterAll(async () => {
  await testDb?.drop();
});

describe('seeds are idempotent', () => {
  it('running both seeds again writes nothing and returns the same ids', async () => {
    const before = await fingerprint(testDb.db);
    expect(Object.keys(before)).toContain('pathways');
    await seedPathways(testDb.db);
    const again = await seedDemo(testDb.db, { now: NOW });
    const after = await fingerprint(testDb.db);
    expect(after).toEqual(before);
    expect(again).toEqual(testDb.demo);
  });

  it('the fingerprint does notice a change (control)', async () => {
    const before = await fingerprint(testDb.db);
    await testDb.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('pathways')
        .set({ description: 'changed' })
        .where('name', '=', 'Engaging Humor')
        .execute();
      expect(await fingerprint(trx)).not.toEqual(before);
      await seedPathways(trx);
      const restored = await trx
        .selectFrom('pathways')
        .select(['description'])
        .where('name', '=', 'Engaging Humor')
        .executeTakeFirstOrThrow();
      expect(restored.description).toBe(
        PATHWAYS.find((p) => p.name === 'Engaging Humor')?.description,
      );
    });
  });
});

describe('an edited demo', () => {
  it('is left alone, and what was deleted is reported as MISSING_DEMO_ID instead of failing', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    class Rollback extends Error {}
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('menuItems').where('id', '=', demo.menuItemIds.garlicBread).execute();
        // Every completed meeting (the latest and the history before it).
        await trx
          .deleteFrom('meetings')
          .where('clubId', '=', demo.clubId)
          .where('status', '=', 'completed')
          .execute();
        await trx
          .deleteFrom('users')
          .where('id', '=', demo.userIds['member2@example.org'])
          .execute();
        const before = await fingerprint(trx);
        const ids = await seedDemo(trx, { now: NOW });
        expect(await fingerprint(trx)).toEqual(before);
        expect(ids).toEqual({
          ...demo,
          pastMeetingId: MISSING_DEMO_ID,
          userIds: { ...demo.userIds, 'member2@example.org': MISSING_DEMO_ID },
          menuItemIds: { ...demo.menuItemIds, garlicBread: MISSING_DEMO_ID },
        });
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });

  it('reports the upcoming meetings as of the given day', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const ids = await seedDemo(testDb.db, { now: new Date('2026-12-09T00:00:00Z') });
    expect(ids.meetingIds).toEqual(demo.meetingIds.slice(2));
  });
});

describe('membership records', () => {
  it('has guests at the past meetings, contacts, activity and mentorship pairs', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const visits = await testDb.db
      .selectFrom('rsvps')
      .innerJoin('meetings', 'meetings.id', 'rsvps.meetingId')
      .innerJoin('users', 'users.id', 'rsvps.userId')
      .innerJoin('clubMemberships', (join) =>
        join
          .onRef('clubMemberships.userId', '=', 'rsvps.userId')
          .onRef('clubMemberships.clubId', '=', 'rsvps.clubId'),
      )
      .select(['users.email', 'meetings.status'])
      .where('rsvps.clubId', '=', demo.clubId)
      .where('clubMemberships.role', '=', 'guest')
      .where('meetings.status', '=', 'completed')
      .where('rsvps.status', '=', 'attending')
      .orderBy('users.email')
      .execute();
    expect(visits.map((v) => v.email)).toEqual([
      'grace.visitor@example.org',
      'grace.visitor@example.org',
      'guest@example.org',
    ]);
    const memberships = await testDb.db
      .selectFrom('clubMemberships')
      .innerJoin('users', 'users.id', 'clubMemberships.userId')
      .select(['users.email', 'clubMemberships.role', 'clubMemberships.status', 'interestedAt'])
      .where(
        'users.email',
        'in',
        DEMO_VISITORS.map((v) => v.email),
      )
      .orderBy('users.email')
      .execute();
    expect(memberships.map((m) => [m.email, m.role, m.status, m.interestedAt !== null])).toEqual([
      ['ben.former@example.org', 'member', 'inactive', false],
      ['grace.visitor@example.org', 'guest', 'active', true],
    ]);
    const contacts = await testDb.db.selectFrom('guestContacts').select('clubId').execute();
    expect(contacts).toHaveLength(3);
    expect(contacts.every((c) => c.clubId === demo.clubId)).toBe(true);
    const kinds = await testDb.db
      .selectFrom('membershipActivity')
      .select('kind')
      .where('clubId', '=', demo.clubId)
      .execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set(['member_added', 'member_inactive', 'contact_logged']),
    );
    const pairs = await testDb.db
      .selectFrom('mentorshipPairs')
      .select('status')
      .where('clubId', '=', demo.clubId)
      .orderBy('status')
      .execute();
    expect(pairs.map((p) => p.status)).toEqual(['active', 'completed', 'ended_early']);
  });
});

describe('pathways catalogue', () => {
  it('has the 11 pathways of the catalogue, each with 3–5 core competencies', async () => {
    const rows = await testDb.db
      .selectFrom('pathways')
      .select(['name', 'description', 'coreCompetencies'])
      .orderBy('name')
      .execute();
    expect(rows.map((r) => r.name)).toEqual([...SPEC_PATHWAYS].sort());
    for (const row of rows) {
      expect(row.description, row.name).toBeTruthy();
      expect(row.coreCompetencies.length, row.name).toBeGreaterThanOrEqual(3);
      expect(row.coreCompetencies.length, row.name).toBeLessThanOrEqual(5);
    }
  });

  it('gives every pathway the 5 levels', async () => {
    const rows = await testDb.db
      .selectFrom('pathwayLevels')
      .innerJoin('pathways', 'pathways.id', 'pathwayLevels.pathwayId')
      .select([
        'pathways.name',
        'pathwayLevels.level',
        'pathwayLevels.title',
        'pathwayLevels.description',
      ])
      .orderBy('pathways.name')
      .orderBy('pathwayLevels.level')
      .execute();
    expect(rows).toHaveLength(55);
    for (const name of SPEC_PATHWAYS) {
      const levels = rows.filter((r) => r.name === name);
      expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
      expect(levels.map((l) => l.title)).toEqual(LEVEL_TITLES);
      expect(levels.every((l) => Boolean(l.description))).toBe(true);
    }
  });

  it('links the projects to the levels of every pathway', async () => {
    const links = await testDb.db
      .selectFrom('levelProjects')
      .innerJoin('pathwayLevels', 'pathwayLevels.id', 'levelProjects.levelId')
      .innerJoin('pathwayProjects', 'pathwayProjects.id', 'levelProjects.projectId')
      .select([
        'pathwayLevels.pathwayId',
        'pathwayLevels.level',
        'pathwayProjects.title',
        'levelProjects.order',
      ])
      .execute();
    expect(links).toHaveLength(SPEC_PATHWAYS.length * PATHWAY_PROJECTS.length);
    const iceBreakers = links.filter((l) => l.title === 'Ice Breaker');
    expect(iceBreakers).toHaveLength(11);
    expect(iceBreakers.every((l) => l.level === 1 && l.order === 1)).toBe(true);
    const titles = await testDb.db.selectFrom('pathwayProjects').select(['title']).execute();
    expect(titles.map((t) => t.title)).toEqual(
      expect.arrayContaining([
        'Ice Breaker',
        'Evaluation and Feedback',
        'Researching and Presenting',
        'Introduction to Vocal Variety and Body Language',
        'Active Listening',
      ]),
    );
  });
});

describe('demo people', () => {
  it('has exactly the demo e-mails, in the documented order', async () => {
    expect(DEMO_EMAILS).toEqual([
      'president@example.org',
      'vpe@example.org',
      'vpm@example.org',
      'secretary@example.org',
      'treasurer@example.org',
      'sergeant@example.org',
      'officer@example.org',
      'member@example.org',
      'member2@example.org',
      'guest@example.org',
      'admin@example.org',
      'outsider@example.org',
      'president2@example.org',
      'newcomer@example.org',
    ]);
    const users = await testDb.db.selectFrom('users').select(['email']).orderBy('email').execute();
    expect(users.map((u) => u.email)).toEqual(
      [...DEMO_EMAILS, ...DEMO_VISITORS.map((v) => v.email)].sort(),
    );
    expect(Object.keys(testDb.demo?.userIds ?? {})).toEqual(DEMO_EMAILS);
  });

  it('gives each person exactly the documented club and role', async () => {
    const rows = await testDb.db
      .selectFrom('users')
      .leftJoin('clubMemberships', 'clubMemberships.userId', 'users.id')
      .leftJoin('clubs', 'clubs.id', 'clubMemberships.clubId')
      .select([
        'users.email',
        'users.firstName',
        'users.lastName',
        'users.isSuperAdmin',
        'clubs.clubNumber',
        'clubs.name as clubName',
        'clubMemberships.role',
        'clubMemberships.status',
      ])
      .where(
        'users.email',
        'not in',
        DEMO_VISITORS.map((v) => v.email),
      )
      .orderBy('users.id')
      .execute();
    expect(rows).toEqual(
      DEMO_PEOPLE.map((p) => ({
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        isSuperAdmin: p.role === 'super_admin',
        clubNumber: p.clubNumber,
        clubName:
          p.clubNumber === '1234567'
            ? 'Lectern Demo Club'
            : p.clubNumber
              ? 'Harbour Speakers'
              : null,
        role: p.clubNumber === null ? null : p.role,
        status: p.clubNumber === null ? null : 'active',
      })),
    );
    const roles: Record<string, string | null> = {};
    for (const row of rows) roles[row.email ?? ''] = row.role;
    expect(roles).toMatchObject({
      'president@example.org': 'president',
      'vpe@example.org': 'vpe',
      'vpm@example.org': 'vpm',
      'secretary@example.org': 'secretary',
      'treasurer@example.org': 'treasurer',
      'sergeant@example.org': 'sergeant',
      'officer@example.org': 'officer',
      'member@example.org': 'member',
      'member2@example.org': 'member',
      'guest@example.org': 'guest',
      'admin@example.org': null,
      'outsider@example.org': 'member',
      'president2@example.org': 'president',
    });
  });

  it('has a profile for every membership: guest for the guest, member for the rest', async () => {
    const rows = await testDb.db
      .selectFrom('memberProfiles')
      .innerJoin('users', 'users.id', 'memberProfiles.userId')
      .select([
        'users.email',
        'memberProfiles.clubId',
        'memberProfiles.membershipStatus',
        'memberProfiles.pathwaysPath',
        'memberProfiles.currentLevel',
        'memberProfiles.dietaryRestrictions',
      ])
      .execute();
    const memberships = await testDb.db.selectFrom('clubMemberships').select(['userId']).execute();
    expect(rows).toHaveLength(memberships.length);
    for (const row of rows) {
      expect(row.membershipStatus, row.email ?? '').toBe(
        row.email === 'guest@example.org' || row.email === 'grace.visitor@example.org'
          ? 'guest'
          : 'member',
      );
      if (row.pathwaysPath !== null) expect(SPEC_PATHWAYS).toContain(row.pathwaysPath);
      expect(row.currentLevel).toBeGreaterThanOrEqual(1);
      expect(row.currentLevel).toBeLessThanOrEqual(3);
    }
    expect(rows.filter((r) => r.dietaryRestrictions)).toHaveLength(1);
  });
});

describe('demo club', () => {
  it('has the documented settings', async () => {
    const club = await testDb.db
      .selectFrom('clubs')
      .select([
        'name',
        'clubNumber',
        'district',
        'meetingLocation',
        'meetingDay',
        'meetingTime',
        'endTime',
        'timeZone',
        'meetingSettings',
      ])
      .where('id', '=', testDb.demo?.clubId ?? -1)
      .executeTakeFirstOrThrow();
    expect(club).toMatchObject({
      name: 'Lectern Demo Club',
      clubNumber: '1234567',
      district: '70',
      meetingLocation: 'Community Center',
      meetingDay: 'Tuesday',
      meetingTime: '18:15',
      endTime: '20:00',
      timeZone: 'Australia/Sydney',
      meetingSettings: { rsvpDeadline: 1, mealDeadline: 11, meetingFormat: 'in-person' },
    });
  });

  it('schedules the next 4 Tuesdays after today in Sydney, one completed meeting before, and a fortnightly history', async () => {
    expect(zonedDate(NOW, 'Australia/Sydney')).toBe('2026-11-24');
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const meetings = await testDb.db
      .selectFrom('meetings')
      .select([
        'id',
        'date',
        'startTime',
        'endTime',
        'title',
        'location',
        'status',
        'theme',
        'agendaTemplateId',
      ])
      .where('clubId', '=', demo.clubId)
      .orderBy('date')
      .execute();
    const history = Array.from({ length: HISTORY_MEETING_COUNT }, (_, i) =>
      addDays('2026-11-17', -14 * (HISTORY_MEETING_COUNT - i)),
    );
    expect(history[0]).toBe('2026-06-30');
    expect(meetings.map((m) => [m.id, m.date, m.status])).toEqual([
      ...history.map((date, i) => [meetings[i]?.id, date, 'completed']),
      [expect.any(Number), '2026-11-10', 'completed'],
      [demo.pastMeetingId, '2026-11-17', 'completed'],
      [demo.meetingIds[0], '2026-12-01', 'scheduled'],
      [demo.meetingIds[1], '2026-12-08', 'scheduled'],
      [demo.meetingIds[2], '2026-12-15', 'scheduled'],
      [demo.meetingIds[3], '2026-12-22', 'scheduled'],
    ]);
    for (const m of meetings) {
      expect(m).toMatchObject({
        startTime: '18:15:00',
        endTime: '19:45:00',
        title: 'Weekly Club Meeting',
        location: 'Community Center',
        agendaTemplateId: demo.templateIds.standard,
      });
      expect(m.theme).toBeTruthy();
    }
  });

  it('gives every meeting the standard slots; only three taken in the first, none by member, member2 or guest', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const roles = await testDb.db
      .selectFrom('meetingRoles')
      .select(['meetingId', 'roleType', 'status', 'userId', 'confirmedAt'])
      .where('clubId', '=', demo.clubId)
      .execute();
    for (const meetingId of [demo.pastMeetingId, ...demo.meetingIds]) {
      expect(
        roles
          .filter((r) => r.meetingId === meetingId)
          .map((r) => r.roleType)
          .sort(),
      ).toEqual([...DEMO_ROLE_TYPES].sort());
    }
    const taken = roles
      .filter((r) => r.meetingId === demo.meetingIds[0] && r.status !== 'open')
      .map((r) => ({ roleType: r.roleType, status: r.status, userId: r.userId }))
      .sort((a, b) => a.roleType.localeCompare(b.roleType));
    expect(taken).toEqual([
      { roleType: 'speaker1', status: 'assigned', userId: demo.userIds['sergeant@example.org'] },
      { roleType: 'timer', status: 'assigned', userId: demo.userIds['officer@example.org'] },
      { roleType: 'toastmaster', status: 'confirmed', userId: demo.userIds['vpe@example.org'] },
    ]);
    const later = roles.filter((r) => demo.meetingIds.slice(1).includes(r.meetingId));
    expect(later.every((r) => r.status === 'open' && r.userId === null)).toBe(true);
  });

  it('prices every RSVP from the menu and records the one payment', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const menu = await testDb.db
      .selectFrom('menuItems')
      .select(['id', 'name', 'category', 'price', 'available'])
      .where('clubId', '=', demo.clubId)
      .execute();
    expect(menu).toHaveLength(Object.keys(DEMO_MENU).length);
    expect(menu.filter((m) => !m.available).map((m) => m.name)).toEqual(['Seafood Linguine']);
    expect(menu.find((m) => m.id === demo.menuItemIds.beefRibs)).toMatchObject({
      name: 'Beef Ribs',
      price: '37.00',
    });
    const cents = (category: string, name: string | null): number => {
      if (name === null) return 0;
      const item = menu.find((m) => m.category === category && m.name === name);
      if (!item) throw new Error(`no ${category} called ${name}`);
      return Math.round(Number(item.price) * 100);
    };

    const rsvps = await testDb.db
      .selectFrom('rsvps')
      .innerJoin('users', 'users.id', 'rsvps.userId')
      .select([
        'rsvps.id',
        'users.email',
        'rsvps.meetingId',
        'rsvps.status',
        'rsvps.mealChoice',
        'rsvps.drink6pm',
        'rsvps.drink7pm',
        'rsvps.extras',
        'rsvps.mealPrice',
        'rsvps.totalPrice',
        'rsvps.paymentStatus',
        'rsvps.paidAt',
      ])
      .where('rsvps.clubId', '=', demo.clubId)
      .orderBy('rsvps.id')
      .execute();
    // The next meeting's four answers; the rest answer the club's past meetings (its history).
    const next = rsvps.filter((r) => r.meetingId === demo.meetingIds[0]);
    const history = rsvps.filter((r) => r.meetingId !== demo.meetingIds[0]);
    // Every answer the seed gives for the club's past meetings (ten history meetings and the latest).
    expect(history).toHaveLength(71);
    expect(history.every((r) => r.status === 'attending' && r.paymentStatus === 'pending')).toBe(
      true,
    );
    expect(next.map((r) => [r.email, r.status, r.paymentStatus])).toEqual([
      ['president@example.org', 'attending', 'paid'],
      ['vpe@example.org', 'attending', 'pending'],
      ['secretary@example.org', 'attending', 'pending'],
      ['treasurer@example.org', 'not_attending', 'pending'],
    ]);
    for (const r of rsvps) {
      const meal = cents('meal', r.mealChoice);
      const total =
        meal +
        cents('drink_6pm', r.drink6pm) +
        cents('drink_7pm', r.drink7pm) +
        cents('extras', r.extras);
      expect(Math.round(Number(r.mealPrice) * 100), r.email ?? '').toBe(meal);
      expect(Math.round(Number(r.totalPrice) * 100), r.email ?? '').toBe(total);
    }
    expect(rsvps.find((r) => r.email === 'president@example.org')?.totalPrice).toBe('45.50');

    const paid = rsvps.filter((r) => r.paymentStatus === 'paid');
    const events = await testDb.db
      .selectFrom('paymentEvents')
      .select(['rsvpId', 'meetingId', 'userId', 'fromStatus', 'toStatus', 'amount', 'actorUserId'])
      .where('clubId', '=', demo.clubId)
      .execute();
    expect(events).toEqual(
      paid.map((r) => ({
        rsvpId: r.id,
        meetingId: demo.meetingIds[0],
        userId: demo.userIds['president@example.org'],
        fromStatus: 'pending',
        toStatus: 'paid',
        amount: r.totalPrice,
        actorUserId: demo.userIds['treasurer@example.org'],
      })),
    );
    expect(paid[0]?.paidAt).toBeInstanceOf(Date);
  });

  it('has one default agenda template and one other', async () => {
    const templates = await testDb.db
      .selectFrom('agendaTemplates')
      .select(['id', 'name', 'isDefault', 'meetingDuration', 'content'])
      .where('clubId', '=', testDb.demo?.clubId ?? -1)
      .orderBy('id')
      .execute();
    expect(templates.map((t) => [t.id, t.name, t.isDefault])).toEqual([
      [testDb.demo?.templateIds.standard, 'Standard Meeting', true],
      [testDb.demo?.templateIds.online, 'Short Online Meeting', false],
    ]);
    expect(templates[0]?.meetingDuration).toBe(120);
    expect(templates[0]?.content.split('\n').length).toBeGreaterThan(10);
  });
});

describe('the second club', () => {
  it('has its own president, the outsider, a meeting, roles and an RSVP', async () => {
    const demo = testDb.demo;
    if (!demo) throw new Error('demo not seeded');
    const members = await testDb.db
      .selectFrom('clubMemberships')
      .select(['userId', 'role'])
      .where('clubId', '=', demo.secondClubId)
      .orderBy('userId')
      .execute();
    expect(members).toEqual([
      { userId: demo.userIds['outsider@example.org'], role: 'member' },
      { userId: demo.userIds['president2@example.org'], role: 'president' },
    ]);
    const meeting = await testDb.db
      .selectFrom('meetings')
      .select(['clubId', 'date'])
      .where('id', '=', demo.secondClubMeetingId)
      .executeTakeFirstOrThrow();
    expect(meeting.clubId).toBe(demo.secondClubId);
    const counts = await sql<{ roles: number; rsvps: number }>`
      SELECT (SELECT count(*) FROM meeting_roles WHERE club_id = ${demo.secondClubId})::int AS roles,
             (SELECT count(*) FROM rsvps WHERE club_id = ${demo.secondClubId})::int AS rsvps
    `.execute(testDb.db);
    expect(counts.rows[0]).toEqual({ roles: DEMO_ROLE_TYPES.length, rsvps: 1 });
  });
});

describe('demo dates', () => {
  it.each([
    // [instant, Sydney date, past Tuesday, first upcoming Tuesday]
    ['2026-11-23T14:00:00Z', '2026-11-24', '2026-11-17', '2026-12-01'], // Tuesday 01:00 AEDT
    // Monday: tomorrow's meeting would already be past its RSVP deadline, so the next is a week on.
    ['2026-11-23T12:59:59Z', '2026-11-23', '2026-11-17', '2026-12-01'], // Monday 23:59 AEDT
    ['2026-11-22T12:00:00Z', '2026-11-22', '2026-11-17', '2026-11-24'], // Sunday 23:00 AEDT
    ['2026-06-30T13:59:00Z', '2026-06-30', '2026-06-23', '2026-07-07'], // Tuesday 23:59 AEST
    ['2026-07-01T00:00:00Z', '2026-07-01', '2026-06-30', '2026-07-07'], // Wednesday
    ['2026-04-04T14:30:00Z', '2026-04-05', '2026-03-31', '2026-04-07'], // DST ends that Sunday
  ])('%s → today %s, past %s, next %s', (instant, today, past, next) => {
    const dates = demoMeetingDates(new Date(instant));
    expect(dates.today).toBe(today);
    expect(dates.past).toBe(past);
    expect(dates.upcoming[0]).toBe(next);
    expect(dates.upcoming).toHaveLength(4);
    expect(dates.upcoming.every((d) => dayOfWeek(d) === 2)).toBe(true);
  });

  it('steps over month and year ends', () => {
    expect(nextWeekdays('2026-12-27', 2, 3)).toEqual(['2026-12-29', '2027-01-05', '2027-01-12']);
    expect(previousWeekday('2027-01-01', 2)).toBe('2026-12-29');
  });
});
