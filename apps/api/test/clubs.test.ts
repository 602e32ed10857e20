import { DEMO_MENU } from '@lectern/db';
import { daysUntil, fromCents } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngDataUrl(bytes: number): string {
  const body = Buffer.alloc(bytes);
  Buffer.from(PNG_SIGNATURE).copy(body);
  return `data:image/png;base64,${body.toString('base64')}`;
}

function clubForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lectern Demo Club',
    clubNumber: '1234567',
    district: '70',
    meetingLocation: 'Community Center',
    meetingDay: 'Tuesday' as const,
    meetingTime: '18:15',
    foundedDate: '2015-03-01',
    endTime: '20:00',
    mission: 'Speak well.',
    vpeGuidelines: 'Confirm by Sunday.',
    logoUrl: '',
    ...overrides,
  };
}

describe('club settings (tRPC door)', () => {
  it('a manager updates the club and its meeting settings; unknown fields change nothing', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const input = {
      clubId: h.demo.clubId,
      ...clubForm({ name: 'Renamed Club', logoUrl: 'https://example.org/logo.png' }),
      meetingSettings: {
        rsvpDeadline: '2',
        mealDeadline: 'soon',
        defaultTheme: 'Courage',
        meetingFormat: 'hybrid',
      },
      id: h.demo.secondClubId,
      createdAt: '2000-01-01',
    };
    const club = await vpe.clubs.update(input);
    expect(club).toMatchObject({
      id: h.demo.clubId,
      name: 'Renamed Club',
      logoUrl: 'https://example.org/logo.png',
      meetingSettings: {
        rsvpDeadline: 2,
        mealDeadline: 11,
        defaultTheme: 'Courage',
        meetingFormat: 'hybrid',
      },
    });
    const second = await (
      await h.callerAs(ACTORS.president2)
    ).clubs.get({ clubId: h.demo.secondClubId });
    expect(second.name).toBe('Harbour Speakers');
  });

  it.each([
    [ACTORS.member, 'FORBIDDEN'],
    [ACTORS.guest, 'FORBIDDEN'],
    [ACTORS.sergeant, 'FORBIDDEN'],
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
    [ACTORS.treasurer, 'OK'],
    [ACTORS.president, 'OK'],
  ])('%s updating club settings: %s', async (email, code) => {
    const caller = await h.callerAs(email);
    expect(await codeOf(caller.clubs.update({ clubId: h.demo.clubId, ...clubForm() }))).toBe(code);
    expect(
      await codeOf(caller.clubs.updateMission({ clubId: h.demo.clubId, mission: 'Ours' })),
    ).toBe(code);
  });

  it('logo rules: https or embedded PNG/JPEG/GIF/WebP whose bytes match; anything else is 400', async () => {
    const president = await h.callerAs(ACTORS.president);
    const save = (logoUrl: string) =>
      president.clubs.update({ clubId: h.demo.clubId, ...clubForm({ logoUrl }) });
    expect((await save(pngDataUrl(64))).logoUrl).toBe(pngDataUrl(64));
    for (const bad of [
      'javascript:alert(1)',
      'http://example.org/logo.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:text/html;base64,PGgxPmhpPC9oMT4=',
      `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
      `https://example.org/${'a'.repeat(500)}`,
    ]) {
      const error = await errorOf(save(bad));
      expect(error.code).toBe('BAD_REQUEST');
    }
    expect((await president.clubs.get({ clubId: h.demo.clubId })).logoUrl).toBe(pngDataUrl(64));
    expect((await save('')).logoUrl).toBeNull();
  });

  it('required fields are checked with their messages; a club number in use is 409', async () => {
    const president = await h.callerAs(ACTORS.president);
    const error = await errorOf(
      president.clubs.update({ clubId: h.demo.clubId, ...clubForm({ name: ' ', meetingDay: '' }) }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const duplicate = await errorOf(
      president.clubs.update({ clubId: h.demo.clubId, ...clubForm({ clubNumber: '7654321' }) }),
    );
    expect(duplicate).toMatchObject({
      code: 'CONFLICT',
      message: 'Another club already uses this club number',
    });
  });

  it('the mission alone can be updated (after an agenda save)', async () => {
    const secretary = await h.callerAs(ACTORS.secretary);
    const club = await secretary.clubs.updateMission({
      clubId: h.demo.clubId,
      mission: 'A new mission',
    });
    expect(club.mission).toBe('A new mission');
    expect(club.name).toBe('Lectern Demo Club');
  });
});

describe('club settings through the REST door', () => {
  it('PUT /api/clubs/{clubId}: the path decides the club; 403 for members; 401 signed out', async () => {
    const url = `/api/clubs/${h.demo.clubId}`;
    const ok = await rest(h, 'PUT', url, ACTORS.vpm, {
      ...clubForm({ district: '71' }),
      clubId: h.demo.secondClubId,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: h.demo.clubId, district: '71' });
    expect((await rest(h, 'PUT', url, ACTORS.member, clubForm())).statusCode).toBe(403);
    expect((await rest(h, 'PUT', url, ACTORS.outsider, clubForm())).statusCode).toBe(404);
    const anon = await rest(h, 'PUT', url, null, clubForm());
    expect(anon.statusCode).toBe(401);
    expect(anon.body).toContain('Unauthorized');
  });

  it('PUT takes a 5 MB logo (its own body limit); other routes keep the default and answer 413', async () => {
    const logo = pngDataUrl(5 * 1024 * 1024 - 1024);
    const put = await rest(
      h,
      'PUT',
      `/api/clubs/${h.demo.clubId}`,
      ACTORS.president,
      clubForm({ logoUrl: logo }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json<{ logoUrl: string }>().logoUrl).toHaveLength(logo.length);
    const patch = await rest(h, 'PATCH', `/api/clubs/${h.demo.clubId}`, ACTORS.president, {
      mission: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(patch.statusCode).toBe(413);
    const app = await h.http();
    const trpc = await app.inject({
      method: 'POST',
      url: '/api/trpc/clubs.update',
      headers: { 'content-type': 'application/json', ...(await h.authAs(ACTORS.president)) },
      payload: JSON.stringify({ clubId: h.demo.clubId, ...clubForm({ logoUrl: logo }) }),
    });
    expect(trpc.statusCode).toBe(413);
    await rest(h, 'PUT', `/api/clubs/${h.demo.clubId}`, ACTORS.president, clubForm());
  });

  it('PATCH /api/clubs/{id} with { mission }: 200 for managers, 403 for members', async () => {
    const url = `/api/clubs/${h.demo.clubId}`;
    const ok = await rest(h, 'PATCH', url, ACTORS.treasurer, {
      mission: 'Mission via REST',
      name: 'Hijacked',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ mission: 'Mission via REST', name: 'Lectern Demo Club' });
    expect((await rest(h, 'PATCH', url, ACTORS.guest, { mission: 'x' })).statusCode).toBe(403);
  });
});

describe('dashboard at one instant', () => {
  // A clock that moves three days each time it is read: the day count must come from the instant
  // the next meeting was chosen at, not from a later reading.
  const DAY = 86_400_000;
  const start = Date.now();
  let reads = 0;
  let stepping: ApiHarness;
  beforeAll(async () => {
    stepping = await createApiHarness({ now: () => new Date(start + 3 * DAY * reads++) });
  });
  afterAll(async () => stepping?.close());

  it('counts the days to the next meeting from the instant it chose that meeting', async () => {
    const president = await stepping.callerAs(ACTORS.president);
    const { timeZone } = await stepping.db
      .selectFrom('clubs')
      .select('timeZone')
      .where('id', '=', stepping.demo.clubId)
      .executeTakeFirstOrThrow();
    reads = 0;
    const dashboard = await president.clubs.dashboard({ clubId: stepping.demo.clubId });
    const date = dashboard.nextMeeting?.date;
    if (!date) throw new Error('the demo club has no upcoming meeting');
    expect(dashboard.daysUntilNextMeeting).toBe(daysUntil(date, new Date(start), timeZone));
  });
});

describe('dashboard', () => {
  // The demo's first upcoming meeting: 12 role slots, 3 taken; RSVPs: president (schnitzel, paid),
  // VPE (risotto), secretary (ribs) attending, treasurer not attending. Eleven active members:
  // the ten demo people of the club and the returning visitor (a guest who never signs in).
  const revenue = fromCents(
    DEMO_MENU.chickenSchnitzel.cents + DEMO_MENU.vegetarianRisotto.cents + DEMO_MENU.beefRibs.cents,
  );

  it('managers get the figures of the next meeting with the revenue', async () => {
    const president = await h.callerAs(ACTORS.president);
    const dashboard = await president.clubs.dashboard({ clubId: h.demo.clubId });
    expect(dashboard).toMatchObject({
      nextMeeting: { id: h.demo.meetingIds[0] },
      activeMembers: 11,
      totalRoles: 12,
      rolesFilled: 3,
      rolesFilledPercent: 25,
      mealOrders: 3,
      rsvpSummary: { attending: 3, notAttending: 1, noResponse: 7, totalMembers: 11 },
      totalRevenue: revenue,
    });
    expect(dashboard.mealOrdersByChoice).toHaveLength(3);
  });

  it.each([ACTORS.member, ACTORS.guest, ACTORS.sergeant])(
    '%s sees the same figures without revenue',
    async (email) => {
      const dashboard = await (await h.callerAs(email)).clubs.dashboard({ clubId: h.demo.clubId });
      expect(dashboard).toMatchObject({
        activeMembers: 11,
        totalRoles: 12,
        rolesFilled: 3,
        mealOrders: 3,
        totalRevenue: null,
      });
    },
  );

  it.each([
    [ACTORS.outsider, 'NOT_FOUND'],
    [ACTORS.admin, 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s reading the dashboard: %s', async (email, code) => {
    expect(await codeOf((await h.callerAs(email)).clubs.dashboard({ clubId: h.demo.clubId }))).toBe(
      code,
    );
  });

  it('GET /api/clubs/{clubId}/dashboard: revenue as a 2-decimal string for managers, null for members', async () => {
    const asTreasurer = await rest(
      h,
      'GET',
      `/api/clubs/${h.demo.clubId}/dashboard`,
      ACTORS.treasurer,
    );
    expect(asTreasurer.statusCode).toBe(200);
    expect(asTreasurer.json()).toMatchObject({ totalRevenue: revenue });
    const asMember = await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/dashboard`, ACTORS.member);
    expect(asMember.json()).toMatchObject({ totalRevenue: null, mealOrders: 3 });
    expect(
      (await rest(h, 'GET', `/api/clubs/${h.demo.clubId}/dashboard`, ACTORS.outsider)).statusCode,
    ).toBe(404);
  });
});

describe('platform settings', () => {
  it('only the super admin saves; saving the same key again replaces it and records who', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    const adminUser = await h.userByEmail(ACTORS.admin);
    await admin.platformSettings.save({
      key: 'support_email',
      value: 'help@example.org',
      description: 'Support',
    });
    const saved = await admin.platformSettings.save({
      key: 'support_email',
      value: 'desk@example.org',
      description: 'Support desk',
    });
    expect(saved).toMatchObject({
      key: 'support_email',
      value: 'desk@example.org',
      description: 'Support desk',
    });
    const rows = await h.db
      .selectFrom('platformSettings')
      .select(['value', 'updatedBy'])
      .where('key', '=', 'support_email')
      .execute();
    expect(rows).toEqual([{ value: 'desk@example.org', updatedBy: adminUser.id }]);
    for (const [email, code] of [
      [ACTORS.president, 'FORBIDDEN'],
      [ACTORS.member, 'FORBIDDEN'],
      [ACTORS.outsider, 'FORBIDDEN'],
      [null, 'UNAUTHORIZED'],
    ] as const) {
      const caller = await h.callerAs(email);
      expect(
        await codeOf(
          caller.platformSettings.save({
            key: 'support_email',
            value: 'evil@example.org',
            description: null,
          }),
        ),
      ).toBe(code);
    }
    expect(
      (
        await h.db
          .selectFrom('platformSettings')
          .select('value')
          .where('key', '=', 'support_email')
          .executeTakeFirstOrThrow()
      ).value,
    ).toBe('desk@example.org');
  });

  it('the platform logo follows the logo rules', async () => {
    const admin = await h.callerAs(ACTORS.admin);
    expect(
      await codeOf(
        admin.platformSettings.save({
          key: 'platform_logo_url',
          value: 'javascript:alert(1)',
          description: null,
        }),
      ),
    ).toBe('BAD_REQUEST');
    const fake = `data:image/gif;base64,${Buffer.from('not really a gif at all').toString('base64')}`;
    expect(
      await codeOf(
        admin.platformSettings.save({ key: 'platform_logo_url', value: fake, description: null }),
      ),
    ).toBe('BAD_REQUEST');
    const saved = await admin.platformSettings.save({
      key: 'platform_logo_url',
      value: pngDataUrl(32),
      description: 'Logo',
    });
    expect(saved.value).toBe(pngDataUrl(32));
  });

  it('reading: everyone else, signed out too, gets only the public keys', async () => {
    await (
      await h.callerAs(ACTORS.admin)
    ).platformSettings.save({ key: 'internal_note', value: 'secret', description: null });
    const all = await (await h.callerAs(ACTORS.admin)).platformSettings.list();
    expect(all.map((s) => s.key)).toEqual(
      expect.arrayContaining(['internal_note', 'platform_logo_url', 'support_email']),
    );
    for (const email of [null, ACTORS.member, ACTORS.president]) {
      const list = await (await h.callerAs(email)).platformSettings.list();
      expect(list.map((s) => s.key)).toEqual(['platform_logo_url']);
    }
  });

  it('GET /api/platform-settings chooses by caller; POST is 403 for anyone but the super admin', async () => {
    const anon = await rest(h, 'GET', '/api/platform-settings', null);
    expect(anon.statusCode).toBe(200);
    expect(anon.body).not.toContain('secret');
    expect(anon.json<{ key: string }[]>().map((s) => s.key)).toEqual(['platform_logo_url']);
    const admin = await rest(h, 'GET', '/api/platform-settings', ACTORS.admin);
    const stored = await h.db.selectFrom('platformSettings').select('key').execute();
    expect(
      admin
        .json<{ key: string }[]>()
        .map((s) => s.key)
        .sort(),
    ).toEqual(stored.map((s) => s.key).sort());
    expect(admin.json<Record<string, unknown>[]>()[0]).toHaveProperty('updatedAt');
    const post = await rest(h, 'POST', '/api/platform-settings', ACTORS.president, {
      key: 'x',
      value: 'y',
      description: 'z',
    });
    expect(post.statusCode).toBe(403);
    const big = await rest(h, 'POST', '/api/platform-settings', ACTORS.admin, {
      key: 'platform_logo_url',
      value: pngDataUrl(4 * 1024 * 1024),
      description: 'Big logo',
      updatedBy: 1,
    });
    expect(big.statusCode).toBe(200);
  });
});
