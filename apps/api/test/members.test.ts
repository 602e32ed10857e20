import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, raceTest, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

let counter = 0;
/** A new person added to the demo club by the VPM (a manager), with a unique e-mail. */
async function addPerson(role: 'member' | 'guest' | 'officer' = 'member') {
  counter += 1;
  const email = `person${counter}.${Date.now()}@example.org`;
  const vpm = await h.callerAs(ACTORS.vpm);
  const entry = await vpm.members.add({
    clubId: h.demo.clubId,
    name: `Person Number${counter}`,
    email,
    role,
  });
  return { email, userId: entry.userId };
}

async function membership(userId: number) {
  return h.db
    .selectFrom('clubMemberships as cm')
    .leftJoin('memberProfiles as p', (j) =>
      j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select(['cm.role', 'cm.status', 'p.membershipStatus'])
    .where('cm.clubId', '=', h.demo.clubId)
    .where('cm.userId', '=', userId)
    .executeTakeFirst();
}

describe('member directory field filtering', () => {
  it('the directory lists each member as a card shows them: no profile details, for anyone', async () => {
    const member = await h.callerAs(ACTORS.member);
    const me = await h.userByEmail(ACTORS.member);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const list = await member.members.list({ clubId: h.demo.clubId });
    // The demo club's eleven members (no other club's, no one removed).
    expect(list).toHaveLength(11);
    const vpeEntry = list.find((m) => m.userId === vpe.id);
    expect(vpeEntry).toMatchObject({
      role: 'vpe',
      status: 'active',
      user: { firstName: 'David', email: ACTORS.vpe },
      profile: { pathwaysPath: 'Presentation Mastery', currentLevel: 3 },
    });
    expect(vpeEntry).not.toHaveProperty('tmiNumber');
    expect(vpeEntry?.profile).not.toHaveProperty('tmiMembershipNumber');
    const others = JSON.stringify(list.filter((m) => m.userId !== me.id));
    expect(others).not.toMatch(/PN-\d/);
    expect(list.find((m) => m.userId === me.id)).toMatchObject({ tmiNumber: 'PN-8412236' });

    // Not even a manager's directory carries the profiles' details: those are one member's read.
    const president = await h.callerAs(ACTORS.president);
    const managerList = await president.members.list({ clubId: h.demo.clubId });
    expect(managerList.find((m) => m.userId === vpe.id)).toMatchObject({ tmiNumber: 'PN-2231874' });
    expect(JSON.stringify(managerList)).not.toMatch(
      /Vegetarian|dietaryRestrictions|emergencyPhone|speechesCompleted|"bio"|"goals"/,
    );
  });

  it('a member opening another member sees basics and e-mail, never dietary notes, emergency contacts or numbers', async () => {
    const member = await h.callerAs(ACTORS.member);
    const me = await h.userByEmail(ACTORS.member);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const vpeEntry = await member.members.get({ clubId: h.demo.clubId, userId: vpe.id });
    expect(vpeEntry).toMatchObject({
      role: 'vpe',
      status: 'active',
      user: { firstName: 'David', email: ACTORS.vpe },
      profile: { pathwaysPath: 'Presentation Mastery', currentLevel: 3 },
    });
    expect(vpeEntry).not.toHaveProperty('tmiNumber');
    expect(vpeEntry.profile).not.toHaveProperty('dietaryRestrictions');
    expect(vpeEntry.profile).not.toHaveProperty('emergencyContact');
    expect(vpeEntry.profile).not.toHaveProperty('speechesCompleted');
    expect(JSON.stringify(vpeEntry)).not.toMatch(
      /Vegetarian|PN-\d|dietaryRestrictions|emergencyPhone/,
    );
    const own = await member.members.get({ clubId: h.demo.clubId, userId: me.id });
    expect(own).toMatchObject({
      tmiNumber: 'PN-8412236',
      profile: { speechesCompleted: 1, goals: 'Speak up more confidently in team meetings.' },
    });
  });

  it('a guest sees only the committee, without e-mail; non-officers are not listed at all', async () => {
    const guest = await h.callerAs(ACTORS.guest);
    const me = await h.userByEmail(ACTORS.guest);
    const list = await guest.members.list({ clubId: h.demo.clubId });
    const others = list.filter((m) => m.userId !== me.id);
    expect(others.map((m) => m.role)).toEqual([
      'president',
      'vpe',
      'vpm',
      'secretary',
      'treasurer',
      'sergeant',
      'officer',
    ]);
    expect(others.every((m) => !['member', 'guest'].includes(m.role))).toBe(true);
    expect(others.every((m) => !('email' in m.user))).toBe(true);
    expect(JSON.stringify(others)).not.toMatch(/Liam|Olivia|@example\.org/);
    expect(list.find((m) => m.userId === me.id)?.user).toMatchObject({ email: ACTORS.guest });

    // Nor can a guest open an ordinary member directly: 404, as for someone not in the club.
    const member = await h.userByEmail(ACTORS.member);
    expect(await codeOf(guest.members.get({ clubId: h.demo.clubId, userId: member.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('managers opening a member see contact, numbers, counters and sensitive fields', async () => {
    const president = await h.callerAs(ACTORS.president);
    const vpe = await h.userByEmail(ACTORS.vpe);
    const entry = await president.members.get({ clubId: h.demo.clubId, userId: vpe.id });
    expect(entry).toMatchObject({
      tmiNumber: 'PN-2231874',
      user: { email: ACTORS.vpe },
      profile: { dietaryRestrictions: 'Vegetarian', speechesCompleted: 11, communicationSkill: 4 },
    });
  });

  it('guest, member and manager reading the same officer get exactly their fields', async () => {
    const vpe = await h.userByEmail(ACTORS.vpe);
    const read = async (email: string) =>
      (await h.callerAs(email)).members.get({ clubId: h.demo.clubId, userId: vpe.id });
    const keys = (value: object | null | undefined) => Object.keys(value ?? {}).sort();
    const entryKeys = ['clubId', 'id', 'joinedAt', 'profile', 'role', 'status', 'user', 'userId'];
    const nameKeys = ['firstName', 'lastName', 'profileImageUrl'];
    // Name, role, active badge, join date, pathway and level: nothing a person wrote about themselves.
    const guestProfile = ['currentLevel', 'membershipStatus', 'pathwaysPath'];
    const memberProfile = [
      ...guestProfile,
      'bio',
      'currentProject',
      'mentoringAreas',
      'mentorshipStatus',
      'seekingMentorshipIn',
    ];
    const managerProfile = [
      ...memberProfile,
      'tmiMembershipNumber',
      'speechesCompleted',
      'evaluationsGiven',
      'leadershipRolesFilled',
      'tableTopicsAnswered',
      'competentCommunicator',
      'competentLeader',
      'communicationSkill',
      'leadershipSkill',
      'listeningSkill',
      'criticalThinkingSkill',
      'dietaryRestrictions',
      'emergencyContact',
      'emergencyPhone',
      'goals',
      'availabilityPattern',
      'availableWeekdays',
      'availableWeekends',
      'preferredSpeechFrequency',
      'rolePreferences',
      'mentorshipExperience',
      'mentorshipInterests',
      'interests',
      'howHeardAboutClub',
      'visitationGoals',
      'emailNotifications',
      'smsNotifications',
      'communicationPreferences',
    ];

    const asGuest = await read(ACTORS.guest);
    expect(keys(asGuest)).toEqual(entryKeys);
    expect(keys(asGuest.user)).toEqual(nameKeys);
    expect(keys(asGuest.profile)).toEqual(guestProfile.sort());
    expect(asGuest).toMatchObject({ role: 'vpe', status: 'active', user: { firstName: 'David' } });

    const asMember = await read(ACTORS.member);
    expect(keys(asMember)).toEqual(entryKeys);
    expect(keys(asMember.user)).toEqual([...nameKeys, 'email'].sort());
    expect(keys(asMember.profile)).toEqual(memberProfile.sort());

    const asManager = await read(ACTORS.vpm);
    expect(keys(asManager)).toEqual([...entryKeys, 'tmiNumber'].sort());
    expect(keys(asManager.user)).toEqual([...nameKeys, 'email'].sort());
    expect(keys(asManager.profile)).toEqual(managerProfile.sort());
  });

  it('former members are in the directory for managers only, with their e-mail', async () => {
    const former = await addPerson('officer');
    // An officer's status is the president's to change; any manager then reads it.
    await (
      await h.callerAs(ACTORS.president)
    ).members.setStatus({
      clubId: h.demo.clubId,
      userId: former.userId,
      status: 'inactive',
    });
    const vpm = await h.callerAs(ACTORS.vpm);

    const managerList = await vpm.members.list({ clubId: h.demo.clubId });
    expect(managerList.find((m) => m.userId === former.userId)).toMatchObject({
      status: 'inactive',
      user: { email: former.email },
    });
    expect(await vpm.members.get({ clubId: h.demo.clubId, userId: former.userId })).toMatchObject({
      status: 'inactive',
      user: { email: former.email },
    });

    for (const email of [ACTORS.member, ACTORS.guest]) {
      const caller = await h.callerAs(email);
      const list = await caller.members.list({ clubId: h.demo.clubId });
      expect(list.every((m) => m.status === 'active')).toBe(true);
      expect(JSON.stringify(list)).not.toContain(former.email);
      expect(
        await codeOf(caller.members.get({ clubId: h.demo.clubId, userId: former.userId })),
      ).toBe('NOT_FOUND');
    }
    const asMember = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.clubId}/members/${former.userId}`,
      ACTORS.member,
    );
    expect(asMember.statusCode).toBe(404);
  });

  it('opening someone with no membership in the club: 404', async () => {
    const president = await h.callerAs(ACTORS.president);
    const outsider = await h.userByEmail(ACTORS.outsider);
    expect(
      await codeOf(president.members.get({ clubId: h.demo.clubId, userId: outsider.id })),
    ).toBe('NOT_FOUND');
  });

  it.each([
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s listing members: %s', async (email, code) => {
    expect(await codeOf((await h.callerAs(email)).members.list({ clubId: h.demo.clubId }))).toBe(
      code,
    );
  });
});

describe('adding members', () => {
  it('splits the name, creates the account and a member profile; extra fields change nothing', async () => {
    const vpm = await h.callerAs(ACTORS.vpm);
    const input = {
      clubId: h.demo.clubId,
      name: '  Ann Marie   Lee ',
      email: 'Ann.Lee@Example.org',
      role: 'member',
      isSuperAdmin: true,
      status: 'inactive',
      membershipStatus: 'guest',
    };
    const entry = await vpm.members.add(input as Parameters<typeof vpm.members.add>[0]);
    expect(entry).toMatchObject({
      role: 'member',
      status: 'active',
      user: { firstName: 'Ann', lastName: 'Marie Lee' },
    });
    const user = await h.db
      .selectFrom('users')
      .select(['email', 'isSuperAdmin'])
      .where('id', '=', entry.userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'Ann.Lee@Example.org', isSuperAdmin: false });
    expect(await membership(entry.userId)).toEqual({
      role: 'member',
      status: 'active',
      membershipStatus: 'member',
    });

    const again = await errorOf(
      vpm.members.add({
        clubId: h.demo.clubId,
        name: 'Ann Lee',
        email: 'ann.lee@example.ORG',
        role: 'guest',
      }),
    );
    expect(again).toMatchObject({
      code: 'CONFLICT',
      message: 'This person is already a member of this club',
    });
  });

  it('links an existing account (e-mail matched case-insensitively) without renaming it; guests get a guest profile', async () => {
    const vpm = await h.callerAs(ACTORS.vpm);
    const outsider = await h.userByEmail(ACTORS.outsider);
    const usersBefore = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const entry = await vpm.members.add({
      clubId: h.demo.clubId,
      name: 'Someone Else',
      email: 'OUTSIDER@example.org',
      role: 'guest',
    });
    expect(entry).toMatchObject({
      userId: outsider.id,
      role: 'guest',
      user: { firstName: 'Hannah', lastName: 'Fischer' },
    });
    const usersAfter = await h.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(usersAfter.n)).toBe(Number(usersBefore.n));
    expect(await membership(outsider.id)).toMatchObject({ membershipStatus: 'guest' });
    await h.db
      .deleteFrom('clubMemberships')
      .where('clubId', '=', h.demo.clubId)
      .where('userId', '=', outsider.id)
      .execute();
  });

  it('only member, guest and officer can be given; only managers add', async () => {
    const vpm = await h.callerAs(ACTORS.vpm);
    for (const role of ['president', 'vpe', 'treasurer', 'sergeant']) {
      const input = {
        clubId: h.demo.clubId,
        name: 'Climber',
        email: `climber.${role}@example.org`,
        role,
      };
      expect(await codeOf(vpm.members.add(input as Parameters<typeof vpm.members.add>[0]))).toBe(
        'BAD_REQUEST',
      );
    }
    const input = {
      clubId: h.demo.clubId,
      name: 'New Person',
      email: 'new.person@example.org',
      role: 'member' as const,
    };
    for (const [email, code] of [
      [ACTORS.member, 'FORBIDDEN'],
      [ACTORS.guest, 'FORBIDDEN'],
      [ACTORS.officer, 'FORBIDDEN'],
      [ACTORS.outsider, 'NOT_FOUND'],
      [ACTORS.admin, 'NOT_FOUND'],
      [null, 'UNAUTHORIZED'],
    ] as const) {
      expect(await codeOf((await h.callerAs(email)).members.add(input))).toBe(code);
    }
    const created = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', 'climber.%')
      .execute();
    expect(created).toEqual([]);
  });
});

describe('changing roles', () => {
  it('a manager converts a guest to member: role and profile status follow', async () => {
    const guest = await addPerson('guest');
    const vpm = await h.callerAs(ACTORS.vpm);
    const entry = await vpm.members.changeRole({
      clubId: h.demo.clubId,
      userId: guest.userId,
      role: 'member',
    });
    expect(entry).toMatchObject({ role: 'member', profile: { membershipStatus: 'member' } });
    expect(await membership(guest.userId)).toMatchObject({
      role: 'member',
      membershipStatus: 'member',
    });
  });

  it('giving someone the role they already hold succeeds, changes nothing and records nothing', async () => {
    const person = await addPerson();
    const activity = () =>
      h.db
        .selectFrom('membershipActivity')
        .select(['kind', 'detail'])
        .where('subjectUserId', '=', person.userId)
        .orderBy('id')
        .execute();
    const before = await activity();
    const vpm = await h.callerAs(ACTORS.vpm);
    expect(
      await vpm.members.changeRole({
        clubId: h.demo.clubId,
        userId: person.userId,
        role: 'member',
      }),
    ).toMatchObject({ role: 'member' });
    expect(await activity()).toEqual(before);
    expect(await membership(person.userId)).toMatchObject({ role: 'member', status: 'active' });
  });

  it('an inactive president can be given another role while an active president stays', async () => {
    const person = await addPerson();
    const president = await h.callerAs(ACTORS.president);
    const clubId = h.demo.clubId;
    await president.members.changeRole({ clubId, userId: person.userId, role: 'president' });
    await president.members.setStatus({ clubId, userId: person.userId, status: 'inactive' });
    expect(
      await president.members.changeRole({ clubId, userId: person.userId, role: 'member' }),
    ).toMatchObject({ role: 'member' });
    expect(await membership(person.userId)).toMatchObject({ role: 'member', status: 'inactive' });
  });

  it('officer ranks need the president; members and guests cannot change roles at all', async () => {
    const person = await addPerson();
    const vpm = await h.callerAs(ACTORS.vpm);
    const toOfficer = await errorOf(
      vpm.members.changeRole({ clubId: h.demo.clubId, userId: person.userId, role: 'vpe' }),
    );
    expect(toOfficer.code).toBe('FORBIDDEN');
    expect(toOfficer.message).toMatch(/^Forbidden/);
    const president = await h.callerAs(ACTORS.president);
    expect(
      await president.members.changeRole({
        clubId: h.demo.clubId,
        userId: person.userId,
        role: 'vpe',
      }),
    ).toMatchObject({ role: 'vpe' });
    // Now an officer rank: a manager may not take it away either.
    expect(
      await codeOf(
        vpm.members.changeRole({ clubId: h.demo.clubId, userId: person.userId, role: 'member' }),
      ),
    ).toBe('FORBIDDEN');
    for (const email of [ACTORS.member, ACTORS.guest, ACTORS.sergeant]) {
      expect(
        await codeOf(
          (await h.callerAs(email)).members.changeRole({
            clubId: h.demo.clubId,
            userId: person.userId,
            role: 'member',
          }),
        ),
      ).toBe('FORBIDDEN');
    }
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.president2)).members.changeRole({
          clubId: h.demo.clubId,
          userId: person.userId,
          role: 'member',
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await membership(person.userId)).toMatchObject({ role: 'vpe' });
  });

  it('nobody changes their own role (403), the president included', async () => {
    for (const email of [ACTORS.president, ACTORS.vpm]) {
      const caller = await h.callerAs(email);
      const me = await h.userByEmail(email);
      const error = await errorOf(
        caller.members.changeRole({ clubId: h.demo.clubId, userId: me.id, role: 'member' }),
      );
      expect(error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Forbidden: you cannot change your own role',
      });
    }
    expect(await membership((await h.userByEmail(ACTORS.president)).id)).toMatchObject({
      role: 'president',
    });
  });

  it('the president makes a member VP Public Relations; a VPE may not; a non-member target is 404', async () => {
    const person = await addPerson();
    const vpe = await h.callerAs(ACTORS.vpe);
    expect(
      await codeOf(
        vpe.members.changeRole({ clubId: h.demo.clubId, userId: person.userId, role: 'vppr' }),
      ),
    ).toBe('FORBIDDEN');
    const president = await h.callerAs(ACTORS.president);
    const changed = await president.members.changeRole({
      clubId: h.demo.clubId,
      userId: person.userId,
      role: 'vppr',
    });
    expect(changed.role).toBe('vppr');
    expect(await membership(person.userId)).toMatchObject({ role: 'vppr' });
    const outsider = await h.userByEmail(ACTORS.outsider);
    expect(
      await codeOf(
        president.members.changeRole({
          clubId: h.demo.clubId,
          userId: outsider.id,
          role: 'member',
        }),
      ),
    ).toBe('NOT_FOUND');
  });

  raceTest(
    'two presidents demoting each other at once: one succeeds and the club keeps a president',
    async () => {
      for (let round = 0; round < 5; round++) {
        const a = await addPerson();
        const president = await h.callerAs(ACTORS.president);
        await president.members.changeRole({
          clubId: h.demo.clubId,
          userId: a.userId,
          role: 'president',
        });
        const b = await addPerson();
        await president.members.changeRole({
          clubId: h.demo.clubId,
          userId: b.userId,
          role: 'president',
        });
        // Leave A and B as the only presidents: the demo president steps down through A.
        const asA = await h.callerAs(a.email);
        const asB = await h.callerAs(b.email);
        const demoPresident = await h.userByEmail(ACTORS.president);
        await asA.members.changeRole({
          clubId: h.demo.clubId,
          userId: demoPresident.id,
          role: 'member',
        });

        const results = await Promise.allSettled([
          asA.members.changeRole({ clubId: h.demo.clubId, userId: b.userId, role: 'member' }),
          asB.members.changeRole({ clubId: h.demo.clubId, userId: a.userId, role: 'member' }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r) => r.status === 'rejected');
        expect(['FORBIDDEN', 'CONFLICT']).toContain((refused?.reason as { code?: string }).code);
        const presidents = await h.db
          .selectFrom('clubMemberships')
          .select('userId')
          .where('clubId', '=', h.demo.clubId)
          .where('role', '=', 'president')
          .execute();
        expect(presidents).toHaveLength(1);

        // Restore the demo president for the next round and the other tests.
        const remaining = presidents[0]!.userId === a.userId ? asA : asB;
        await remaining.members.changeRole({
          clubId: h.demo.clubId,
          userId: demoPresident.id,
          role: 'president',
        });
        const restored = await h.callerAs(ACTORS.president);
        await restored.members.changeRole({
          clubId: h.demo.clubId,
          userId: presidents[0]!.userId,
          role: 'member',
        });
      }
    },
  );
});

describe('bulk upload', () => {
  it('adds every row in one go, links existing people without changing their role, and counts rows once', async () => {
    const president = await h.userByEmail(ACTORS.president);
    const vpe = await h.callerAs(ACTORS.vpe);
    const result = await vpe.members.bulkUpload({
      clubId: h.demo.clubId,
      members: [
        { name: 'Bulk One', email: 'bulk.one@example.org', role: 'member' },
        { name: 'Bulk Two', email: 'bulk.two@example.org', role: 'Guest' },
        { name: 'Bulk Two Again', email: 'BULK.TWO@example.org', role: 'member' },
        { name: 'Bulk Three', email: 'bulk.three@example.org', role: 'officer' },
        { name: 'The President', email: ACTORS.president, role: 'member' },
      ],
    });
    expect(result).toEqual({ processed: 4, added: 3 });
    const ids = await h.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', 'bulk.%')
      .execute();
    expect(ids).toHaveLength(3);
    const roles = await Promise.all(
      ids.map(async (u) => [u.email, (await membership(u.id))?.role] as const),
    );
    expect(Object.fromEntries(roles)).toEqual({
      'bulk.one@example.org': 'member',
      'bulk.two@example.org': 'guest',
      'bulk.three@example.org': 'officer',
    });
    expect(await membership(president.id)).toMatchObject({ role: 'president' });
  });

  it('a president row escalates nobody: the whole upload is refused and nothing is written', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const error = await errorOf(
      vpe.members.bulkUpload({
        clubId: h.demo.clubId,
        members: [
          { name: 'Fine Row', email: 'fine.row@example.org', role: 'member' },
          { name: 'Sneaky', email: 'sneaky@example.org', role: 'president' },
        ],
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const written = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['fine.row@example.org', 'sneaky@example.org'])
      .execute();
    expect(written).toEqual([]);
  });

  it('all or nothing: a row the database refuses rolls back the rows before it', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const code = await codeOf(
      vpe.members.bulkUpload({
        clubId: h.demo.clubId,
        members: [
          { name: 'Before Row', email: 'before.row@example.org', role: 'member' },
          { name: `${'x'.repeat(150)} Long`, email: 'long.name@example.org', role: 'member' },
        ],
      }),
    );
    expect(code).toBe('BAD_REQUEST');
    const written = await h.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['before.row@example.org', 'long.name@example.org'])
      .execute();
    expect(written).toEqual([]);
  });

  it('at most 500 rows; only managers upload', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => ({
      name: `Row ${i}`,
      email: `row${i}@example.org`,
      role: 'member',
    }));
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.vpe)).members.bulkUpload({ clubId: h.demo.clubId, members: rows }),
      ),
    ).toBe('BAD_REQUEST');
    const one = [{ name: 'Row', email: 'row.member@example.org', role: 'member' }];
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).members.bulkUpload({
          clubId: h.demo.clubId,
          members: one,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.outsider)).members.bulkUpload({
          clubId: h.demo.clubId,
          members: one,
        }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('membership statistics', () => {
  it('managers get totals from the domain rules; members and guests are refused', async () => {
    const stats = await (
      await h.callerAs(ACTORS.treasurer)
    ).members.stats({ clubId: h.demo.clubId });
    const rows = await h.db
      .selectFrom('clubMemberships')
      .select(['role', 'status'])
      .where('clubId', '=', h.demo.clubId)
      .execute();
    expect(stats.totalMembers).toBe(rows.length);
    expect(stats.activeMembers).toBe(rows.filter((r) => r.status === 'active').length);
    expect(stats.guests).toBe(rows.filter((r) => r.role === 'guest').length);
    // Demo: of its 12 memberships only member2 (20 days ago) and the guest (7 days ago) are new;
    // everyone the tests before added joined today (how many depends on the database: one test
    // runs on PostgreSQL only). Exact, so a miscount shows.
    const demoMemberships = 12;
    expect({ newMembers: stats.newMembers, officers: stats.officers }).toEqual({
      newMembers: rows.length - demoMemberships + 2,
      officers: 11,
    });
    expect(
      await codeOf((await h.callerAs(ACTORS.member)).members.stats({ clubId: h.demo.clubId })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf((await h.callerAs(ACTORS.guest)).members.stats({ clubId: h.demo.clubId })),
    ).toBe('FORBIDDEN');
  });
});

describe('members through the REST door', () => {
  it('GET /api/clubs/{clubId}/members is field-filtered per caller', async () => {
    const asMember = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/members`, ACTORS.member);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).not.toContain('Vegetarian');
    expect(asMember.body).toContain(ACTORS.vpe);
    const asGuest = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/members`, ACTORS.guest);
    expect(asGuest.body).not.toContain(ACTORS.vpe);
    const asOutsider = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/members`, ACTORS.outsider);
    expect(asOutsider.statusCode).toBe(404);
  });

  it('GET /api/clubs/{clubId}/members/{userId} is field-filtered per caller', async () => {
    const url = `/api/clubs/${h.demo.clubId}/members/${h.demo.userIds[ACTORS.vpe]}`;
    const asPresident = await rest(h, 'GET', url, ACTORS.president);
    expect(asPresident.statusCode).toBe(200);
    expect(asPresident.body).toContain('Vegetarian');
    const asMember = await rest(h, 'GET', url, ACTORS.member);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).toContain(ACTORS.vpe);
    expect(asMember.body).not.toContain('Vegetarian');
    const ordinary = `/api/clubs/${h.demo.clubId}/members/${h.demo.userIds[ACTORS.member]}`;
    expect((await rest(h, 'GET', ordinary, ACTORS.guest)).statusCode).toBe(404);
    expect((await rest(h, 'GET', url, ACTORS.outsider)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `${url}x`, ACTORS.president)).statusCode).toBe(400);
  });

  it('POST members is 201 for managers and 403 for members; PATCH role refuses self and officers for managers', async () => {
    const url = `/api/clubs/${h.demo.clubId}/members`;
    const created = await rest(h, 'POST', url, ACTORS.secretary, {
      name: 'Rest Person',
      email: 'rest.person@example.org',
      role: 'guest',
      clubId: h.demo.secondClubId,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<{ userId: number; clubId: number }>();
    expect(entry.clubId).toBe(h.demo.clubId);
    expect(
      (
        await rest(h, 'POST', url, ACTORS.member, {
          name: 'X Y',
          email: 'x.y@example.org',
          role: 'member',
        })
      ).statusCode,
    ).toBe(403);

    const convert = await rest(h, 'PATCH', `${url}/${entry.userId}/role`, ACTORS.secretary, {
      role: 'member',
    });
    expect(convert.statusCode).toBe(200);
    expect(convert.json()).toMatchObject({
      role: 'member',
      profile: { membershipStatus: 'member' },
    });
    const promote = await rest(h, 'PATCH', `${url}/${entry.userId}/role`, ACTORS.secretary, {
      role: 'president',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.body).toContain('Forbidden');
    const secretary = await h.userByEmail(ACTORS.secretary);
    const self = await rest(h, 'PATCH', `${url}/${secretary.id}/role`, ACTORS.secretary, {
      role: 'president',
    });
    expect(self.statusCode).toBe(403);
    expect(self.body).toContain('Forbidden');
  });

  it('POST bulk-upload-members answers { processed }; membership-stats is 403 for members', async () => {
    const upload = await rest(
      h,
      'POST',
      `/api/clubs/${h.demo.clubId}/bulk-upload-members`,
      ACTORS.vpm,
      {
        members: [{ name: 'Csv Person', email: 'csv.person@example.org', role: 'member' }],
      },
    );
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ processed: 1 });
    const escalation = await rest(
      h,
      'POST',
      `/api/clubs/${h.demo.clubId}/bulk-upload-members`,
      ACTORS.vpm,
      {
        members: [{ name: 'Csv Boss', email: 'csv.boss@example.org', role: 'president' }],
      },
    );
    expect(escalation.statusCode).toBe(400);
    expect(
      (await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/membership-stats`, ACTORS.member))
        .statusCode,
    ).toBe(403);
    const stats = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/membership-stats`, ACTORS.vpm);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toHaveProperty('newMembers');
  });
});
