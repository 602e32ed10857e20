// Mass assignment and escalation: server-controlled fields sent by a client
// (role, isSuperAdmin, membershipStatus, paymentStatus, prices, clubId…) leave the database as
// it was, on every mutation of both doors; self-promotion, CSV officer ranks and the last
// president give 0 escalations.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/router.js';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS, raceTest } from '../helpers.js';
import {
  bindMatrix,
  callPath,
  cellFor,
  HTTP_OF_CODE,
  MATRIX,
  REST_KEYS,
  REST_MATRIX,
  restPath,
  ownerOf,
} from './matrix.js';
import { buildWorlds, listen, unique, type ClubKey, type ClubWorld } from './world.js';

let h: ApiHarness;
let worlds: Record<ClubKey, ClubWorld>;
let base: string;
beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
  worlds = await buildWorlds(h);
  bindMatrix(h, worlds);
});
afterAll(async () => h?.close());

/** What no client may set: platform flags, club roles, statuses, payment, and other clubs' rows. */
async function protectedState() {
  const second = worlds.second.clubId;
  const { rows } = await sql<{ part: string; digest: string }>`
    SELECT 'superAdmins' AS part, string_agg(id::text, ',' ORDER BY id) AS digest
      FROM users WHERE is_super_admin
    UNION ALL
    SELECT 'memberships', string_agg(club_id || ':' || user_id || ':' || role || ':' || status, ','
      ORDER BY club_id, user_id) FROM club_memberships
    UNION ALL
    SELECT 'profileStatus', string_agg(club_id || ':' || user_id || ':' || coalesce(membership_status, '-'), ','
      ORDER BY club_id, user_id) FROM member_profiles
    UNION ALL
    SELECT 'payments', string_agg(id || ':' || payment_status || ':' || coalesce(paid_at::text, '-'), ','
      ORDER BY id) FROM rsvps
    UNION ALL
    SELECT 'ledger', count(*)::text FROM payment_events
    UNION ALL
    SELECT 'secondClub', md5(string_agg(c::text, ',')) FROM clubs c WHERE id = ${second}
    UNION ALL
    SELECT 'secondMeetings', md5(coalesce(string_agg(m::text, ',' ORDER BY m.id), '')) FROM meetings m WHERE club_id = ${second}
    UNION ALL
    SELECT 'secondRoles', md5(coalesce(string_agg(r::text, ',' ORDER BY r.id), ''))
      FROM meeting_roles r JOIN meetings m ON m.id = r.meeting_id WHERE m.club_id = ${second}
    UNION ALL
    SELECT 'secondRsvps', md5(coalesce(string_agg(r::text, ',' ORDER BY r.id), '')) FROM rsvps r WHERE club_id = ${second}
    UNION ALL
    SELECT 'secondTemplates', md5(coalesce(string_agg(t::text, ',' ORDER BY t.id), '')) FROM agenda_templates t WHERE club_id = ${second}
    UNION ALL
    SELECT 'secondMenu', md5(coalesce(string_agg(i::text, ',' ORDER BY i.id), '')) FROM menu_items i WHERE club_id = ${second}
  `.execute(h.db);
  return Object.fromEntries(rows.map((r) => [r.part, r.digest]));
}

/**
 * Fields a client might send to escalate. A field the procedure really takes keeps its valid
 * value (the extras never override the input); the rest must be ignored or refused.
 */
async function extras() {
  return {
    role: 'president',
    isSuperAdmin: true,
    is_super_admin: true,
    membershipStatus: 'member',
    status: 'active',
    paymentStatus: 'paid',
    paidAt: new Date().toISOString(),
    mealPrice: '0.01',
    totalPrice: '0.01',
    price: '0.01',
    amount: 1,
    clubId: worlds.second.clubId,
    userId: (await h.userByEmail('president2@example.org')).id,
    id: 1,
    createdAt: '2000-01-01',
  };
}

/** Parts of the state a mutation changes legitimately (its own job), left out of the check. */
const LEGITIMATE: Record<string, string[]> = {
  'members.changeRole': ['memberships', 'profileStatus'],
  'rsvps.setPayment': ['payments', 'ledger'],
  'members.add': ['memberships', 'profileStatus'],
  'members.bulkUpload': ['memberships', 'profileStatus'],
  // Making a member inactive is a membership's status; a conversion is a role change.
  'members.setStatus': ['memberships'],
  'growth.convertGuest': ['memberships', 'profileStatus'],
  // RSVP-for/own RSVP may add a row (pending) to the payments list.
  'rsvps.submit': ['payments'],
  // A one-click RSVP from an e-mail is the link owner's own RSVP (the matrix's link is one).
  'emailActions.perform': ['payments'],
  'meetings.delete': ['payments'],
  // Deleting one's account removes one's memberships (the caller here is a stand-in).
  'account.delete': ['memberships', 'profileStatus', 'payments'],
  // A new club's first president is its one membership (docs/decisions/032).
  'platformClubs.create': ['memberships', 'profileStatus'],
  // A visitor's check-in makes them a guest of the club (check-in.test.ts: a guest, whatever the body says).
  'checkIn.guest': ['memberships', 'profileStatus'],
};

const MUTATIONS = Object.entries(appRouter._def.procedures)
  .filter(([, procedure]) => (procedure as { _def: { type: string } })._def.type === 'mutation')
  .map(([path]) => path)
  // A procedure without a matrix row has no valid input; the matrix guard test names it.
  .filter((path) => path in MATRIX)
  .sort();

function without(state: Record<string, string>, parts: string[] = []) {
  return Object.fromEntries(Object.entries(state).filter(([k]) => !parts.includes(k)));
}

describe('mass assignment: every mutation with server-controlled extras', () => {
  it.each(MUTATIONS)('tRPC %s', async (proc) => {
    const actor = await ownerOf(proc);
    const input = (await MATRIX[proc]!.input?.(await cellFor(actor, 'demo', true))) ?? {};
    const before = await protectedState();
    await callPath(await h.callerAs(actor.email), proc, { ...(await extras()), ...input }).catch(
      (error: unknown) => {
        // Refusing an unknown field outright is as good as ignoring it; anything else is not.
        const code = (error as { code?: string }).code ?? '';
        if (code !== 'BAD_REQUEST' && !(MATRIX[proc]!.okCodes ?? []).includes(code)) throw error;
      },
    );
    expect(without(await protectedState(), LEGITIMATE[proc])).toEqual(
      without(before, LEGITIMATE[proc]),
    );
  });

  it.each(REST_KEYS.filter((key) => !key.startsWith('GET ') && key in REST_MATRIX))(
    'REST %s',
    async (key) => {
      const [method, url] = key.split(' ') as [string, string];
      const row = REST_MATRIX[key]!;
      const actor = await ownerOf(row.proc);
      const input = (await MATRIX[row.proc]!.input?.(await cellFor(actor, 'demo', true))) ?? {};
      const before = await protectedState();
      const app = await h.http();
      // The path decides the club: a body clubId naming the other club is sent on purpose.
      const response = await app.inject({
        method: method as 'POST',
        url: restPath(url, row, input),
        headers: { ...(await h.authAs(actor.email!)), 'content-type': 'application/json' },
        payload: JSON.stringify({ ...input, ...(await extras()), ...pick(input, KEEP) }),
      });
      const okStatuses = (MATRIX[row.proc]!.okCodes ?? []).map((code) => HTTP_OF_CODE[code]);
      if (!okStatuses.includes(response.statusCode))
        expect(response.statusCode, response.body).toBeLessThan(500);
      expect(without(await protectedState(), LEGITIMATE[row.proc])).toEqual(
        without(before, LEGITIMATE[row.proc]),
      );
    },
  );
});

/** Body fields a REST route really reads, kept at their valid value. */
const KEEP = ['role', 'status', 'paymentStatus', 'price', 'userId', 'id'];
function pick(input: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(Object.entries(input).filter(([k]) => keys.includes(k)));
}

describe('mass assignment: the values that land', () => {
  it('a new member or a CSV row never becomes super admin or an officer rank', async () => {
    const president = await h.callerAs(ACTORS.president);
    const email = `${unique('plain')}@example.org`;
    await president.members.add({
      clubId: worlds.demo.clubId,
      name: 'Plain Person',
      email,
      role: 'member',
      isSuperAdmin: true,
      membershipStatus: 'member',
    } as Parameters<typeof president.members.add>[0]);
    const user = await h.userByEmail(email);
    expect(user.isSuperAdmin).toBe(false);
    const membership = await h.db
      .selectFrom('clubMemberships')
      .select(['clubId', 'role', 'status'])
      .where('userId', '=', user.id)
      .execute();
    expect(membership).toEqual([{ clubId: worlds.demo.clubId, role: 'member', status: 'active' }]);
  });

  it('an RSVP with client prices and a paid status is priced by the server and pending', async () => {
    const app = await h.http();
    const response = await app.inject({
      method: 'POST',
      url: `/api/meetings/${worlds.demo.meetingId}/rsvps`,
      headers: { ...(await h.authAs(ACTORS.member)), 'content-type': 'application/json' },
      payload: {
        status: 'attending',
        hasMeal: false,
        mealPrice: '0.01',
        totalPrice: '0.01',
        paymentStatus: 'paid',
        paidAt: new Date().toISOString(),
        clubId: worlds.second.clubId,
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('rsvps')
      .select(['clubId', 'totalPrice', 'paymentStatus', 'paidAt'])
      .where('id', '=', response.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      clubId: worlds.demo.clubId,
      totalPrice: '5.00',
      paymentStatus: 'pending',
      paidAt: null,
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Escalation

async function roleOf(email: string, clubId = worlds.demo.clubId) {
  const user = await h.userByEmail(email);
  const row = await h.db
    .selectFrom('clubMemberships')
    .select('role')
    .where('clubId', '=', clubId)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  return row?.role;
}

async function presidents(clubId: number) {
  return h.db
    .selectFrom('clubMemberships')
    .select('userId')
    .where('clubId', '=', clubId)
    .where('role', '=', 'president')
    .where('status', '=', 'active')
    .execute();
}

describe('escalation', () => {
  it('nobody promotes themselves, through either door', async () => {
    const app = await h.http();
    const people = [ACTORS.guest, ACTORS.member, ACTORS.officer, ACTORS.vpe, ACTORS.treasurer];
    for (const email of [...people, ACTORS.president]) {
      const me = await h.userByEmail(email);
      const before = await roleOf(email);
      for (const role of ['president', 'vpe', 'member', 'officer']) {
        const caller = await h.callerAs(email);
        const trpc = await caller.members
          .changeRole({ clubId: worlds.demo.clubId, userId: me.id, role: role as 'president' })
          .then(
            () => 'OK',
            (e: { code?: string }) => e.code,
          );
        const rest = await app.inject({
          method: 'PATCH',
          url: `/api/clubs/${worlds.demo.clubId}/members/${me.id}/role`,
          headers: { ...(await h.authAs(email)), 'content-type': 'application/json' },
          payload: { role },
        });
        // Unchanged (the same role) is a no-op; anything else is refused.
        if (role !== before) {
          expect(trpc, `${email} → ${role}`).toBe('FORBIDDEN');
          expect(rest.statusCode, `${email} → ${role}`).toBe(403);
        }
      }
      expect(await roleOf(email)).toBe(before);
    }
  });

  it('managers cannot give or take officer ranks; members and guests change no roles', async () => {
    const target = await h.userByEmail(ACTORS.member2);
    for (const email of [ACTORS.vpe, ACTORS.vpm, ACTORS.secretary, ACTORS.treasurer]) {
      for (const role of ['president', 'vpe', 'treasurer', 'sergeant']) {
        const code = await (
          await h.callerAs(email)
        ).members
          .changeRole({ clubId: worlds.demo.clubId, userId: target.id, role: role as 'vpe' })
          .then(
            () => 'OK',
            (e: { code?: string }) => e.code,
          );
        expect(code, `${email} → ${role}`).toBe('FORBIDDEN');
      }
    }
    for (const email of [ACTORS.member, ACTORS.guest, ACTORS.sergeant]) {
      const code = await (
        await h.callerAs(email)
      ).members
        .changeRole({ clubId: worlds.demo.clubId, userId: target.id, role: 'guest' })
        .then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
      expect(code).toBe('FORBIDDEN');
    }
    expect(await roleOf(ACTORS.member2)).toBe('member');
  });

  it('CSV and Add Member: officer ranks are refused and existing people keep their role', async () => {
    const president = await h.callerAs(ACTORS.president);
    for (const role of ['president', 'vpe', 'vpm', 'secretary', 'treasurer', 'sergeant', 'vppr']) {
      const email = `${unique('csv')}@example.org`;
      const code = await president.members
        .bulkUpload({ clubId: worlds.demo.clubId, members: [{ name: 'Csv Person', email, role }] })
        .then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
      expect(code, role).toBe('BAD_REQUEST');
      const add = await president.members
        .add({ clubId: worlds.demo.clubId, name: 'Add Person', email, role: role as 'member' })
        .then(
          () => 'OK',
          (e: { code?: string }) => e.code,
        );
      expect(add, role).toBe('BAD_REQUEST');
      expect(
        await h.db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    }
    // An existing member listed again as "officer" (allowed for new people) is not promoted.
    await president.members.bulkUpload({
      clubId: worlds.demo.clubId,
      members: [{ name: 'Liam Patel', email: ACTORS.member, role: 'officer' }],
    });
    expect(await roleOf(ACTORS.member)).toBe('member');
    // A guest listed again as "member" is not converted by the upload either.
    await president.members.bulkUpload({
      clubId: worlds.demo.clubId,
      members: [{ name: 'Noah Kim', email: ACTORS.guest, role: 'member' }],
    });
    expect(await roleOf(ACTORS.guest)).toBe('guest');
  });

  raceTest(
    'last president: the rule holds under two presidents demoting each other at once (real HTTP)',
    async () => {
      // A club of its own, so the demo club's roles stay as they are for other tests.
      const clubId = worlds.second.clubId;
      const first = await h.userByEmail('president2@example.org');
      const second = await h.userByEmail('outsider@example.org');
      const firstToken = (await h.authAs('president2@example.org')).authorization;
      const secondToken = (await h.authAs('outsider@example.org')).authorization;
      const change = (token: string, userId: number, role: string) =>
        fetch(`${base}/api/clubs/${clubId}/members/${userId}/role`, {
          method: 'PATCH',
          headers: { authorization: token, 'content-type': 'application/json' },
          body: JSON.stringify({ role }),
        });
      for (let round = 0; round < 5; round += 1) {
        // Two presidents…
        const promote = await change(firstToken, second.id, 'president');
        expect(promote.status).toBe(200);
        expect(await presidents(clubId)).toHaveLength(2);
        // …each demoting the other at the same moment.
        const [a, b] = await Promise.all([
          change(firstToken, second.id, 'member'),
          change(secondToken, first.id, 'member'),
        ]);
        const statuses = [a.status, b.status].sort();
        expect(statuses).toEqual([200, 403]);
        const left = await presidents(clubId);
        expect(left).toHaveLength(1);
        // Whoever is left cannot demote themselves: the club always keeps a president.
        const survivor = left[0]!.userId;
        const survivorToken = survivor === first.id ? firstToken : secondToken;
        expect((await change(survivorToken, survivor, 'member')).status).toBe(403);
        expect(await presidents(clubId)).toHaveLength(1);
        // Put the original president back for the next round.
        if (survivor !== first.id) {
          expect((await change(secondToken, first.id, 'president')).status).toBe(200);
          expect((await change(firstToken, second.id, 'member')).status).toBe(200);
        }
        expect((await presidents(clubId)).map((p) => p.userId)).toEqual([first.id]);
      }
    },
  );
});
