// A new club's first week: the checklist on its dashboard ticks each step from the club's own
// records, and the figures that need a history (retention) wait until there is one.
import { CLUB_SETUP_STEPS } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, inDays, riversideClub } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

function doneSteps(checklist: { items: { step: string; done: boolean }[] }) {
  return checklist.items.filter((item) => item.done).map((item) => item.step);
}

describe('the first-week checklist (clubs.setupChecklist)', () => {
  it('starts with only the locale and currency (chosen at creation) done and ticks each step from what the club really did', async () => {
    const { clubId, officer: president } = await riversideClub(h, { withMember: false });
    const first = await president.clubs.setupChecklist({ clubId });
    expect(first.items.map((item) => item.step)).toEqual([...CLUB_SETUP_STEPS]);
    // Chosen on the creation form: the club's locale and currency are there from the start.
    expect(doneSteps(first)).toEqual(['localeAndCurrency']);
    expect(first.complete).toBe(false);

    const club = await president.clubs.get({ clubId });
    await president.clubs.update({
      clubId,
      name: club.name,
      clubNumber: club.clubNumber ?? '',
      district: club.district ?? '',
      meetingLocation: 'Riverside Library, Room 2',
      meetingDay: 'Wednesday',
      meetingTime: '19:00',
    });
    expect(doneSteps(await president.clubs.setupChecklist({ clubId }))).toEqual([
      'location',
      'localeAndCurrency',
      'meals',
    ]);

    await president.agendaTemplates.create({
      clubId,
      name: 'Our evening',
      content: 'Opening',
      isDefault: true,
    });
    await president.meetings.create({
      clubId,
      title: 'First meeting',
      scheduledDate: inDays(14),
      scheduledTime: '19:00',
    });
    await president.invites.create({ clubId, role: 'member' });
    expect(doneSteps(await president.clubs.setupChecklist({ clubId }))).toEqual([
      'location',
      'localeAndCurrency',
      'meals',
      'template',
      'meetings',
      'invitations',
    ]);

    const added = await president.members.add({
      clubId,
      name: 'Hannah Reyes',
      email: `hannah.${clubId}@example.org`,
      role: 'member',
    });
    await president.members.changeRole({ clubId, userId: added.userId, role: 'vpe' });
    const last = await president.clubs.setupChecklist({ clubId });
    expect(doneSteps(last)).toEqual([...CLUB_SETUP_STEPS]);
    expect(last.complete).toBe(true);
  });

  it('is complete for a club of long standing (the demo club)', async () => {
    const president = await h.callerAs(ACTORS.president);
    expect(await president.clubs.setupChecklist({ clubId: h.demo.clubId })).toMatchObject({
      complete: true,
    });
  });

  it('a menu ticks the meals step on its own, and so does a no-meal fee', async () => {
    const { clubId, officer: president } = await riversideClub(h, { withMember: false });
    await president.menuItems.create({ clubId, name: 'Soup', category: 'meal', price: '12.00' });
    expect(doneSteps(await president.clubs.setupChecklist({ clubId }))).toEqual([
      'localeAndCurrency',
      'meals',
    ]);
    const other = await riversideClub(h, { withMember: false });
    // Only the fee, written behind the API's back: the settings-saved signal stays unset.
    await h.db
      .updateTable('clubs')
      .set({ noMealFee: '5.00' })
      .where('id', '=', other.clubId)
      .execute();
    expect(doneSteps(await other.officer.clubs.setupChecklist({ clubId: other.clubId }))).toEqual([
      'localeAndCurrency',
      'meals',
    ]);
  });

  it('is for the officers who set the club up: a member is refused, an outsider learns nothing', async () => {
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).clubs.setupChecklist({ clubId: h.demo.clubId }),
      ),
    ).toBe('FORBIDDEN');
    const { clubId } = await riversideClub(h, { withMember: false });
    expect(
      await codeOf((await h.callerAs(ACTORS.president)).clubs.setupChecklist({ clubId })),
    ).toBe('NOT_FOUND');
  });
});

describe('retention in a young club', () => {
  it('is not a figure until a member has been in the club for a period', async () => {
    const { clubId, officer: president } = await riversideClub(h, { withMember: false });
    const dashboard = await president.growth.dashboard({ clubId });
    expect(dashboard.retentionRate).toBeNull();
    expect(dashboard.goals.retention).toMatchObject({ current: null, percent: 0 });
    // The demo club's members joined years ago: it has a period to measure.
    const demo = await (
      await h.callerAs(ACTORS.vpm)
    ).growth.dashboard({
      clubId: h.demo.clubId,
    });
    expect(demo.retentionRate).toEqual(expect.any(Number));
  });
});

describe('an RSVP that orders a meal but picks none', () => {
  it('is priced by the fee rules as no meal, whatever drinks came with it', async () => {
    const meeting = await freshMeeting(h);
    const member = await h.callerAs(ACTORS.member2);
    const rsvp = await member.rsvps.submit({
      meetingId: meeting.id,
      status: 'attending',
      hasMeal: true,
      mealChoice: '',
      drink6pm: 'House Wine',
    });
    expect(rsvp).toMatchObject({
      mealChoice: 'No meal',
      drink6pm: '',
      mealPrice: '5.00',
      totalPrice: '5.00',
    });
  });
});
