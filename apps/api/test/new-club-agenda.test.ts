// A new club's meetings are made from its template: the template's items timed from the meeting's
// own start (wall clock in the club's zone, across a daylight-saving change too), the club's
// default theme, an end time that agrees with the agenda, and the role slots the template names
// (or the standard set), created with the meeting; a template's roles can later be given to its
// upcoming meetings without taking any held role away.
import {
  agendaRows,
  agendaToPlainText,
  parseStoredAgenda,
  STANDARD_ROLE_TYPES,
  type StructuredTemplateItem,
} from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgenda } from '../src/features/agenda-pdf/agenda-pdf.route.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, inDays, riversideClub } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

/** A new club, with the default theme as the Meeting Settings card saves it. */
async function newClub(timeZone = 'America/Chicago') {
  const club = await riversideClub(h, { timeZone });
  await h.db
    .updateTable('clubs')
    .set({ meetingSettings: JSON.stringify({ defaultTheme: 'Finding Your Voice' }) })
    .where('id', '=', club.clubId)
    .execute();
  return club;
}

function item(
  startTime: string,
  duration: number,
  title: string,
  type: StructuredTemplateItem['type'],
  roleType: string | null = null,
) {
  return { title, startTime, endTime: startTime, duration, type, roleType, notes: '' };
}

/** Eight items from 19:00 to 20:00, naming six roles. */
const EIGHT_ITEMS = [
  item('19:00', 5, 'Call to Order', 'opening', 'sergeant_at_arms'),
  item('19:05', 5, 'Toastmaster Introduction', 'opening', 'toastmaster'),
  item('19:10', 7, 'Prepared Speech', 'speech', 'speaker1'),
  item('19:17', 7, 'Prepared Speech', 'speech', 'speaker2'),
  item('19:24', 15, 'Table Topics', 'table_topics', 'table_topics_master'),
  item('19:39', 6, 'Evaluations', 'evaluation', 'evaluator1'),
  item('19:45', 5, 'Reports', 'reports'),
  item('19:50', 10, 'Closing Remarks', 'closing'),
];
const EIGHT_ROLES = [
  'sergeant_at_arms',
  'toastmaster',
  'speaker1',
  'speaker2',
  'table_topics_master',
  'evaluator1',
];

async function structuredTemplate(
  officer: Awaited<ReturnType<typeof newClub>>['officer'],
  clubId: number,
  items: readonly ReturnType<typeof item>[] = EIGHT_ITEMS,
) {
  return officer.agendaTemplates.create({
    clubId,
    name: 'Riverside Standard',
    content: items.map((entry) => `${entry.startTime} ${entry.title}`).join('\n'),
    isDefault: true,
    meetingDuration: 60,
    structure: JSON.stringify(items),
  });
}

async function rolesOf(meetingId: number) {
  return h.db
    .selectFrom('meetingRoles')
    .select(['roleType', 'userId'])
    .where('meetingId', '=', meetingId)
    .orderBy('id')
    .execute();
}

describe('scheduling with a structured template', () => {
  it("gives a one-off meeting the template's items from its own start, the default theme, the agenda's end and the named roles", async () => {
    const { clubId, officer, member } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    const meeting = await officer.meetings.create({
      clubId,
      title: 'Weekly Meeting',
      scheduledDate: inDays(20),
      scheduledTime: '18:30',
      agendaTemplateId: template.id,
    });
    expect(meeting).toMatchObject({
      startTime: '18:30',
      endTime: '19:30',
      theme: 'Finding Your Voice',
      agendaTemplateId: template.id,
    });
    const items = parseStoredAgenda(meeting.agenda);
    expect(items?.map((entry) => [entry.time, entry.activity])).toEqual([
      ['18:30', 'Call to Order'],
      ['18:35', 'Toastmaster Introduction'],
      ['18:40', 'Prepared Speech'],
      ['18:47', 'Prepared Speech'],
      ['18:54', 'Table Topics'],
      ['19:09', 'Evaluations'],
      ['19:15', 'Reports'],
      ['19:20', 'Closing Remarks'],
    ]);
    expect((await rolesOf(meeting.id)).map((role) => role.roleType)).toEqual(EIGHT_ROLES);

    // A member finds the roles on the meeting and volunteers without an officer adding any.
    const asMember = await h.callerAs(member);
    const roles = await asMember.meetingRoles.list({ meetingId: meeting.id });
    const speaker = roles.find((role) => role.roleType === 'speaker1');
    expect(speaker).toMatchObject({ status: 'open', userId: null });
    expect(await asMember.meetingRoles.volunteer({ roleId: speaker?.id ?? 0 })).toMatchObject({
      status: 'assigned',
    });

    // The view, the PDF and the text export read the same agenda.
    const pdf = await loadAgenda(asMember, String(meeting.id));
    const view = agendaRows(
      meeting.agenda,
      await asMember.meetingRoles.list({ meetingId: meeting.id }),
      () => null,
      meeting.startTime,
    );
    expect(pdf.data.rows.map((row) => [row.time, row.activity])).toEqual(
      view.map((row) => [row.time, row.activity]),
    );
    expect(pdf.data.timeRange).toBe('6:30 PM - 7:30 PM');
    expect(pdf.data.rows[2]?.presenter).toBe('Hannah Member');
    const text = agendaToPlainText({ clubName: 'Riverside', date: meeting.date, items: view });
    expect(text).toContain('6:30 | Call to Order | 5:00');
    expect(text).toContain('7:20 | Closing Remarks | 10:00');
  });

  it('gives every week of a recurring series the same wall-clock agenda across the daylight-saving change, and roles in each', async () => {
    const { clubId, officer } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    // America/Chicago moves its clocks forward on Sunday 14 March 2027.
    const first = await officer.meetings.create({
      clubId,
      title: 'Weekly Meeting',
      scheduledDate: '2027-03-03',
      scheduledTime: '19:00',
      recurringWeeks: 4,
      agendaTemplateId: template.id,
    });
    const series = (await officer.meetings.list({ clubId })).filter(
      (meeting) => meeting.agendaTemplateId === template.id,
    );
    expect(series.map((meeting) => meeting.date)).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
    ]);
    expect(series.map((meeting) => meeting.scheduledAt?.toISOString())).toEqual([
      '2027-03-04T01:00:00.000Z',
      '2027-03-11T01:00:00.000Z',
      '2027-03-18T00:00:00.000Z',
      '2027-03-25T00:00:00.000Z',
    ]);
    for (const meeting of series) {
      const items = parseStoredAgenda(meeting.agenda) ?? [];
      expect(items[0]?.time).toBe('19:00');
      expect(items.at(-1)?.time).toBe('19:50');
      expect([meeting.startTime, meeting.endTime, meeting.theme]).toEqual([
        '19:00',
        '20:00',
        'Finding Your Voice',
      ]);
      expect((await rolesOf(meeting.id)).map((role) => role.roleType)).toEqual(EIGHT_ROLES);
    }
    expect(first.id).toBe(series[0]?.id);
  });

  it('a template naming no roles gives each meeting the standard role set', async () => {
    const { clubId, officer } = await newClub();
    const template = await structuredTemplate(officer, clubId, [
      item('19:00', 10, 'Opening', 'opening'),
      item('19:10', 30, 'Speeches', 'speech'),
    ]);
    const meeting = await officer.meetings.create({
      clubId,
      title: 'Weekly Meeting',
      scheduledDate: inDays(21),
      scheduledTime: '19:00',
      recurringWeeks: 2,
      agendaTemplateId: template.id,
    });
    expect((await rolesOf(meeting.id)).map((role) => role.roleType)).toEqual([
      ...STANDARD_ROLE_TYPES,
    ]);
    expect(meeting.endTime).toBe('19:40');
  });

  it('an agenda list given with the input wins over the template; a text template keeps its text and gives the standard role set', async () => {
    const { clubId, officer } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    const own = JSON.stringify([
      {
        id: 'a',
        time: '19:00',
        activity: 'Our own',
        maxTime: '45:00',
        greenTime: '',
        amberTime: '',
        redTime: '',
        presenter: 'Chair',
      },
    ]);
    const given = await officer.meetings.create({
      clubId,
      title: 'Special',
      scheduledDate: inDays(22),
      scheduledTime: '19:00',
      agendaTemplateId: template.id,
      agenda: own,
    });
    expect(parseStoredAgenda(given.agenda)?.map((entry) => entry.activity)).toEqual(['Our own']);
    expect(given.endTime).toBe('19:45');

    const text = await officer.agendaTemplates.create({
      clubId,
      name: 'Plain',
      content: 'Opening\nSpeeches',
      isDefault: false,
      meetingDuration: 60,
    });
    const plain = await officer.meetings.create({
      clubId,
      title: 'Plain',
      scheduledDate: inDays(23),
      scheduledTime: '19:00',
      agendaTemplateId: text.id,
    });
    expect(plain).toMatchObject({ agenda: 'Opening\nSpeeches', endTime: '20:30' });
    expect((await rolesOf(plain.id)).map((role) => role.roleType)).toEqual([
      ...STANDARD_ROLE_TYPES,
    ]);
  });
});

describe('without a template', () => {
  it('the built-in agenda starts at the meeting time in the view and the PDF', async () => {
    const { clubId, officer } = await newClub();
    const meeting = await officer.meetings.create({
      clubId,
      title: 'No template',
      scheduledDate: inDays(24),
      scheduledTime: '19:00',
    });
    expect(meeting).toMatchObject({ agenda: null, theme: 'Finding Your Voice' });
    const pdf = await loadAgenda(officer, String(meeting.id));
    expect(pdf.data.rows[0]?.time).toBe('19:00');
    expect(pdf.data.rows[1]).toMatchObject({ time: '19:15', activity: 'Call to Order' });
  });
});

describe('the agenda and the meeting times agree', () => {
  it('a saved agenda list moves the end time; a new start time moves the agenda', async () => {
    const { clubId, officer } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    const meeting = await officer.meetings.create({
      clubId,
      title: 'Weekly Meeting',
      scheduledDate: inDays(25),
      scheduledTime: '19:00',
      agendaTemplateId: template.id,
    });
    const items = parseStoredAgenda(meeting.agenda) ?? [];
    const longer = items.map((entry, index) =>
      index === items.length - 1 ? { ...entry, maxTime: '25:00' } : entry,
    );
    const saved = await officer.meetings.update({
      meetingId: meeting.id,
      agenda: JSON.stringify(longer),
    });
    expect(saved.endTime).toBe('20:15');

    // A later start moves the whole agenda with it, and the end.
    const moved = await officer.meetings.update({ meetingId: meeting.id, startTime: '19:30' });
    const times = (parseStoredAgenda(moved.agenda) ?? []).map((entry) => entry.time);
    expect([times[0], times.at(-1), moved.startTime, moved.endTime]).toEqual([
      '19:30',
      '20:20',
      '19:30',
      '20:45',
    ]);
  });
});

describe("applying a template's roles to its upcoming meetings", () => {
  it('adds the missing slots to upcoming meetings only, never takes a held role, and is repeatable', async () => {
    const { clubId, officer, member } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    const upcoming = await officer.meetings.create({
      clubId,
      title: 'Weekly Meeting',
      scheduledDate: inDays(10),
      scheduledTime: '19:00',
      recurringWeeks: 2,
      agendaTemplateId: template.id,
    });
    const cancelled = await officer.meetings.create({
      clubId,
      title: 'Cancelled',
      scheduledDate: inDays(40),
      scheduledTime: '19:00',
      agendaTemplateId: template.id,
    });
    await officer.meetings.update({ meetingId: cancelled.id, status: 'cancelled' });
    const past = await officer.meetings.create({
      clubId,
      title: 'Earlier',
      scheduledDate: inDays(50),
      scheduledTime: '19:00',
      agendaTemplateId: template.id,
    });
    // Moved into the past behind the API's back (the API may refuse past dates).
    await h.db
      .updateTable('meetings')
      .set({ date: inDays(-7) })
      .where('id', '=', past.id)
      .execute();
    const other = await officer.meetings.create({
      clubId,
      title: 'Other',
      scheduledDate: inDays(12),
      scheduledTime: '19:00',
    });

    // The member holds Speaker 1, a role the changed template no longer names.
    const asMember = await h.callerAs(member);
    const speaker = (await asMember.meetingRoles.list({ meetingId: upcoming.id })).find(
      (role) => role.roleType === 'speaker1',
    );
    await asMember.meetingRoles.volunteer({ roleId: speaker?.id ?? 0 });

    const changed = [
      item('19:00', 10, 'Opening', 'opening', 'toastmaster'),
      item('19:10', 20, 'Speeches', 'speech', 'speaker3'),
      item('19:30', 5, 'Timing', 'reports', 'timekeeper'),
    ];
    await officer.agendaTemplates.update({
      templateId: template.id,
      name: 'Riverside Standard',
      content: 'Opening\nSpeeches\nTiming',
      isDefault: true,
      structure: JSON.stringify(changed),
    });
    expect(await officer.agendaTemplates.applyRolesToUpcoming({ templateId: template.id })).toEqual(
      { meetings: 2, rolesAdded: 4 },
    );
    const roles = await rolesOf(upcoming.id);
    expect(roles.map((role) => role.roleType)).toEqual([...EIGHT_ROLES, 'speaker3', 'timer']);
    expect(roles.find((role) => role.roleType === 'speaker1')?.userId).toBe(
      (await h.userByEmail(member)).id,
    );
    for (const untouched of [cancelled.id, past.id]) {
      expect((await rolesOf(untouched)).map((role) => role.roleType)).toEqual(EIGHT_ROLES);
    }
    // Made without a template: the standard set, which the template's change does not touch.
    expect((await rolesOf(other.id)).map((role) => role.roleType)).toEqual([
      ...STANDARD_ROLE_TYPES,
    ]);
    expect(await officer.agendaTemplates.applyRolesToUpcoming({ templateId: template.id })).toEqual(
      { meetings: 2, rolesAdded: 0 },
    );
  });

  it('is for officers of the template’s club only', async () => {
    const { clubId, officer, member } = await newClub();
    const template = await structuredTemplate(officer, clubId);
    const asMember = await h.callerAs(member);
    expect(
      await codeOf(asMember.agendaTemplates.applyRolesToUpcoming({ templateId: template.id })),
    ).toBe('FORBIDDEN');
    const outsider = await h.callerAs(ACTORS.president);
    expect(
      await codeOf(outsider.agendaTemplates.applyRolesToUpcoming({ templateId: template.id })),
    ).toBe('NOT_FOUND');
  });
});
