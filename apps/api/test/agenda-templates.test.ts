import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, freshMeeting, raceTest, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

const STRUCTURE = JSON.stringify([
  {
    id: 'a',
    title: 'Opening',
    startTime: '18:15',
    endTime: '18:20',
    duration: 5,
    type: 'opening',
    roleType: null,
  },
  {
    id: 'b',
    title: 'Speech',
    startTime: '18:20',
    endTime: '18:27',
    duration: 7,
    type: 'speech',
    roleType: 'speaker1',
  },
]);

async function defaults(clubId: number) {
  return h.db
    .selectFrom('agendaTemplates')
    .select('id')
    .where('clubId', '=', clubId)
    .where('isDefault', '=', true)
    .execute();
}

describe('agenda templates (tRPC door)', () => {
  it('creates a structured template; making it default un-defaults the others of the club only', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const secondDefaultsBefore = await defaults(h.demo.secondClubId);
    const created = await vpe.agendaTemplates.create({
      clubId: h.demo.clubId,
      name: 'Structured',
      content: 'Opening\nSpeech',
      isDefault: true,
      meetingDuration: 90,
      structure: STRUCTURE,
    });
    expect(created).toMatchObject({
      clubId: h.demo.clubId,
      name: 'Structured',
      isDefault: true,
      meetingDuration: 90,
    });
    expect(created.structure).toHaveLength(2);
    expect(await defaults(h.demo.clubId)).toEqual([{ id: created.id }]);
    expect(await defaults(h.demo.secondClubId)).toEqual(secondDefaultsBefore);
  });

  it('invalid structure, duration or missing fields are 400 and nothing is written', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const base = {
      clubId: h.demo.clubId,
      name: 'Bad',
      content: 'x',
      isDefault: false,
      meetingDuration: 120,
    };
    const count = async () => (await vpe.agendaTemplates.list({ clubId: h.demo.clubId })).length;
    const before = await count();
    for (const input of [
      { ...base, structure: 'not json' },
      {
        ...base,
        structure: JSON.stringify([
          { title: 'X', startTime: '18:00', endTime: '18:05', duration: 0, type: 'opening' },
        ]),
      },
      {
        ...base,
        structure: JSON.stringify([
          { title: 'X', startTime: '18:00', endTime: '18:05', duration: 5, type: 'party' },
        ]),
      },
      { ...base, structure: JSON.stringify({ not: 'a list' }) },
      { ...base, meetingDuration: 301 },
      { ...base, name: '  ' },
      { ...base, content: '' },
    ]) {
      expect(await codeOf(vpe.agendaTemplates.create(input))).toBe('BAD_REQUEST');
    }
    expect(await count()).toBe(before);
  });

  it('update and delete go through the template itself: another club gets 404', async () => {
    const president2 = await h.callerAs(ACTORS.president2);
    const templateId = h.demo.templateIds.online;
    expect(
      await codeOf(
        president2.agendaTemplates.update({
          templateId,
          name: 'Stolen',
          content: 'x',
          isDefault: true,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(await codeOf(president2.agendaTemplates.delete({ templateId }))).toBe('NOT_FOUND');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).agendaTemplates.update({
          templateId,
          name: 'M',
          content: 'x',
          isDefault: false,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf((await h.callerAs(ACTORS.guest)).agendaTemplates.delete({ templateId })),
    ).toBe('FORBIDDEN');
    expect(await codeOf((await h.callerAs(null)).agendaTemplates.delete({ templateId }))).toBe(
      'UNAUTHORIZED',
    );

    const treasurer = await h.callerAs(ACTORS.treasurer);
    const updated = await treasurer.agendaTemplates.update({
      templateId,
      name: 'Online',
      content: 'Short',
      isDefault: true,
    });
    expect(updated).toMatchObject({
      id: templateId,
      name: 'Online',
      content: 'Short',
      isDefault: true,
    });
    expect(await defaults(h.demo.clubId)).toEqual([{ id: templateId }]);
  });

  it('deleting a template keeps the meetings made from it (their reference is cleared)', async () => {
    const vpe = await h.callerAs(ACTORS.vpe);
    const template = await vpe.agendaTemplates.create({
      clubId: h.demo.clubId,
      name: 'Disposable',
      content: 'Agenda text',
      isDefault: false,
      meetingDuration: 60,
    });
    const meeting = await vpe.meetings.create({
      clubId: h.demo.clubId,
      title: 'From template',
      scheduledDate: '2031-05-06',
      scheduledTime: '19:00',
      agendaTemplateId: template.id,
    });
    expect(await vpe.agendaTemplates.delete({ templateId: template.id })).toEqual({
      id: template.id,
    });
    expect(await vpe.meetings.get({ meetingId: meeting.id })).toMatchObject({
      agendaTemplateId: null,
      agenda: 'Agenda text',
    });
    expect(await codeOf(vpe.agendaTemplates.delete({ templateId: template.id }))).toBe('NOT_FOUND');
  });

  raceTest(
    'several templates made default at the same moment leave exactly one default',
    async () => {
      const vpe = await h.callerAs(ACTORS.vpe);
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(
          (
            await vpe.agendaTemplates.create({
              clubId: h.demo.clubId,
              name: `Race ${i}`,
              content: 'x',
              isDefault: false,
              meetingDuration: 60,
            })
          ).id,
        );
      }
      const managers = await Promise.all(
        [ACTORS.vpe, ACTORS.vpm, ACTORS.president, ACTORS.secretary, ACTORS.treasurer].map((e) =>
          h.callerAs(e),
        ),
      );
      await Promise.all(
        ids.map((templateId, i) =>
          managers[i]!.agendaTemplates.update({
            templateId,
            name: `Race ${i}`,
            content: 'x',
            isDefault: true,
          }),
        ),
      );
      await Promise.all(
        managers.map((m, i) =>
          m.agendaTemplates.create({
            clubId: h.demo.clubId,
            name: `Race new ${i}`,
            content: 'x',
            isDefault: true,
            meetingDuration: 60,
          }),
        ),
      );
      expect(await defaults(h.demo.clubId)).toHaveLength(1);
    },
  );

  it('guests and members do not read templates', async () => {
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).agendaTemplates.list({ clubId: h.demo.clubId }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.outsider)).agendaTemplates.list({ clubId: h.demo.clubId }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('agenda templates through the REST door', () => {
  it('POST 201 (body clubId ignored), PUT, DELETE; 403 for members', async () => {
    const created = await rest(
      h,
      'POST',
      `/api/clubs/${h.demo.clubId}/agenda-templates`,
      ACTORS.vpe,
      {
        name: 'Via REST',
        content: 'Welcome',
        isDefault: false,
        meetingDuration: 120,
        structure: null,
        clubId: h.demo.secondClubId,
      },
    );
    expect(created.statusCode).toBe(201);
    const template = created.json<{ id: number; clubId: number }>();
    expect(template.clubId).toBe(h.demo.clubId);

    const denied = await rest(
      h,
      'POST',
      `/api/clubs/${h.demo.clubId}/agenda-templates`,
      ACTORS.member,
      { name: 'x', content: 'y' },
    );
    expect(denied.statusCode).toBe(403);
    const invalid = await rest(
      h,
      'POST',
      `/api/clubs/${h.demo.clubId}/agenda-templates`,
      ACTORS.vpe,
      { name: 'x', content: 'y', structure: '[{"title":1}]' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(
      'structure',
    );

    const put = await rest(h, 'PUT', `/api/agenda-templates/${template.id}`, ACTORS.vpm, {
      name: 'Renamed',
      content: 'Hello',
      isDefault: false,
      clubId: h.demo.secondClubId,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Renamed', clubId: h.demo.clubId });
    expect(
      (
        await rest(h, 'PUT', `/api/agenda-templates/${template.id}`, ACTORS.president2, {
          name: 'x',
          content: 'y',
          isDefault: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await rest(h, 'DELETE', `/api/agenda-templates/${template.id}`, ACTORS.guest)).statusCode,
    ).toBe(403);
    expect(
      (await rest(h, 'DELETE', `/api/agenda-templates/${template.id}`, ACTORS.vpm)).statusCode,
    ).toBe(200);
    expect(
      (await rest(h, 'DELETE', `/api/agenda-templates/${template.id}`, ACTORS.vpm)).statusCode,
    ).toBe(404);
  });

  it('meetings still validate a stored agenda list before writing it', async () => {
    const meeting = await freshMeeting(h);
    const bad = await rest(h, 'PATCH', `/api/meetings/${meeting.id}`, ACTORS.vpe, {
      agenda: '[{"id":1,"activity":5}]',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(
      'agenda',
    );
    const items = [
      {
        id: '1',
        time: '18:15',
        activity: 'Call to Order',
        maxTime: '2:00',
        greenTime: '1:00',
        amberTime: '1:30',
        redTime: '2:00',
        presenter: '',
      },
    ];
    const good = await rest(h, 'PATCH', `/api/meetings/${meeting.id}`, ACTORS.vpe, {
      agenda: JSON.stringify(items),
      theme: 'Fresh',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ theme: 'Fresh', id: meeting.id });
    const vpe = await h.callerAs(ACTORS.vpe);
    const error = await errorOf(
      vpe.meetings.update({ meetingId: meeting.id, agenda: '[not json' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(
      (await vpe.meetings.update({ meetingId: meeting.id, agenda: 'Free text agenda' })).agenda,
    ).toBe('Free text agenda');
  });
});
