// A new club's first month (decision 060): its own locale, currency and no-meal fee from the day it
// is created, nothing of the demo club in it, settings that keep what is typed and say which field
// is wrong, a second role per member where the club allows it, no meeting dated in the past, and
// repeated creates that make one thing.
import { randomUUID } from 'node:crypto';
import {
  CLUB_FORM_MESSAGES,
  MEETING_FIELD_MESSAGES,
  MEETING_ROLE_MESSAGES,
  ROLES_PER_MEMBER_MESSAGE,
  todayInZone,
} from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, errorOf, inDays } from './helpers.js';

let h: ApiHarness;
let clubId: number;
const FOUNDER = ACTORS.outsider;

beforeAll(async () => {
  h = await createApiHarness();
  const founder = await h.callerAs(FOUNDER);
  const club = await founder.platformClubs.create({
    name: 'Riverside Speakers',
    timeZone: 'America/Chicago',
    meetingDay: 'Wednesday',
    meetingTime: '19:00',
    locale: 'en-US',
    currency: 'USD',
  });
  clubId = club.id;
});
afterAll(async () => h?.close());

/** A tRPC mutation over HTTP as a browser: the status and the error's field messages. */
async function mutate(email: string, path: string, input: unknown) {
  const response = await (
    await h.http()
  ).inject({
    method: 'POST',
    url: `/api/trpc/${path}`,
    headers: { ...(await h.browserAs(email)), 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
  const body = response.json<{
    error?: { message: string; data: { fieldErrors?: Record<string, string[]> } };
  }>();
  return { status: response.statusCode, error: body.error };
}

const MEETING_SETTINGS = {
  rsvpDeadline: 1,
  mealDeadline: 11,
  defaultTheme: null,
  meetingFormat: null,
};

describe('a new club starts as its own', () => {
  it('keeps the locale and currency it was created with, no meal fee, no menu and no place', async () => {
    const founder = await h.callerAs(FOUNDER);
    const club = await founder.clubs.get({ clubId });
    expect(club).toMatchObject({
      locale: 'en-US',
      currency: 'USD',
      noMealFee: '0.00',
      rolesPerMember: 1,
      meetingLocation: null,
    });
    expect(await founder.menuItems.list({ clubId })).toEqual([]);
    const mine = (await founder.clubs.list()).find((c) => c.clubId === clubId);
    expect(mine?.club).toMatchObject({ locale: 'en-US', currency: 'USD' });
  });

  it('the demo club keeps AUD, en-AU and its $5.00 no-meal fee', async () => {
    const club = await (await h.callerAs(ACTORS.president)).clubs.get({ clubId: h.demo.clubId });
    expect(club).toMatchObject({ locale: 'en-AU', currency: 'AUD', noMealFee: '5.00' });
  });

  it('attending without a meal costs the club’s fee: nothing in a new club', async () => {
    const founder = await h.callerAs(FOUNDER);
    const meeting = await founder.meetings.create({
      clubId,
      title: 'First meeting',
      scheduledDate: inDays(10),
      scheduledTime: '19:00',
    });
    const rsvp = await founder.rsvps.submit({
      meetingId: meeting.id,
      status: 'attending',
      hasMeal: false,
    });
    expect(rsvp).toMatchObject({ mealPrice: '0.00', totalPrice: '0.00' });
  });

  it('a creation without a locale or currency names the missing fields', async () => {
    const answer = await mutate(FOUNDER, 'platformClubs.create', {
      name: 'No Locale Club',
      timeZone: 'America/Chicago',
      meetingDay: 'Wednesday',
      meetingTime: '19:00',
      clubNumber: 'x'.repeat(51),
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.data.fieldErrors).toEqual({
      clubNumber: ['Club number must be at most 50 characters'],
      locale: ['Choose how dates are written (the club’s locale)'],
      currency: ['Choose the club’s currency'],
    });
  });
});

describe('the club changes its place and money', () => {
  it('locale, currency and fee change; meetings keep their date and clock time in a new zone', async () => {
    const founder = await h.callerAs(FOUNDER);
    const meeting = await founder.meetings.create({
      clubId,
      title: 'Zone proof',
      scheduledDate: '2031-03-05',
      scheduledTime: '19:00',
    });
    // 19:00 in Chicago (UTC-6 in early March) is 01:00 UTC the next day.
    expect(meeting.scheduledAt).toEqual(new Date('2031-03-06T01:00:00Z'));
    const club = await founder.clubs.updatePlace({
      clubId,
      locale: 'en-GB',
      currency: 'GBP',
      timeZone: 'Europe/London',
      noMealFee: '2.5',
    });
    expect(club).toMatchObject({
      locale: 'en-GB',
      currency: 'GBP',
      timeZone: 'Europe/London',
      noMealFee: '2.50',
    });
    const moved = await founder.meetings.get({ meetingId: meeting.id });
    expect(moved).toMatchObject({ date: '2031-03-05', startTime: '19:00' });
    expect(moved.scheduledAt).toEqual(new Date('2031-03-05T19:00:00Z'));
    await founder.clubs.updatePlace({
      clubId,
      locale: 'en-US',
      currency: 'USD',
      timeZone: 'America/Chicago',
      noMealFee: 0,
    });
  });

  it('a member cannot change them; a bad fee is refused in words', async () => {
    const member = await mutate(ACTORS.member, 'clubs.updatePlace', {
      clubId: h.demo.clubId,
      locale: 'en-US',
      currency: 'USD',
      timeZone: 'America/Chicago',
      noMealFee: 0,
    });
    expect(member.status).toBe(403);
    const bad = await mutate(FOUNDER, 'clubs.updatePlace', {
      clubId,
      locale: 'en-US',
      currency: 'US$',
      timeZone: 'America/Chicago',
      noMealFee: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.data.fieldErrors).toEqual({
      currency: ['Choose the club’s currency'],
      noMealFee: ['No-meal fee must be an amount between 0 and 1000'],
    });
  });
});

describe('settings keep what is typed and name the field that is wrong', () => {
  it('meeting settings save for a club with no location, number or district', async () => {
    const founder = await h.callerAs(FOUNDER);
    const club = await founder.clubs.updateMeetingSettings({
      clubId,
      ...MEETING_SETTINGS,
      rolesPerMember: 1,
      defaultTheme: 'Bridges',
    });
    expect(club).toMatchObject({
      meetingLocation: null,
      meetingSettings: { rsvpDeadline: 1, mealDeadline: 11, defaultTheme: 'Bridges' },
    });
  });

  it('club information without number, district or location saves; the day comes from a list', async () => {
    const form = {
      clubId,
      name: 'Riverside Speakers',
      meetingDay: 'Wednesday',
      meetingTime: '19:00',
      clubNumber: '',
      district: '',
      meetingLocation: '',
    };
    const saved = await mutate(FOUNDER, 'clubs.update', form);
    expect(saved.status).toBe(200);
    const wrong = await mutate(FOUNDER, 'clubs.update', {
      ...form,
      meetingDay: 'Wendsday',
      district: 'x'.repeat(51),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.data.fieldErrors).toEqual({
      meetingDay: [CLUB_FORM_MESSAGES.meetingDay],
      district: ['District must be at most 50 characters'],
    });
    const settings = await mutate(FOUNDER, 'clubs.updateMeetingSettings', {
      clubId,
      ...MEETING_SETTINGS,
      rolesPerMember: 3,
    });
    expect(settings.error?.data.fieldErrors).toEqual({
      rolesPerMember: [ROLES_PER_MEMBER_MESSAGE],
    });
  });
});

describe('a second role per meeting where the club allows it', () => {
  it('one role by default; two once the setting says so; never three', async () => {
    const founder = await h.callerAs(FOUNDER);
    const meeting = await founder.meetings.create({
      clubId,
      title: 'Small club',
      scheduledDate: inDays(14),
      scheduledTime: '19:00',
    });
    const roles = [];
    for (const roleType of ['toastmaster', 'timer', 'grammarian'])
      roles.push(await founder.meetingRoles.add({ meetingId: meeting.id, roleType }));
    await founder.meetingRoles.volunteer({ roleId: roles[0]!.id });
    const one = await errorOf(founder.meetingRoles.volunteer({ roleId: roles[1]!.id }));
    expect(one).toMatchObject({
      code: 'CONFLICT',
      message: MEETING_ROLE_MESSAGES.alreadyHaveRoleServer,
    });

    await founder.clubs.updateMeetingSettings({ clubId, ...MEETING_SETTINGS, rolesPerMember: 2 });
    expect(await founder.meetingRoles.volunteer({ roleId: roles[1]!.id })).toMatchObject({
      status: 'assigned',
    });
    const third = await errorOf(founder.meetingRoles.volunteer({ roleId: roles[2]!.id }));
    expect(third).toMatchObject({ code: 'CONFLICT', message: MEETING_ROLE_MESSAGES.atRoleLimit });
    const me = await h.userByEmail(FOUNDER);
    const assigned = await errorOf(
      founder.meetingRoles.assign({ roleId: roles[2]!.id, userId: me.id }),
    );
    expect(assigned).toMatchObject({
      code: 'CONFLICT',
      message: MEETING_ROLE_MESSAGES.atRoleLimit,
    });
    await founder.clubs.updateMeetingSettings({ clubId, ...MEETING_SETTINGS, rolesPerMember: 1 });
  });
});

describe('nothing vanishes: a new meeting is never dated in the past', () => {
  it('yesterday is refused on the date field; today is accepted', async () => {
    const today = todayInZone(new Date(), 'America/Chicago');
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const past = await mutate(FOUNDER, 'meetings.create', {
      clubId,
      title: 'Too late',
      scheduledDate: yesterday.toISOString().slice(0, 10),
      scheduledTime: '19:00',
    });
    expect(past.error?.message).toBe('Invalid input');
    expect(past.status).toBe(400);
    expect(past.error?.data.fieldErrors).toEqual({
      scheduledDate: [MEETING_FIELD_MESSAGES.datePassed],
    });
    const founder = await h.callerAs(FOUNDER);
    expect(
      await founder.meetings.create({
        clubId,
        title: 'Today',
        scheduledDate: today,
        scheduledTime: '23:30',
      }),
    ).toMatchObject({ date: today });
  });
});

describe('nothing doubles', () => {
  it('the same invitation request twice at once makes one invitation and one link', async () => {
    const founder = await h.callerAs(FOUNDER);
    const before = (await founder.invites.list({ clubId })).length;
    const requestKey = randomUUID();
    const ask = () =>
      founder.invites.create({ clubId, role: 'member', expiresInDays: 7, requestKey });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
    expect(await founder.invites.list({ clubId })).toHaveLength(before + 1);
    const other = await founder.invites.create({
      clubId,
      role: 'member',
      expiresInDays: 7,
      requestKey: randomUUID(),
    });
    expect(other.id).not.toBe(first.id);
    expect(other.url).not.toBe(first.url);
  });

  it('the same request key in another club makes that club its own invitation', async () => {
    const requestKey = randomUUID();
    const president = await h.callerAs(ACTORS.president);
    const demoInvite = await president.invites.create({
      clubId: h.demo.clubId,
      role: 'guest',
      expiresInDays: 7,
      requestKey,
    });
    const founder = await h.callerAs(FOUNDER);
    const ours = await founder.invites.create({
      clubId,
      role: 'guest',
      expiresInDays: 7,
      requestKey,
    });
    expect(ours.id).not.toBe(demoInvite.id);
    expect(ours.clubId).toBe(clubId);
  });
});
