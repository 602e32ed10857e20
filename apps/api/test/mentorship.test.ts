// Mentorship pairs: mentors and seekers from the profiles, proposals, answers, endings and the
// success rate, with who may do each; the people a proposal or an answer concerns are told in the
// app.
import { displayName, MENTORSHIP_MESSAGES } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const id = async (email: string) => (await h.userByEmail(email)).id;
const nameOf = async (email: string) => displayName(await h.userByEmail(email));

/** The person's mentorship notifications, newest first, as the bell lists them. */
async function toldOf(email: string) {
  const list = await (await h.callerAs(email)).notifications.list();
  return list.items
    .filter((n) => n.kind === 'mentorship')
    .map((n) => ({ clubId: n.clubId, title: n.title, body: n.body, action: n.action }));
}
const programme = { label: 'View mentorship', href: '/mentorship' };

describe('the programme', () => {
  it('lists mentors and seekers from the profiles and the seeded pairs with the success rate', async () => {
    const member = await h.callerAs(ACTORS.member);
    const overview = await member.mentorship.overview({ clubId: h.demo.clubId });
    expect(overview.mentors.map((m) => m.name).sort()).toEqual(['David Okafor', 'Margaret Chen']);
    expect(overview.seekers.map((m) => m.name).sort()).toEqual(['David Okafor', 'Liam Patel']);
    expect(overview.stats).toMatchObject({
      availableMentors: 2,
      seekingMentors: 2,
      activePairs: 1,
      successRate: 50,
    });
    expect(overview.pairs.find((p) => p.status === 'active')).toMatchObject({
      mentor: { name: 'Margaret Chen' },
      mentee: { name: 'David Okafor' },
    });
  });

  it('is for members: guests get 403, outsiders 404, the other club has no pairs', async () => {
    expect(
      await codeOf((await h.callerAs(ACTORS.guest)).mentorship.overview({ clubId: h.demo.clubId })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.outsider)).mentorship.overview({ clubId: h.demo.clubId }),
      ),
    ).toBe('NOT_FOUND');
    const second = await (
      await h.callerAs(ACTORS.outsider)
    ).mentorship.overview({ clubId: h.demo.secondClubId });
    expect(second.pairs).toEqual([]);
    expect(second.stats.successRate).toBeNull();
  });
});

describe('a pair from proposal to its end', () => {
  it('the seeker proposes, the mentor accepts, the pair ends completed', async () => {
    const member = await h.callerAs(ACTORS.member);
    const president = await h.callerAs(ACTORS.president);
    const pair = await member.mentorship.propose({
      clubId: h.demo.clubId,
      mentorId: await id(ACTORS.president),
      menteeId: await id(ACTORS.member),
    });
    expect(pair.status).toBe('proposed');
    // The mentor is asked in the app; the seeker, who asked, is told nothing.
    const presidentBefore = await toldOf(ACTORS.president);
    expect(presidentBefore[0]).toEqual({
      clubId: h.demo.clubId,
      title: 'Mentorship request',
      body: `${await nameOf(ACTORS.member)} would like you as their mentor.`,
      action: programme,
    });
    const memberBefore = await toldOf(ACTORS.member);
    const again = await errorOf(
      member.mentorship.propose({
        clubId: h.demo.clubId,
        mentorId: await id(ACTORS.president),
        menteeId: await id(ACTORS.member),
      }),
    );
    expect([again.code, again.message]).toEqual(['CONFLICT', MENTORSHIP_MESSAGES.alreadyPaired]);
    // Only the proposed mentor answers.
    const notMentor = await errorOf(
      (await h.callerAs(ACTORS.vpm)).mentorship.respond({ pairId: pair.id, accept: true }),
    );
    expect([notMentor.code, notMentor.message]).toEqual([
      'FORBIDDEN',
      MENTORSHIP_MESSAGES.respondForbidden,
    ]);
    expect(await president.mentorship.respond({ pairId: pair.id, accept: true })).toEqual({
      id: pair.id,
      status: 'active',
    });
    expect(await codeOf(president.mentorship.respond({ pairId: pair.id, accept: false }))).toBe(
      'CONFLICT',
    );
    // The seeker hears the answer once; the refused second answer tells nothing more.
    const memberAfter = await toldOf(ACTORS.member);
    expect(memberAfter).toHaveLength(memberBefore.length + 1);
    expect(memberAfter[0]).toEqual({
      clubId: h.demo.clubId,
      title: 'Mentorship accepted',
      body: `${await nameOf(ACTORS.president)} accepted to be your mentor.`,
      action: programme,
    });
    expect(await toldOf(ACTORS.president)).toHaveLength(presidentBefore.length);
    const overview = await member.mentorship.overview({ clubId: h.demo.clubId });
    expect(overview.pairs.find((p) => p.id === pair.id)?.startedAt).not.toBeNull();
    expect(overview.stats.activePairs).toBe(2);
    // A member outside the pair cannot end it; the mentee can.
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member2)).mentorship.end({
          pairId: pair.id,
          outcome: 'ended_early',
        }),
      ),
    ).toBe('FORBIDDEN');
    await member.mentorship.end({ pairId: pair.id, outcome: 'completed' });
    const after = await member.mentorship.overview({ clubId: h.demo.clubId });
    expect(after.stats.successRate).toBe(67);
  });

  it('a member cannot propose for someone else; the mentor must be willing; officers create pairs', async () => {
    const member2 = await h.callerAs(ACTORS.member2);
    const forOther = await errorOf(
      member2.mentorship.propose({
        clubId: h.demo.clubId,
        mentorId: await id(ACTORS.president),
        menteeId: await id(ACTORS.member),
      }),
    );
    expect(forOther.code).toBe('FORBIDDEN');
    const presidentBefore = await toldOf(ACTORS.president);
    const notMentor = await errorOf(
      member2.mentorship.propose({
        clubId: h.demo.clubId,
        mentorId: await id(ACTORS.member),
        menteeId: await id(ACTORS.member2),
      }),
    );
    expect([notMentor.code, notMentor.message]).toEqual([
      'CONFLICT',
      MENTORSHIP_MESSAGES.notAMentor,
    ]);
    const created = await (
      await h.callerAs(ACTORS.secretary)
    ).mentorship.propose({
      clubId: h.demo.clubId,
      mentorId: await id(ACTORS.vpe),
      menteeId: await id(ACTORS.member2),
      start: true,
    });
    expect(created.status).toBe('active');
    // Refused proposals told nobody; a pair started by an officer tells both people.
    expect(await toldOf(ACTORS.president)).toEqual(presidentBefore);
    expect((await toldOf(ACTORS.vpe))[0]).toMatchObject({
      title: 'Mentorship started',
      body: `You are now paired with ${await nameOf(ACTORS.member2)} in the mentorship programme.`,
      action: programme,
    });
    expect((await toldOf(ACTORS.member2))[0]).toMatchObject({
      title: 'Mentorship started',
      body: `You are now paired with ${await nameOf(ACTORS.vpe)} in the mentorship programme.`,
    });
  });

  it('a person of another club cannot be paired, and pairs are reached through their own club', async () => {
    const president = await h.callerAs(ACTORS.president);
    expect(
      await codeOf(
        president.mentorship.propose({
          clubId: h.demo.clubId,
          mentorId: await id(ACTORS.president),
          menteeId: await id(ACTORS.outsider),
          start: true,
        }),
      ),
    ).toBe('NOT_FOUND');
    const pair = await (
      await h.callerAs(ACTORS.member)
    ).mentorship.propose({
      clubId: h.demo.clubId,
      mentorId: await id(ACTORS.vpe),
      menteeId: await id(ACTORS.member),
    });
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.president2)).mentorship.respond({ pairId: pair.id, accept: true }),
      ),
    ).toBe('NOT_FOUND');
    const response = await rest(h, 'POST', `/api/mentorship-pairs/${pair.id}/respond`, ACTORS.vpe, {
      accept: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: pair.id, status: 'declined' });
    expect((await toldOf(ACTORS.member))[0]).toEqual({
      clubId: h.demo.clubId,
      title: 'Mentorship declined',
      body: `${await nameOf(ACTORS.vpe)} declined to be your mentor.`,
      action: programme,
    });
  });
});
