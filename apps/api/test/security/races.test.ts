// Races, with real concurrent HTTP requests against the app on a real port (both
// doors mixed), and the outcome read back from the database. On PostgreSQL only (raceTest): the
// embedded PGlite runs one query at a time, so nothing could interleave there.
import { createApiToken } from '@lectern/auth';
import { DEMO_MENU } from '@lectern/db';
import {
  fromCents,
  mealRevenueCents,
  MEETING_ROLE_MESSAGES,
  STANDARD_ROLE_TYPES,
  toCents,
} from '@lectern/domain';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS, raceTest } from '../helpers.js';
import { buildWorlds, freshMeeting, listen, type ClubWorld } from './world.js';

let h: ApiHarness;
let base: string;
let demo: ClubWorld;
/** Fifty ordinary members of the demo club, each with an API token. */
let crowd: { id: number; token: string }[];

beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
  demo = (await buildWorlds(h)).demo;
  const president = await h.callerAs(ACTORS.president);
  const members = Array.from({ length: 50 }, (_, i) => ({
    name: `Racer ${i}`,
    email: `racer${i}@example.org`,
    role: 'member',
  }));
  await president.members.bulkUpload({ clubId: demo.clubId, members });
  crowd = await Promise.all(
    members.map(async ({ email }) => {
      const user = await h.userByEmail(email);
      return { id: user.id, token: (await createApiToken(h.db, user.id, 'race', 'full')).token };
    }),
  );
});
afterAll(async () => h?.close());

interface Answer {
  status: number;
  body: string;
}

/** A JSON request as an API-token caller. */
async function send(
  token: string,
  method: string,
  path: string,
  body: unknown = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** Volunteering through either door: even callers use REST, odd callers tRPC. */
function volunteer(token: string, roleId: number, door: number): Promise<Answer> {
  return door % 2 === 0
    ? send(token, 'PATCH', `/api/roles/${roleId}/assign`)
    : send(token, 'POST', '/api/trpc/meetingRoles.volunteer', { roleId });
}

async function holders(meetingId: number) {
  return h.db
    .selectFrom('meetingRoles')
    .select(['id', 'userId', 'status'])
    .where('meetingId', '=', meetingId)
    .where('userId', 'is not', null)
    .execute();
}

describe('volunteer race', () => {
  raceTest(
    '50 members at once for one open role: exactly 1 success and 49 × 409, 20 times',
    async () => {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const { meetingId, roleIds } = await freshMeeting(h, demo, ['toastmaster']);
        const roleId = roleIds[0]!;
        const answers = await Promise.all(
          crowd.map((member, i) => volunteer(member.token, roleId, i + repeat)),
        );
        const wins = answers.filter((a) => a.status === 200);
        const conflicts = answers.filter((a) => a.status === 409);
        expect(wins, `repeat ${repeat}`).toHaveLength(1);
        expect(conflicts, `repeat ${repeat}`).toHaveLength(49);
        for (const conflict of conflicts) expect(conflict.body).toContain('Role is not open');

        const held = await holders(meetingId);
        expect(held).toHaveLength(1);
        const winner = crowd[answers.findIndex((a) => a.status === 200)]!;
        expect(held[0]).toMatchObject({ id: roleId, userId: winner.id, status: 'assigned' });
      }
    },
  );

  raceTest(
    'one member volunteering for every role of a meeting at once holds at most one',
    async () => {
      const roleTypes = STANDARD_ROLE_TYPES.slice(0, 10);
      for (let repeat = 0; repeat < 5; repeat += 1) {
        const member = crowd[repeat]!;
        const { meetingId, roleIds } = await freshMeeting(h, demo, [...roleTypes]);
        const answers = await Promise.all(
          roleIds.map((roleId, i) => volunteer(member.token, roleId, i)),
        );
        const wins = answers.filter((a) => a.status === 200);
        expect(wins.length).toBeLessThanOrEqual(1);
        for (const answer of answers.filter((a) => a.status !== 200)) {
          expect(answer.status).toBe(409);
          expect(answer.body).toContain('already have a role');
        }
        const held = await holders(meetingId);
        expect(held.length).toBeLessThanOrEqual(1);
        expect(held).toHaveLength(wins.length);
      }
    },
  );

  raceTest(
    'one member × many roles and many members × one role at the same time: invariants hold',
    async () => {
      const { meetingId, roleIds } = await freshMeeting(h, demo, [
        ...STANDARD_ROLE_TYPES.slice(0, 6),
      ]);
      // Every one of 12 members tries every role at once (72 requests).
      const racers = crowd.slice(10, 22);
      const answers = await Promise.all(
        racers.flatMap((member, m) =>
          roleIds.map((roleId, r) => volunteer(member.token, roleId, m + r)),
        ),
      );
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      const held = await holders(meetingId);
      // Every role taken once, by six different members.
      expect(held).toHaveLength(roleIds.length);
      expect(new Set(held.map((r) => r.userId)).size).toBe(roleIds.length);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(roleIds.length);
      for (const conflict of answers.filter((a) => a.status === 409)) {
        expect(
          conflict.body.includes(MEETING_ROLE_MESSAGES.roleNotOpen) ||
            conflict.body.includes('already have a role'),
        ).toBe(true);
      }
    },
  );
});

describe('a club allowing two roles per member: the database holds the limit under races', () => {
  async function setRolesPerMember(rolesPerMember: 1 | 2) {
    const president = await h.callerAs(ACTORS.president);
    await president.clubs.updateMeetingSettings({
      clubId: demo.clubId,
      rsvpDeadline: 1,
      mealDeadline: 11,
      defaultTheme: null,
      meetingFormat: null,
      rolesPerMember,
    });
  }

  raceTest('one member volunteering for ten roles at once holds exactly two, 5 times', async () => {
    await setRolesPerMember(2);
    try {
      const roleTypes = STANDARD_ROLE_TYPES.slice(0, 10);
      for (let repeat = 0; repeat < 5; repeat += 1) {
        const member = crowd[40 + repeat]!;
        const { meetingId, roleIds } = await freshMeeting(h, demo, [...roleTypes]);
        const answers = await Promise.all(
          roleIds.map((roleId, i) => volunteer(member.token, roleId, i)),
        );
        expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
        for (const answer of answers.filter((a) => a.status !== 200)) {
          expect(answer.status).toBe(409);
          expect(answer.body).toContain(MEETING_ROLE_MESSAGES.atRoleLimit);
        }
        const held = await holders(meetingId);
        expect(held.filter((r) => r.userId === member.id)).toHaveLength(2);
      }
    } finally {
      await setRolesPerMember(1);
    }
  });

  raceTest(
    'a manager assigning one member to five roles at once while they volunteer: never more than two',
    async () => {
      await setRolesPerMember(2);
      try {
        const vpe = await createApiToken(
          h.db,
          (await h.userByEmail(ACTORS.vpe)).id,
          'race',
          'full',
        );
        const member = crowd[45]!;
        const { meetingId, roleIds } = await freshMeeting(h, demo, [
          ...STANDARD_ROLE_TYPES.slice(0, 6),
        ]);
        const answers = await Promise.all([
          ...roleIds.slice(0, 3).map((roleId) =>
            send(vpe.token, 'POST', '/api/trpc/meetingRoles.assign', {
              roleId,
              userId: member.id,
            }),
          ),
          ...roleIds.slice(3).map((roleId, i) => volunteer(member.token, roleId, i)),
        ]);
        expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
        expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
        const held = await holders(meetingId);
        expect(held.filter((r) => r.userId === member.id)).toHaveLength(2);
      } finally {
        await setRolesPerMember(1);
      }
    },
  );
});

describe('RSVP race', () => {
  raceTest(
    'M members × K concurrent submits over HTTP: exactly M rows, revenue exact to the cent',
    async () => {
      const { meetingId } = await freshMeeting(h, demo);
      const meals = [DEMO_MENU.chickenSchnitzel, DEMO_MENU.beefRibs, DEMO_MENU.vegetarianRisotto];
      const wine = DEMO_MENU.houseWine6pm;
      const M = 12;
      const K = 6;
      const people = crowd.slice(30, 30 + M);
      const answers = await Promise.all(
        people.flatMap((member, m) =>
          Array.from({ length: K }, (_, k) => {
            const body = {
              status: 'attending',
              hasMeal: true,
              mealChoice: meals[m % meals.length]!.name,
              drink6pm: wine.name,
              specialRequirements: `attempt ${k}`,
              mealPrice: '0.01',
              totalPrice: '0.01',
            };
            return k % 2 === 0
              ? send(member.token, 'POST', `/api/meetings/${meetingId}/rsvps`, body)
              : send(member.token, 'POST', '/api/trpc/rsvps.submit', { ...body, meetingId });
          }),
        ),
      );
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);

      const rows = await h.db
        .selectFrom('rsvps')
        .select(['userId', 'status', 'mealChoice', 'mealPrice', 'totalPrice'])
        .where('meetingId', '=', meetingId)
        .execute();
      expect(rows).toHaveLength(M);
      expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(people.map((p) => p.id)));
      const mealCents = people.reduce((sum, _p, m) => sum + meals[m % meals.length]!.cents, 0);
      expect(mealRevenueCents(rows)).toBe(mealCents);
      expect(rows.reduce((sum, r) => sum + toCents(r.totalPrice), 0)).toBe(
        mealCents + M * wine.cents,
      );
      // The database's own sum agrees (numeric, no float drift).
      const sums = await h.db
        .selectFrom('rsvps')
        .select((eb) => [
          eb.fn.sum<string>('mealPrice').as('meals'),
          eb.fn.sum<string>('totalPrice').as('total'),
        ])
        .where('meetingId', '=', meetingId)
        .executeTakeFirstOrThrow();
      expect(toCents(String(sums.meals))).toBe(mealCents);
      expect(toCents(String(sums.total))).toBe(mealCents + M * wine.cents);
    },
  );
});

describe('payment race', () => {
  raceTest(
    '20 concurrent "mark paid" over HTTP (both doors): one status change, one ledger event',
    async () => {
      const { meetingId } = await freshMeeting(h, demo);
      const member = crowd[45]!;
      const submitted = await send(member.token, 'POST', `/api/meetings/${meetingId}/rsvps`, {
        status: 'attending',
        hasMeal: true,
        mealChoice: DEMO_MENU.beefRibs.name,
      });
      expect(submitted.status).toBe(200);
      const rsvpId = (JSON.parse(submitted.body) as { id: number }).id;
      const managers = await Promise.all(
        [ACTORS.treasurer, ACTORS.president, ACTORS.vpe, ACTORS.vpm, ACTORS.secretary].map(
          async (email) => (await h.authAs(email)).authorization.slice('Bearer '.length),
        ),
      );
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? send(managers[i % managers.length]!, 'PATCH', `/api/rsvps/${rsvpId}/payment`, {
                paymentStatus: 'paid',
              })
            : send(managers[i % managers.length]!, 'POST', '/api/trpc/rsvps.setPayment', {
                rsvpId,
                paymentStatus: 'paid',
              }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const events = await h.db
        .selectFrom('paymentEvents')
        .select(['fromStatus', 'toStatus', 'amount'])
        .where('rsvpId', '=', rsvpId)
        .execute();
      expect(events).toEqual([
        { fromStatus: 'pending', toStatus: 'paid', amount: fromCents(DEMO_MENU.beefRibs.cents) },
      ]);
      const row = await h.db
        .selectFrom('rsvps')
        .select(['paymentStatus', 'paidAt'])
        .where('id', '=', rsvpId)
        .executeTakeFirstOrThrow();
      expect(row.paymentStatus).toBe('paid');
      expect(row.paidAt).not.toBeNull();
    },
  );
});

describe('mentorship race', () => {
  raceTest(
    'the same match asked for 10 times at once makes one open pair; accept and decline at once: one answer',
    async () => {
      const president = await h.userByEmail(ACTORS.president);
      const presidentToken = (await createApiToken(h.db, president.id, 'race', 'full')).token;
      const seeker = crowd[0]!;
      const asks = await Promise.all(
        Array.from({ length: 10 }, () =>
          send(seeker.token, 'POST', `/api/clubs/${demo.clubId}/mentorship-pairs`, {
            mentorId: president.id,
            menteeId: seeker.id,
          }),
        ),
      );
      expect(asks.filter((a) => a.status === 201)).toHaveLength(1);
      expect(asks.filter((a) => a.status === 409)).toHaveLength(9);
      const pairId = (JSON.parse(asks.find((a) => a.status === 201)!.body) as { id: number }).id;
      const answers = await Promise.all(
        [true, false, true, false].map((accept) =>
          send(presidentToken, 'POST', `/api/mentorship-pairs/${pairId}/respond`, { accept }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const row = await h.db
        .selectFrom('mentorshipPairs')
        .select(['status', 'startedAt', 'endedAt'])
        .where('id', '=', pairId)
        .executeTakeFirstOrThrow();
      const winner = JSON.parse(answers.find((a) => a.status === 200)!.body) as { status: string };
      expect(row.status).toBe(winner.status);
    },
  );
});
