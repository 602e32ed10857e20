// Clubs come into being (docs/decisions/032-clubs-come-into-being.md): the super admin's list,
// creating a club with its first president, the platform setting for everyone else, and an
// archived club that keeps its records but takes no changes.
import { upsertUserFromClaims } from '@lectern/auth';
import { CLUB_CREATION_SETTING_KEY, CLUB_FOUNDING_TEXT } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../src/router.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, inDays, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

let counter = 0;
function newClub(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Founders ${counter}`,
    clubNumber: `F-${counter}-${Date.now()}`,
    district: '70',
    timeZone: 'Australia/Perth',
    meetingDay: 'Wednesday' as const,
    meetingTime: '07:15',
    locale: 'en-AU' as const,
    currency: 'AUD' as const,
    ...extra,
  };
}

async function setSetting(value: string | null) {
  if (value === null) {
    await h.db
      .deleteFrom('platformSettings')
      .where('key', '=', CLUB_CREATION_SETTING_KEY)
      .execute();
    return;
  }
  await (
    await h.callerAs(ACTORS.admin)
  ).platformSettings.save({
    key: CLUB_CREATION_SETTING_KEY,
    value,
    description: null,
  });
}

/** The tRPC door as a person, with the server configured for production. */
async function inProduction(email: string) {
  return createCaller({ ...(await h.contextAs(email)), config: { ...h.config, production: true } });
}

describe('the super admin creates a club and appoints its first president', () => {
  it('pre-adds a new e-mail as president; the first sign-in with that verified e-mail links it', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const email = `founder.${Date.now()}@example.org`;
    const club = await admin.platformClubs.create(newClub({ presidentEmail: email }));
    expect(club).toMatchObject({
      timeZone: 'Australia/Perth',
      meetingDay: 'Wednesday',
      meetingTime: '07:15',
      archivedAt: null,
      activeMembers: 1,
      presidentEmails: [email],
    });
    // The admin is not made a member.
    expect((await admin.clubs.list()).map((c) => c.clubId)).not.toContain(club.id);

    const user = await upsertUserFromClaims(h.db, {
      issuer: 'https://id.example.org',
      subject: `sub-${Date.now()}`,
      email,
      emailVerified: true,
      name: 'Fiona Founder',
    });
    const pre = await h.userByEmail(email);
    expect(user.id).toBe(pre.id);
    const clubs = await (await h.callerAs(email)).clubs.list();
    expect(clubs).toEqual([
      expect.objectContaining({ clubId: club.id, role: 'president', status: 'active' }),
    ]);
  });

  it('appoints an existing person by e-mail (case-insensitive)', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const club = await admin.platformClubs.create(
      newClub({ presidentEmail: 'MEMBER2@example.org' }),
    );
    const clubs = await (await h.callerAs(ACTORS.member2)).clubs.list();
    expect(clubs.find((c) => c.clubId === club.id)?.role).toBe('president');
  });

  it('lists every club to the super admin only', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const all = await admin.platformClubs.list();
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Lectern Demo Club', 'Harbour Speakers']),
    );
    expect(await codeOf((await h.callerAs(ACTORS.president)).platformClubs.list())).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf((await h.callerAs(null)).platformClubs.list())).toBe('UNAUTHORIZED');
  });

  it('refuses a duplicate club number and bad input clearly', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const error = await errorOf(admin.platformClubs.create(newClub({ clubNumber: '1234567' })));
    expect([error.code, error.message]).toEqual(['CONFLICT', CLUB_FOUNDING_TEXT.duplicateNumber]);
    expect(await codeOf(admin.platformClubs.create(newClub({ timeZone: 'Nowhere/Else' })))).toBe(
      'BAD_REQUEST',
    );
  });

  it('POST /api/clubs for scripts answers 201 with the club', async () => {
    const response = await rest(
      h,
      'POST',
      '/api/clubs',
      ACTORS.admin,
      newClub({ presidentEmail: 'p.script@example.org' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ presidentEmails: ['p.script@example.org'] });
  });
});

describe('the platform setting: may anyone signed in create a club?', () => {
  it('outside production it is open by default; the creator becomes president', async () => {
    await setSetting(null);
    const outsider = await h.callerAs(ACTORS.outsider);
    expect(await outsider.platformClubs.options()).toEqual({
      canCreate: true,
      canAppointPresident: false,
    });
    const club = await outsider.platformClubs.create(newClub());
    const mine = await outsider.clubs.list();
    expect(mine.find((c) => c.clubId === club.id)?.role).toBe('president');
  });

  it('in production it is closed by default, but never for the super admin', async () => {
    await setSetting(null);
    const outsider = await inProduction(ACTORS.outsider);
    expect((await outsider.platformClubs.options()).canCreate).toBe(false);
    const error = await errorOf(outsider.platformClubs.create(newClub()));
    expect([error.code, error.message]).toEqual(['FORBIDDEN', CLUB_FOUNDING_TEXT.creationClosed]);
    const admin = await inProduction(ACTORS.admin);
    expect(await admin.platformClubs.options()).toEqual({
      canCreate: true,
      canAppointPresident: true,
    });
    expect(await codeOf(admin.platformClubs.create(newClub()))).toBe('OK');
  });

  it('the setting decides either way', async () => {
    try {
      await setSetting('true');
      expect(await codeOf((await inProduction(ACTORS.guest)).platformClubs.create(newClub()))).toBe(
        'OK',
      );
      await setSetting('false');
      expect(await codeOf((await h.callerAs(ACTORS.guest)).platformClubs.create(newClub()))).toBe(
        'FORBIDDEN',
      );
    } finally {
      await setSetting(null);
    }
  });

  it('only the super admin appoints someone else as president', async () => {
    const error = await errorOf(
      (await h.callerAs(ACTORS.president)).platformClubs.create(
        newClub({ presidentEmail: 'someone@example.org' }),
      ),
    );
    expect([error.code, error.message]).toEqual([
      'FORBIDDEN',
      CLUB_FOUNDING_TEXT.presidentOnlyForAdmin,
    ]);
  });
});

describe('an archived club: hidden, read-only, every record kept', () => {
  it('refuses every kind of change with 409, still reads, and comes back when restored', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const email = `archived.president.${Date.now()}@example.org`;
    const club = await admin.platformClubs.create(newClub({ presidentEmail: email }));
    const president = await h.callerAs(email);
    const meeting = await president.meetings.create({
      clubId: club.id,
      title: 'Before the archive',
      scheduledDate: inDays(20),
      scheduledTime: '19:00',
    });
    const role = await president.meetingRoles.add({ meetingId: meeting.id, roleType: 'timer' });

    await admin.platformClubs.archive({ clubId: club.id });
    expect(
      (await admin.platformClubs.list()).find((c) => c.id === club.id)?.archivedAt,
    ).not.toBeNull();
    // Hidden from the person's clubs.
    expect((await president.clubs.list()).map((c) => c.clubId)).not.toContain(club.id);

    const refusals = [
      // A club-named procedure, a resource procedure and the own-record procedure.
      () =>
        president.meetings.create({
          clubId: club.id,
          title: 'After',
          scheduledDate: inDays(21),
          scheduledTime: '19:00',
        }),
      () => president.meetings.update({ meetingId: meeting.id, title: 'Renamed' }),
      () => president.meetingRoles.volunteer({ roleId: role.id }),
      () => president.invites.create({ clubId: club.id, role: 'guest' }),
      () => president.profile.saveMember({ clubId: club.id, bio: 'No' }),
    ];
    for (const call of refusals) {
      const error = await errorOf(call());
      expect([error.code, error.message]).toEqual(['CONFLICT', CLUB_FOUNDING_TEXT.archived]);
    }
    // Reads still work: nothing is lost.
    expect((await president.meetings.get({ meetingId: meeting.id })).title).toBe(
      'Before the archive',
    );
    expect((await president.clubs.get({ clubId: club.id })).name).toBe(club.name);
    // Outsiders still get 404, not a hint that the club exists.
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).meetings.update({ meetingId: meeting.id, title: 'x' }),
      ),
    ).toBe('NOT_FOUND');
    const rest409 = await rest(h, 'POST', `/api/clubs/${club.id}/meetings`, email, {
      title: 'REST',
      date: inDays(22),
      startTime: '19:00',
    });
    expect(rest409.statusCode).toBe(409);
    expect(rest409.json()).toMatchObject({ message: CLUB_FOUNDING_TEXT.archived });

    await admin.platformClubs.restore({ clubId: club.id });
    expect((await president.clubs.list()).map((c) => c.clubId)).toContain(club.id);
    expect(
      await codeOf(president.meetings.update({ meetingId: meeting.id, title: 'Renamed' })),
    ).toBe('OK');
  });

  it('archive and restore are the super admin’s alone; a missing club is 404', async () => {
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.president)).platformClubs.archive({ clubId: h.demo.clubId }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf((await h.callerAs(ACTORS.admin)).platformClubs.archive({ clubId: 999999 })),
    ).toBe('NOT_FOUND');
  });
});

describe('account export and deletion', () => {
  it('exports the invitations a person made; deleting them keeps the invitation for the club', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const email = `inviter.${Date.now()}@example.org`;
    const club = await admin.platformClubs.create(newClub({ presidentEmail: email }));
    const president = await h.callerAs(email);
    const made = await president.invites.create({ clubId: club.id, role: 'member' });
    const exported = await president.account.export();
    expect(exported.invitationsCreated).toEqual([
      expect.objectContaining({ id: made.id, clubName: club.name, role: 'member' }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(new URL(made.url).pathname.split('/').pop()!);
    // No longer the club's last president, so the account may go.
    await h.db
      .updateTable('clubMemberships')
      .set({ role: 'member' })
      .where('clubId', '=', club.id)
      .execute();
    await president.account.delete();
    const left = await h.db
      .selectFrom('clubInvites')
      .select(['id', 'createdBy'])
      .where('id', '=', made.id)
      .executeTakeFirst();
    expect(left).toEqual({ id: made.id, createdBy: null });
  });
});
