import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function storedProfile(email: string) {
  const user = await h.userByEmail(email);
  return h.db
    .selectFrom('memberProfiles')
    .selectAll()
    .where('clubId', '=', h.demo.clubId)
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
}

describe('own profile (tRPC door)', () => {
  it('returns the caller’s own profile and counters in that club', async () => {
    const profile = await (await h.callerAs(ACTORS.member)).profile.get({ clubId: h.demo.clubId });
    expect(profile).toMatchObject({
      user: { firstName: 'Liam', email: ACTORS.member },
      role: 'member',
      membershipStatus: 'member',
      tmiMemberNumber: 'PN-8412236',
      pathwaysPath: 'Persuasive Influence',
      speechesCompleted: 1,
      communicationPreferences: { reminderDays: 3 },
    });
    expect(profile).not.toHaveProperty('isSuperAdmin');
  });

  it('member save writes the member fields and ignores server-controlled ones', async () => {
    const member = await h.callerAs(ACTORS.member);
    const before = await storedProfile(ACTORS.member);
    const input = {
      clubId: h.demo.clubId,
      tmiMemberNumber: 'PN-0000001',
      bio: 'New bio',
      goals: 'New goals',
      availableWeekdays: 'Tue, Thu',
      availableWeekends: true,
      preferredSpeechFrequency: 'monthly',
      rolePreferences: 'Timer',
      dietaryRestrictions: 'Vegan',
      emergencyContact: 'Sam Patel',
      emergencyPhone: '0400 000 000',
      communicationPreferences: { email: false, sms: true, reminderDays: 'soon' },
      membershipStatus: 'guest',
      speechesCompleted: 99,
      evaluationsGiven: 99,
      currentLevel: 5,
      pathwaysPath: 'Engaging Humor',
      communicationSkill: 5,
      competentCommunicator: true,
      role: 'president',
      isSuperAdmin: true,
      userId: (await h.userByEmail(ACTORS.vpe)).id,
    };
    const saved = await member.profile.saveMember(
      input as Parameters<typeof member.profile.saveMember>[0],
    );
    expect(saved).toMatchObject({
      tmiMemberNumber: 'PN-0000001',
      bio: 'New bio',
      dietaryRestrictions: 'Vegan',
      availableWeekends: true,
      emailNotifications: false,
      smsNotifications: true,
      communicationPreferences: { email: false, sms: true, reminderDays: 3, app: true },
    });
    const after = await storedProfile(ACTORS.member);
    expect(after).toMatchObject({
      membershipStatus: before.membershipStatus,
      speechesCompleted: before.speechesCompleted,
      evaluationsGiven: before.evaluationsGiven,
      currentLevel: before.currentLevel,
      pathwaysPath: before.pathwaysPath,
      communicationSkill: before.communicationSkill,
      competentCommunicator: before.competentCommunicator,
    });
    const me = await h.userByEmail(ACTORS.member);
    expect(me.isSuperAdmin).toBe(false);
    const membership = await h.db
      .selectFrom('clubMemberships')
      .select(['role', 'tmiNumber'])
      .where('clubId', '=', h.demo.clubId)
      .where('userId', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ role: 'member', tmiNumber: 'PN-0000001' });
    const vpe = await storedProfile(ACTORS.vpe);
    expect(vpe.bio).not.toBe('New bio');
  });

  it('member save stores the mentorship tab and the in-app notification choice', async () => {
    const member = await h.callerAs(ACTORS.member2);
    const saved = await member.profile.saveMember({
      clubId: h.demo.clubId,
      mentorshipStatus: 'both',
      mentorshipExperience: 'Ten years of speeches',
      mentoringAreas: ['Speech writing', ' Evaluations '],
      seekingMentorshipIn: ['Humour'],
      mentorshipInterests: {
        availability: 'monthly',
        preferred_format: 'virtual',
        goals: 'Help two new members',
        emailNotifications: false,
        appNotifications: true,
      },
      communicationPreferences: { app: false, reminderDays: 2 },
    });
    expect(saved).toMatchObject({
      mentorshipStatus: 'both',
      mentorshipExperience: 'Ten years of speeches',
      mentoringAreas: ['Speech writing', 'Evaluations'],
      seekingMentorshipIn: ['Humour'],
      mentorshipInterests: {
        availability: 'monthly',
        preferred_format: 'virtual',
        goals: 'Help two new members',
        emailNotifications: false,
        appNotifications: true,
      },
      appNotifications: false,
      communicationPreferences: { app: false, reminderDays: 2 },
    });
    expect(await storedProfile(ACTORS.member2)).toMatchObject({
      mentorshipAvailability: 'monthly',
      mentorshipFormat: 'virtual',
      mentorshipGoals: 'Help two new members',
      mentorshipEmailNotifications: false,
      mentorshipAppNotifications: true,
      appNotifications: false,
    });
    // The next read (as after a reload) gives back what was typed.
    expect(await member.profile.get({ clubId: h.demo.clubId })).toMatchObject({
      mentorshipStatus: 'both',
      mentorshipInterests: { availability: 'monthly', goals: 'Help two new members' },
    });
    // A partial mentorship object changes only the keys it carries.
    const again = await member.profile.saveMember({
      clubId: h.demo.clubId,
      mentorshipInterests: { goals: 'Help three' },
    });
    expect(again.mentorshipInterests).toEqual({
      availability: 'monthly',
      preferred_format: 'virtual',
      goals: 'Help three',
      emailNotifications: false,
      appNotifications: true,
    });
  });

  it.each([
    { mentorshipStatus: 'sometimes' },
    { mentorshipInterests: { availability: 'daily' } },
    { mentorshipInterests: { preferred_format: 'carrier pigeon' } },
    { mentoringAreas: 'Speech writing' },
  ])('member save refuses a mentorship value outside its list: %j', async (bad) => {
    const member = await h.callerAs(ACTORS.member2);
    expect(
      await codeOf(
        member.profile.saveMember({ clubId: h.demo.clubId, ...bad } as Parameters<
          typeof member.profile.saveMember
        >[0]),
      ),
    ).toBe('BAD_REQUEST');
  });

  it('fields left out are left as they are', async () => {
    const member = await h.callerAs(ACTORS.member2);
    await member.profile.saveMember({
      clubId: h.demo.clubId,
      bio: 'First',
      dietaryRestrictions: 'Halal',
    });
    const saved = await member.profile.saveMember({ clubId: h.demo.clubId, bio: 'Second' });
    expect(saved).toMatchObject({ bio: 'Second', dietaryRestrictions: 'Halal' });
  });

  it('a guest saves guest fields; the membershipStatus they send never converts them', async () => {
    const guest = await h.callerAs(ACTORS.guest);
    const input = {
      clubId: h.demo.clubId,
      interests: 'Debating',
      howHeardAboutClub: 'Poster',
      visitationGoals: 'Try table topics',
      dietaryRestrictions: 'None',
      emergencyContact: 'Kim',
      emergencyPhone: '0411 111 111',
      emailNotifications: false,
      membershipStatus: 'member',
      role: 'member',
    };
    const saved = await guest.profile.saveGuest(input);
    expect(saved).toMatchObject({
      interests: 'Debating',
      emailNotifications: false,
      membershipStatus: 'guest',
      role: 'guest',
    });
    expect((await storedProfile(ACTORS.guest)).membershipStatus).toBe('guest');
  });

  it('an inactive member keeps their own profile but nothing else of the club', async () => {
    const officer = await h.userByEmail(ACTORS.officer);
    await h.setMembership(ACTORS.officer, { status: 'inactive' });
    try {
      const caller = await h.callerAs(ACTORS.officer);
      expect((await caller.profile.get({ clubId: h.demo.clubId })).userId).toBe(officer.id);
      expect(
        (await caller.profile.saveMember({ clubId: h.demo.clubId, bio: 'Still me' })).bio,
      ).toBe('Still me');
      expect(await codeOf(caller.members.list({ clubId: h.demo.clubId }))).toBe('NOT_FOUND');
    } finally {
      await h.setMembership(ACTORS.officer, { status: 'active' });
    }
  });

  it.each([
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s reading or saving a profile in the club: %s', async (email, code) => {
    const caller = await h.callerAs(email);
    expect(await codeOf(caller.profile.get({ clubId: h.demo.clubId }))).toBe(code);
    expect(await codeOf(caller.profile.saveMember({ clubId: h.demo.clubId, bio: 'x' }))).toBe(code);
    expect(await codeOf(caller.profile.saveGuest({ clubId: h.demo.clubId, interests: 'x' }))).toBe(
      code,
    );
  });
});

describe('own profile through the REST door', () => {
  it('GET, POST (member) and PUT (guest) /api/clubs/{clubId}/member-profile', async () => {
    const url = `/api/clubs/${h.demo.clubId}/member-profile`;
    const get = await rest(h, 'GET', url, ACTORS.sergeant);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ role: 'sergeant', tmiMemberNumber: 'PN-6240017' });

    const post = await rest(h, 'POST', url, ACTORS.sergeant, {
      tmiMemberNumber: 'PN-6240017',
      bio: 'Via REST',
      communicationPreferences: { email: true, sms: false, reminderDays: 7 },
      speechesCompleted: 500,
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({
      bio: 'Via REST',
      speechesCompleted: 3,
      communicationPreferences: { reminderDays: 7 },
    });
    const bad = await rest(h, 'POST', url, ACTORS.sergeant, { preferredSpeechFrequency: 'hourly' });
    expect(bad.statusCode).toBe(400);

    const put = await rest(h, 'PUT', url, ACTORS.guest, {
      interests: 'Storytelling',
      membershipStatus: 'member',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ interests: 'Storytelling', membershipStatus: 'guest' });
    expect((await rest(h, 'GET', url, ACTORS.outsider)).statusCode).toBe(404);
    expect((await rest(h, 'GET', url, null)).statusCode).toBe(401);
  });
});
