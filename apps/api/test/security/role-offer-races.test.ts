// Taking an offered role under concurrency, with real concurrent HTTP requests on a real port
// (both doors mixed) and the outcome read back from the database. On PostgreSQL only
// (raceTest): the embedded PGlite runs one query at a time, so nothing could interleave there.
import { createApiToken } from '@lectern/auth';
import { ROLE_OFFER_MESSAGES } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createApiHarness, type ApiHarness } from '../harness.js';
import { ACTORS, raceTest } from '../helpers.js';
import { buildWorlds, freshMeeting, listen, type ClubWorld } from './world.js';

const TAKEN = 'Someone else has already taken this role.';

let h: ApiHarness;
let base: string;
let demo: ClubWorld;
/** Fifty ordinary members of the demo club, each with an API token. */
let crowd: { id: number; token: string }[];
/** The member who holds and offers the role. */
let offerer: { id: number; token: string };
let president: { id: number; token: string };

async function withToken(email: string) {
  const user = await h.userByEmail(email);
  return { id: user.id, token: (await createApiToken(h.db, user.id, 'race', 'full')).token };
}

beforeAll(async () => {
  h = await createApiHarness();
  base = await listen(h);
  demo = (await buildWorlds(h)).demo;
  const caller = await h.callerAs(ACTORS.president);
  const members = Array.from({ length: 51 }, (_, i) => ({
    name: `Taker ${i}`,
    email: `taker${i}@example.org`,
    role: 'member',
  }));
  await caller.members.bulkUpload({ clubId: demo.clubId, members });
  const all = await Promise.all(members.map(({ email }) => withToken(email)));
  offerer = all[50]!;
  crowd = all.slice(0, 50);
  president = await withToken(ACTORS.president);
});
afterAll(async () => h?.close());

interface Answer {
  status: number;
  body: string;
}

async function send(token: string, method: string, path: string, body: unknown = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: Answer = { status: response.status, body: await response.text() };
  return answer;
}

/** Taking the offer through either door: even callers use REST, odd callers tRPC. */
function claim(token: string, offerId: number, door: number): Promise<Answer> {
  return door % 2 === 0
    ? send(token, 'POST', `/api/role-offers/${offerId}/claim`)
    : send(token, 'POST', '/api/trpc/roleOffers.claim', { offerId });
}

/** A fresh meeting whose Timer the offerer holds and has offered. */
async function offeredRole() {
  const { meetingId, roleIds } = await freshMeeting(h, demo, ['timer']);
  const roleId = roleIds[0]!;
  const vpe = await h.callerAs(ACTORS.vpe);
  await vpe.meetingRoles.assign({ roleId, userId: offerer.id });
  const response = await send(offerer.token, 'POST', `/api/roles/${roleId}/offer`);
  expect(response.status).toBe(201);
  const offer = JSON.parse(response.body) as { id: number };
  return { meetingId, roleId, offerId: offer.id };
}

async function state(roleId: number, offerId: number) {
  const role = await h.db
    .selectFrom('meetingRoles')
    .select(['userId', 'status'])
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
  const offer = await h.db
    .selectFrom('roleOffers')
    .select(['status', 'takenBy'])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
  return { role, offer };
}

async function takenNotices(): Promise<number> {
  const row = await h.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', offerer.id)
    .where('title', '=', 'Your role was taken')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('claim race', () => {
  raceTest(
    '50 members take one offer at once: exactly one 200 and 49 × 409, one notice, 20 times',
    async () => {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const { roleId, offerId } = await offeredRole();
        const noticesBefore = await takenNotices();
        const answers = await Promise.all(
          crowd.map((member, i) => claim(member.token, offerId, i + repeat)),
        );
        const wins = answers.filter((a) => a.status === 200);
        const conflicts = answers.filter((a) => a.status === 409);
        expect(wins, `repeat ${repeat}`).toHaveLength(1);
        expect(conflicts, `repeat ${repeat}`).toHaveLength(49);
        for (const conflict of conflicts) expect(conflict.body).toContain(TAKEN);
        const winner = crowd[answers.findIndex((a) => a.status === 200)]!;
        expect(await state(roleId, offerId)).toEqual({
          role: { userId: winner.id, status: 'assigned' },
          offer: { status: 'taken', takenBy: winner.id },
        });
        expect(await takenNotices()).toBe(noticesBefore + 1);
      }
    },
    240_000,
  );

  raceTest('a take racing the withdrawal: exactly one of them happens, 20 times', async () => {
    for (let repeat = 0; repeat < 20; repeat += 1) {
      const { roleId, offerId } = await offeredRole();
      const taker = crowd[repeat]!;
      const [taken, withdrawn] = await Promise.all([
        claim(taker.token, offerId, repeat),
        send(offerer.token, 'DELETE', `/api/role-offers/${offerId}`),
      ]);
      expect([taken.status, withdrawn.status].sort(), `repeat ${repeat}`).toEqual([200, 409]);
      const now = await state(roleId, offerId);
      if (taken.status === 200) {
        expect(now).toEqual({
          role: { userId: taker.id, status: 'assigned' },
          offer: { status: 'taken', takenBy: taker.id },
        });
      } else {
        expect(taken.body).toContain(ROLE_OFFER_MESSAGES.offerWithdrawn);
        expect(now).toEqual({
          role: { userId: offerer.id, status: 'assigned' },
          offer: { status: 'withdrawn', takenBy: null },
        });
      }
    }
  });

  raceTest(
    "takes racing an officer's assignment: the role has one holder, the offer agrees, 20 times",
    async () => {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const { roleId, offerId } = await offeredRole();
        const takers = crowd.slice(0, 10);
        const chosen = crowd[10 + (repeat % 10)]!;
        const [assigned, ...takes] = await Promise.all([
          send(president.token, 'POST', '/api/trpc/meetingRoles.assign', {
            roleId,
            userId: chosen.id,
          }),
          ...takers.map((member, i) => claim(member.token, offerId, i + repeat)),
        ]);
        const wins = takes.filter((a) => a.status === 200);
        for (const take of takes.filter((a) => a.status !== 200)) expect(take.status).toBe(409);
        const now = await state(roleId, offerId);
        if (assigned.status === 200 && wins.length === 0) {
          // The officer first: the offer closed with the change; every take refused.
          expect(now).toEqual({
            role: { userId: chosen.id, status: 'assigned' },
            offer: { status: 'closed', takenBy: null },
          });
        } else {
          // A taker first: the officer's change (made on the offerer's hold) is refused.
          expect(assigned.status, `repeat ${repeat}`).toBe(409);
          expect(wins).toHaveLength(1);
          const winner = takers[takes.findIndex((a) => a.status === 200)]!;
          expect(now).toEqual({
            role: { userId: winner.id, status: 'assigned' },
            offer: { status: 'taken', takenBy: winner.id },
          });
        }
      }
    },
  );

  raceTest(
    "takes racing the meeting's start: taken before it, or refused after, 20 times",
    async () => {
      for (let repeat = 0; repeat < 20; repeat += 1) {
        const { meetingId, roleId, offerId } = await offeredRole();
        const takers = crowd.slice(20, 30);
        const [started, ...takes] = await Promise.all([
          send(president.token, 'POST', '/api/trpc/meetings.update', {
            meetingId,
            status: 'active',
          }),
          ...takers.map((member, i) => claim(member.token, offerId, i + repeat)),
        ]);
        expect(started.status, `repeat ${repeat}`).toBe(200);
        const wins = takes.filter((a) => a.status === 200);
        expect(wins.length).toBeLessThanOrEqual(1);
        for (const take of takes.filter((a) => a.status !== 200)) {
          expect(take.status).toBe(409);
          expect(
            [TAKEN, ROLE_OFFER_MESSAGES.meetingNotScheduled].some((m) => take.body.includes(m)),
          ).toBe(true);
        }
        const now = await state(roleId, offerId);
        if (wins.length === 1) {
          const winner = takers[takes.findIndex((a) => a.status === 200)]!;
          expect(now.role).toEqual({ userId: winner.id, status: 'assigned' });
          expect(now.offer).toEqual({ status: 'taken', takenBy: winner.id });
        } else {
          expect(now.role).toEqual({ userId: offerer.id, status: 'assigned' });
          expect(now.offer.status).toBe('open');
        }
      }
    },
  );
});
