import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { STANDARD_ROLE_TYPES } from '@lectern/domain';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const JSON_HEADERS = { 'content-type': 'application/json' };

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('meetings through the REST door', () => {
  it('GET /api/auth/user answers 401 with "Unauthorized" when signed out', async () => {
    const app = await h.http();
    const response = await app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Unauthorized');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/auth/user returns the caller with isSuperAdmin', async () => {
    const app = await h.http();
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: await h.authAs('admin@example.org'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'admin@example.org', isSuperAdmin: true });
  });

  it('POST /api/clubs/{clubId}/meetings creates from date/startTime, ignores body clubId, computes endTime', async () => {
    const app = await h.http();
    const response = await app.inject({
      method: 'POST',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: { ...JSON_HEADERS, ...(await h.authAs('vpe@example.org')) },
      payload: {
        title: 'From REST',
        agenda: 'Opening\nSpeeches',
        location: 'Library',
        status: 'scheduled',
        clubId: h.demo.secondClubId,
        date: `${inDays(15)}T00:00:00.000Z`,
        startTime: '18:30',
        endTime: '23:59',
        scheduledAt: new Date().toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      clubId: h.demo.clubId,
      title: 'From REST',
      date: inDays(15),
      startTime: '18:30',
      endTime: '20:00',
      location: 'Library',
    });
  });

  it('a member gets 403 Forbidden and the outsider 404 Not found for create', async () => {
    const app = await h.http();
    const payload = { title: 'x', date: inDays(16), startTime: '19:00' };
    const asMember = await app.inject({
      method: 'POST',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: { ...JSON_HEADERS, ...(await h.authAs('member@example.org')) },
      payload,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body).toContain('Forbidden');
    const asOutsider = await app.inject({
      method: 'POST',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: { ...JSON_HEADERS, ...(await h.authAs('outsider@example.org')) },
      payload,
    });
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.body).toContain('Not found');
  });

  it('bad input is 400 with field errors and no stack trace', async () => {
    const app = await h.http();
    const response = await app.inject({
      method: 'POST',
      url: `/api/clubs/${h.demo.clubId}/meetings`,
      headers: { ...JSON_HEADERS, ...(await h.authAs('vpe@example.org')) },
      payload: { title: 'x'.repeat(300), date: 'not-a-date', startTime: '7pm' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ issues: { path: string }[] }>();
    expect(body.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['title', 'scheduledDate', 'scheduledTime']),
    );
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('PATCH /api/roles/{id}/assign with an empty body volunteers; a second role is 409 "already have a role"', async () => {
    const app = await h.http();
    const vpe = await h.authAs('vpe@example.org');
    const meeting = (
      await app.inject({
        method: 'POST',
        url: `/api/clubs/${h.demo.clubId}/meetings`,
        headers: { ...JSON_HEADERS, ...vpe },
        payload: { title: 'Roles via REST', date: inDays(17), startTime: '19:00' },
      })
    ).json<{ id: number }>();
    const addRole = (roleType: string) =>
      app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/roles`,
        headers: { ...JSON_HEADERS, ...vpe },
        payload: { meetingId: meeting.id, roleType },
      });
    const speaker = (await addRole('speaker1')).json<{ id: number }>();
    const timer = (await addRole('timer')).json<{ id: number }>();

    const member = await h.authAs('member@example.org');
    const volunteer = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${speaker.id}/assign`,
      headers: member,
    });
    expect(volunteer.statusCode).toBe(200);
    expect(volunteer.json()).toMatchObject({ status: 'assigned' });

    const second = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${timer.id}/assign`,
      headers: { ...JSON_HEADERS, ...member },
      payload: {},
    });
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('already have a role');

    const member2 = await h.authAs('member2@example.org');
    const taken = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${speaker.id}/assign`,
      headers: member2,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Role is not open');

    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${speaker.id}/confirm`,
      headers: vpe,
    });
    expect(confirm.json()).toMatchObject({ status: 'confirmed' });
    const retract = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${speaker.id}/unassign`,
      headers: member,
    });
    expect(retract.statusCode).toBe(409);
    expect(retract.body).toContain('confirmed');

    const unassign = await app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/roles/${speaker.id}/assign`,
      headers: { ...JSON_HEADERS, ...vpe },
      payload: { userId: '' },
    });
    expect(unassign.json()).toMatchObject({ status: 'open', userId: null });

    const wrongMeeting = await app.inject({
      method: 'POST',
      url: `/api/meetings/${h.demo.meetingIds[0]}/roles/${speaker.id}/assign`,
      headers: { ...JSON_HEADERS, ...vpe },
      payload: { userId: '' },
    });
    expect(wrongMeeting.statusCode).toBe(404);

    const list = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}/roles`,
      headers: member,
    });
    // The standard set the meeting came with: each role type once, whatever was added again.
    expect(list.json<unknown[]>()).toHaveLength(STANDARD_ROLE_TYPES.length);
  });

  it('DELETE /api/meetings/{id}: 403 for a member, 200 for a manager, then 404', async () => {
    const app = await h.http();
    const vpe = await h.authAs('vpe@example.org');
    const meeting = (
      await app.inject({
        method: 'POST',
        url: `/api/clubs/${h.demo.clubId}/meetings`,
        headers: { ...JSON_HEADERS, ...vpe },
        payload: { title: 'Delete me', date: inDays(18), startTime: '19:00' },
      })
    ).json<{ id: number }>();
    const asMember = await app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meeting.id}`,
      headers: await h.authAs('member@example.org'),
    });
    expect(asMember.statusCode).toBe(403);
    const asVpe = await app.inject({
      method: 'DELETE',
      url: `/api/meetings/${meeting.id}`,
      headers: vpe,
    });
    expect(asVpe.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/meetings/${meeting.id}`,
      headers: vpe,
    });
    expect(after.statusCode).toBe(404);
  });
});

describe('request guards (CSRF, JSON only)', () => {
  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
  ])('a %s mutation is refused with %i on both doors', async (contentType, status) => {
    const app = await h.http();
    for (const url of [`/api/clubs/${h.demo.clubId}/meetings`, '/api/trpc/meetings.create']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, ...(await h.authAs('vpe@example.org')) },
        payload: 'title=x',
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it('cross-site and foreign-origin mutations are refused with 403', async () => {
    const app = await h.http();
    const headers = { ...JSON_HEADERS, ...(await h.authAs('vpe@example.org')) };
    const url = `/api/clubs/${h.demo.clubId}/meetings`;
    const payload = { title: 'x', date: inDays(19), startTime: '19:00' };
    const crossSite = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
