// The invariants the database enforces on its own, whatever the code above does.
// Each case runs in a transaction that is rolled back, against one demo database.
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, MeetingRoleStatus, MeetingStatus, PaymentStatus } from './schema.js';
import type { DemoIds } from './seed/demo.js';
import { createTestDb, type TestDb } from './testing.js';

type Trx = Transaction<Database>;

const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
const CHECK = '23514';
const NOT_NULL = '23502';
const RAISED = 'P0001';

interface Case {
  name: string;
  /** The SQLSTATE expected, or null when the statement must succeed (a control). */
  code: string | null;
  run: (trx: Trx, ids: DemoIds) => Promise<unknown>;
}

let testDb: TestDb;
let ids: DemoIds;

class Rollback extends Error {}

/** Runs `run` in a transaction that is always rolled back; returns the error it raised, if any. */
async function attempt(run: (trx: Trx) => Promise<unknown>): Promise<unknown> {
  let raised: unknown;
  await testDb.db
    .transaction()
    .execute(async (trx) => {
      try {
        await run(trx);
      } catch (error) {
        raised = error;
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return raised;
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

async function openRole(trx: Trx, meetingId: number, roleType: string) {
  return trx
    .selectFrom('meetingRoles')
    .select(['id', 'status', 'userId'])
    .where('meetingId', '=', meetingId)
    .where('roleType', '=', roleType)
    .executeTakeFirstOrThrow();
}

async function presidentRsvpId(trx: Trx, ids: DemoIds): Promise<number> {
  const row = await trx
    .selectFrom('rsvps')
    .select(['id'])
    .where('meetingId', '=', ids.meetingIds[0] ?? -1)
    .where('userId', '=', ids.userIds['president@example.org'])
    .executeTakeFirstOrThrow();
  return row.id;
}

const first = (ids: DemoIds): number => {
  const id = ids.meetingIds[0];
  if (id === undefined) throw new Error('demo has no upcoming meeting');
  return id;
};

const setLogo = (logoUrl: string | null) => (trx: Trx, ids: DemoIds) =>
  trx.updateTable('clubs').set({ logoUrl }).where('id', '=', ids.clubId).execute();

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const CASES: Case[] = [
  // users
  {
    name: 'users: e-mail is unique regardless of case',
    code: UNIQUE,
    run: (trx) => trx.insertInto('users').values({ email: 'President@Example.ORG' }).execute(),
  },
  {
    name: 'users: a new e-mail is accepted (control)',
    code: null,
    run: (trx) => trx.insertInto('users').values({ email: 'first-timer@example.org' }).execute(),
  },
  {
    name: 'users: (oidc_issuer, oidc_subject) is unique',
    code: UNIQUE,
    run: async (trx, ids) => {
      const identity = { oidcIssuer: 'https://id.example.org', oidcSubject: 'subject-1' };
      await trx
        .updateTable('users')
        .set(identity)
        .where('id', '=', ids.userIds['member@example.org'])
        .execute();
      await trx
        .insertInto('users')
        .values({ email: 'someone@example.org', ...identity })
        .execute();
    },
  },
  {
    name: 'users: the same subject at another issuer is accepted (control)',
    code: null,
    run: async (trx, ids) => {
      await trx
        .updateTable('users')
        .set({ oidcIssuer: 'https://id.example.org', oidcSubject: 'subject-1' })
        .where('id', '=', ids.userIds['member@example.org'])
        .execute();
      await trx
        .insertInto('users')
        .values({
          email: 'someone@example.org',
          oidcIssuer: 'https://other.example.org',
          oidcSubject: 'subject-1',
        })
        .execute();
    },
  },
  {
    name: 'users: an issuer without a subject is rejected',
    code: CHECK,
    run: (trx) =>
      trx
        .insertInto('users')
        .values({ email: 'half@example.org', oidcIssuer: 'https://id.example.org' })
        .execute(),
  },

  // club_memberships
  {
    name: 'club_memberships: one membership per (club, user)',
    code: UNIQUE,
    run: (trx, ids) =>
      trx
        .insertInto('clubMemberships')
        .values({ clubId: ids.clubId, userId: ids.userIds['member@example.org'] })
        .execute(),
  },
  {
    name: 'club_memberships: role CHECK',
    code: CHECK,
    run: (trx, ids) =>
      sql`UPDATE club_memberships SET role = 'owner' WHERE club_id = ${ids.clubId} AND user_id = ${ids.userIds['member@example.org']}`.execute(
        trx,
      ),
  },
  {
    name: 'club_memberships: status CHECK',
    code: CHECK,
    run: (trx, ids) =>
      sql`UPDATE club_memberships SET status = 'banned' WHERE club_id = ${ids.clubId} AND user_id = ${ids.userIds['member@example.org']}`.execute(
        trx,
      ),
  },

  // clubs
  {
    name: 'clubs: club number is unique',
    code: UNIQUE,
    run: (trx) =>
      trx
        .insertInto('clubs')
        .values({ name: 'Copycat Club', clubNumber: '1234567', locale: 'en-AU', currency: 'AUD' })
        .execute(),
  },
  {
    name: 'clubs: time zone is not null',
    code: NOT_NULL,
    run: (trx, ids) => sql`UPDATE clubs SET time_zone = NULL WHERE id = ${ids.clubId}`.execute(trx),
  },
  { name: 'clubs logo: javascript: is rejected', code: CHECK, run: setLogo('javascript:alert(1)') },
  {
    name: 'clubs logo: http: is rejected',
    code: CHECK,
    run: setLogo('http://example.org/logo.png'),
  },
  {
    name: 'clubs logo: data:text/html is rejected',
    code: CHECK,
    run: setLogo('data:text/html;base64,PHNjcmlwdD4='),
  },
  {
    name: 'clubs logo: data:image/svg+xml is rejected',
    code: CHECK,
    run: setLogo('data:image/svg+xml;base64,PHN2Zz4='),
  },
  {
    name: 'clubs logo: a data URL with markup after the base64 is rejected',
    code: CHECK,
    run: setLogo('data:image/png;base64,iVBORw0KGgo=<script>'),
  },
  {
    name: 'clubs logo: https: over 500 characters is rejected',
    code: CHECK,
    run: setLogo(`https://example.org/${'a'.repeat(490)}`),
  },
  {
    name: 'clubs logo: https: is accepted',
    code: null,
    run: setLogo('https://example.org/logo.png'),
  },
  { name: 'clubs logo: data:image/png;base64 is accepted', code: null, run: setLogo(PNG_1X1) },
  { name: 'clubs logo: empty (removed) is accepted', code: null, run: setLogo('') },
  { name: 'clubs logo: null is accepted', code: null, run: setLogo(null) },

  // meetings
  {
    name: 'meetings: status CHECK',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .updateTable('meetings')
        .set({ status: 'postponed' as MeetingStatus })
        .where('id', '=', first(ids))
        .execute(),
  },
  {
    name: 'meetings: every listed status is accepted (control)',
    code: null,
    run: async (trx, ids) => {
      for (const status of ['active', 'completed', 'cancelled', 'scheduled'] as const) {
        await trx.updateTable('meetings').set({ status }).where('id', '=', first(ids)).execute();
      }
    },
  },
  {
    name: 'meetings: an agenda template of another club is rejected',
    code: FOREIGN_KEY,
    run: async (trx, ids) => {
      const foreign = await trx
        .selectFrom('agendaTemplates')
        .select(['id'])
        .where('clubId', '=', ids.secondClubId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('meetings')
        .set({ agendaTemplateId: foreign.id })
        .where('id', '=', first(ids))
        .execute();
    },
  },

  // meeting_roles
  {
    name: 'meeting_roles: a member can hold only one role per meeting',
    code: UNIQUE,
    run: async (trx, ids) => {
      // vpe is the confirmed toastmaster of the first meeting.
      const role = await openRole(trx, first(ids), 'speaker2');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: ids.userIds['vpe@example.org'], status: 'assigned', assignedAt: new Date() })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'meeting_roles: a club allowing two roles refuses a third',
    code: UNIQUE,
    run: async (trx, ids) => {
      await trx
        .updateTable('clubs')
        .set({ rolesPerMember: 2 })
        .where('id', '=', ids.clubId)
        .execute();
      const vpe = ids.userIds['vpe@example.org'];
      for (const roleType of ['speaker2', 'speaker3']) {
        const role = await openRole(trx, first(ids), roleType);
        await trx
          .updateTable('meetingRoles')
          .set({ userId: vpe, status: 'assigned', assignedAt: new Date() })
          .where('id', '=', role.id)
          .execute();
      }
    },
  },
  {
    name: 'meeting_roles: a club allowing two roles accepts a second (control)',
    code: null,
    run: async (trx, ids) => {
      await trx
        .updateTable('clubs')
        .set({ rolesPerMember: 2 })
        .where('id', '=', ids.clubId)
        .execute();
      const role = await openRole(trx, first(ids), 'speaker2');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: ids.userIds['vpe@example.org'], status: 'assigned', assignedAt: new Date() })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'clubs: roles per member is 1 or 2',
    code: CHECK,
    run: (trx, ids) =>
      trx.updateTable('clubs').set({ rolesPerMember: 3 }).where('id', '=', ids.clubId).execute(),
  },
  {
    name: 'clubs: currency is a three-letter code',
    code: CHECK,
    run: (trx, ids) =>
      trx.updateTable('clubs').set({ currency: 'usd' }).where('id', '=', ids.clubId).execute(),
  },
  {
    name: 'meeting_roles: volunteering for an open role is accepted (control)',
    code: null,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'speaker2');
      const result = await trx
        .updateTable('meetingRoles')
        .set({
          userId: ids.userIds['member@example.org'],
          status: 'assigned',
          assignedAt: new Date(),
        })
        .where('id', '=', role.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new Error('the conditional update matched no row');
    },
  },
  {
    name: 'meeting_roles: the same member in two different meetings is accepted (control)',
    code: null,
    run: async (trx, ids) => {
      for (const meetingId of ids.meetingIds.slice(0, 2)) {
        const role = await openRole(trx, meetingId, 'speaker3');
        await trx
          .updateTable('meetingRoles')
          .set({ userId: ids.userIds['member2@example.org'], status: 'assigned' })
          .where('id', '=', role.id)
          .execute();
      }
    },
  },
  {
    name: 'meeting_roles: (meeting_id, role_type) is unique',
    code: UNIQUE,
    run: (trx, ids) =>
      trx
        .insertInto('meetingRoles')
        .values({ meetingId: first(ids), clubId: ids.clubId, roleType: 'toastmaster' })
        .execute(),
  },
  {
    name: "meeting_roles: status 'open' with a user is rejected",
    code: CHECK,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'speaker3');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: ids.userIds['member@example.org'] })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: "meeting_roles: status 'assigned' without a user is rejected",
    code: CHECK,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'speaker3');
      await trx
        .updateTable('meetingRoles')
        .set({ status: 'assigned' })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'meeting_roles: unassigning a confirmed role without reopening it is rejected',
    code: CHECK,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'toastmaster');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: null })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'meeting_roles: status CHECK',
    code: CHECK,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'timer');
      await trx
        .updateTable('meetingRoles')
        .set({ status: 'volunteered' as MeetingRoleStatus })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'meeting_roles: an assignee who is not a member of the meeting’s club is rejected',
    code: FOREIGN_KEY,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'speaker3');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: ids.userIds['outsider@example.org'], status: 'assigned' })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: 'meeting_roles: a super admin without membership cannot be assigned either',
    code: FOREIGN_KEY,
    run: async (trx, ids) => {
      const role = await openRole(trx, first(ids), 'speaker3');
      await trx
        .updateTable('meetingRoles')
        .set({ userId: ids.userIds['admin@example.org'], status: 'assigned' })
        .where('id', '=', role.id)
        .execute();
    },
  },
  {
    name: "meeting_roles: a slot claiming another club than its meeting's is rejected",
    code: FOREIGN_KEY,
    run: (trx, ids) =>
      trx
        .insertInto('meetingRoles')
        .values({
          meetingId: first(ids),
          clubId: ids.secondClubId,
          roleType: 'grammarian_2',
          userId: ids.userIds['outsider@example.org'],
          status: 'assigned',
        })
        .execute(),
  },
  {
    name: 'meeting_roles: a role type outside [a-z][a-z0-9_]* is rejected',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .insertInto('meetingRoles')
        .values({ meetingId: first(ids), clubId: ids.clubId, roleType: 'Speaker<script>' })
        .execute(),
  },

  // rsvps
  {
    name: 'rsvps: one RSVP per member per meeting',
    code: UNIQUE,
    run: (trx, ids) =>
      trx
        .insertInto('rsvps')
        .values({
          meetingId: first(ids),
          clubId: ids.clubId,
          userId: ids.userIds['president@example.org'],
        })
        .execute(),
  },
  {
    name: 'rsvps: INSERT … ON CONFLICT (meeting_id, user_id) updates in place (control)',
    code: null,
    run: async (trx, ids) => {
      const row = {
        meetingId: first(ids),
        clubId: ids.clubId,
        userId: ids.userIds['president@example.org'],
      };
      await trx
        .insertInto('rsvps')
        .values({ ...row, status: 'tentative' })
        .onConflict((oc) =>
          oc.columns(['meetingId', 'userId']).doUpdateSet({ status: 'tentative' }),
        )
        .execute();
      const count = await trx
        .selectFrom('rsvps')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('meetingId', '=', row.meetingId)
        .where('userId', '=', row.userId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) !== 1) throw new Error(`expected one RSVP, found ${count.n}`);
    },
  },
  {
    name: "rsvps: a member of another club cannot RSVP to this club's meeting",
    code: FOREIGN_KEY,
    run: (trx, ids) =>
      trx
        .insertInto('rsvps')
        .values({
          meetingId: first(ids),
          clubId: ids.clubId,
          userId: ids.userIds['outsider@example.org'],
        })
        .execute(),
  },
  {
    name: 'rsvps: meal price below zero is rejected',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .insertInto('rsvps')
        .values({
          meetingId: first(ids),
          clubId: ids.clubId,
          userId: ids.userIds['member@example.org'],
          mealPrice: '-1.00',
        })
        .execute(),
  },
  {
    name: 'rsvps: total price below zero is rejected',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .insertInto('rsvps')
        .values({
          meetingId: first(ids),
          clubId: ids.clubId,
          userId: ids.userIds['member@example.org'],
          totalPrice: '-0.01',
        })
        .execute(),
  },
  {
    name: 'rsvps: zero prices are accepted (control)',
    code: null,
    run: (trx, ids) =>
      trx
        .insertInto('rsvps')
        .values({
          meetingId: first(ids),
          clubId: ids.clubId,
          userId: ids.userIds['member@example.org'],
          mealPrice: 0,
          totalPrice: '0.00',
        })
        .execute(),
  },
  {
    name: "rsvps: 'paid' without paid_at is rejected",
    code: CHECK,
    run: async (trx, ids) => {
      const id = await presidentRsvpId(trx, ids);
      await trx.updateTable('rsvps').set({ paidAt: null }).where('id', '=', id).execute();
    },
  },
  {
    name: "rsvps: paid_at on a 'pending' RSVP is rejected",
    code: CHECK,
    run: async (trx, ids) => {
      const id = await presidentRsvpId(trx, ids);
      await trx
        .updateTable('rsvps')
        .set({ paymentStatus: 'pending' })
        .where('id', '=', id)
        .execute();
    },
  },
  {
    name: 'rsvps: paid → pending together with paid_at cleared is accepted (control)',
    code: null,
    run: async (trx, ids) => {
      const id = await presidentRsvpId(trx, ids);
      await trx
        .updateTable('rsvps')
        .set({ paymentStatus: 'pending', paidAt: null })
        .where('id', '=', id)
        .execute();
    },
  },
  {
    name: 'rsvps: payment status CHECK',
    code: CHECK,
    run: async (trx, ids) => {
      const id = await presidentRsvpId(trx, ids);
      await trx
        .updateTable('rsvps')
        .set({ paymentStatus: 'refunded' as PaymentStatus })
        .where('id', '=', id)
        .execute();
    },
  },
  {
    name: 'rsvps: status CHECK',
    code: CHECK,
    run: async (trx, ids) => {
      const id = await presidentRsvpId(trx, ids);
      await sql`UPDATE rsvps SET status = 'maybe' WHERE id = ${id}`.execute(trx);
    },
  },

  // menu_items
  {
    name: 'menu_items: price below zero is rejected',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .insertInto('menuItems')
        .values({ clubId: ids.clubId, name: 'Refund', price: '-5.00', category: 'meal' })
        .execute(),
  },
  {
    name: 'menu_items: category CHECK',
    code: CHECK,
    run: (trx, ids) =>
      sql`INSERT INTO menu_items (club_id, name, price, category) VALUES (${ids.clubId}, 'Cigar', 10, 'tobacco')`.execute(
        trx,
      ),
  },

  // payment_events
  {
    name: 'payment_events: UPDATE is rejected (append-only)',
    code: RAISED,
    run: (trx) => trx.updateTable('paymentEvents').set({ amount: '0.00' }).execute(),
  },
  {
    name: 'payment_events: DELETE is rejected (append-only)',
    code: RAISED,
    run: (trx) => trx.deleteFrom('paymentEvents').execute(),
  },
  {
    name: 'payment_events: an amount below zero is rejected',
    code: CHECK,
    run: (trx, ids) =>
      trx
        .insertInto('paymentEvents')
        .values({
          clubId: ids.clubId,
          rsvpId: 1,
          meetingId: first(ids),
          userId: ids.userIds['president@example.org'],
          fromStatus: 'paid',
          toStatus: 'pending',
          amount: '-1.00',
        })
        .execute(),
  },
  {
    name: 'payment_events: INSERT is accepted (control)',
    code: null,
    run: (trx, ids) =>
      trx
        .insertInto('paymentEvents')
        .values({
          clubId: ids.clubId,
          rsvpId: 1,
          meetingId: first(ids),
          userId: ids.userIds['president@example.org'],
          fromStatus: 'paid',
          toStatus: 'pending',
          amount: '45.50',
          actorUserId: ids.userIds['treasurer@example.org'],
        })
        .execute(),
  },

  // member_profiles
  {
    name: 'member_profiles: a profile needs a membership in that club',
    code: FOREIGN_KEY,
    run: (trx, ids) =>
      trx
        .insertInto('memberProfiles')
        .values({ clubId: ids.clubId, userId: ids.userIds['outsider@example.org'] })
        .execute(),
  },
  {
    name: 'member_profiles: membership status CHECK',
    code: CHECK,
    run: (trx, ids) =>
      sql`UPDATE member_profiles SET membership_status = 'vip' WHERE club_id = ${ids.clubId}`.execute(
        trx,
      ),
  },
];

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  if (!testDb.demo) throw new Error('demo not seeded');
  ids = testDb.demo;
});

afterAll(async () => {
  await testDb?.drop();
});

describe('database constraints', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const error = await attempt((trx) => testCase.run(trx, ids));
    if (testCase.code === null) {
      expect(error).toBeUndefined();
    } else {
      expect(error, 'the statement should have been rejected').toBeDefined();
      expect(codeOf(error), String(error)).toBe(testCase.code);
    }
  });

  it('leaves the database as it was after every case (rollback works)', async () => {
    const roles = await testDb.db
      .selectFrom('meetingRoles')
      .select(['roleType', 'status', 'userId'])
      .where('meetingId', '=', first(ids))
      .where('status', '!=', 'open')
      .orderBy('roleType')
      .execute();
    expect(roles).toEqual([
      { roleType: 'speaker1', status: 'assigned', userId: ids.userIds['sergeant@example.org'] },
      { roleType: 'timer', status: 'assigned', userId: ids.userIds['officer@example.org'] },
      { roleType: 'toastmaster', status: 'confirmed', userId: ids.userIds['vpe@example.org'] },
    ]);
    const events = await testDb.db.selectFrom('paymentEvents').select(['amount']).execute();
    expect(events).toEqual([{ amount: '45.50' }]);
  });

  it('names the append-only rule in the error', async () => {
    const error = await attempt((trx) => trx.deleteFrom('paymentEvents').execute());
    expect(String(error)).toContain('append-only');
  });
});
