// A new club's first month: meetings scheduled without a structured template come with the
// standard role set (one-off and every week of a series); a create sent twice (a double click, a
// retried request) makes one meeting series, one menu item, one template, even at the same time;
// dates and money the server writes are in the club's own locale and currency.
import { STANDARD_ROLE_TYPES } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgenda } from '../src/features/agenda-pdf/agenda-pdf.route.js';
import type {
  PaymentGateway,
  PaymentIntentRequest,
} from '../src/features/payments/payment-gateway.js';
import { createPaymentIntent } from '../src/features/payments/payments.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { inDays, riversideClub } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function roleTypesOf(meetingId: number) {
  const rows = await h.db
    .selectFrom('meetingRoles')
    .select('roleType')
    .where('meetingId', '=', meetingId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.roleType);
}

async function meetingIdsOf(clubId: number, title: string) {
  const rows = await h.db
    .selectFrom('meetings')
    .select('id')
    .where('clubId', '=', clubId)
    .where('title', '=', title)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.id);
}

describe('meetings without a structured template', () => {
  it('a one-off meeting comes with the standard role set, and a member volunteers at once', async () => {
    const { clubId, officer, member } = await riversideClub(h);
    const meeting = await officer.meetings.create({
      clubId,
      title: 'First meeting',
      scheduledDate: inDays(7),
      scheduledTime: '19:00',
    });
    expect(await roleTypesOf(meeting.id)).toEqual([...STANDARD_ROLE_TYPES]);
    const asMember = await h.callerAs(member);
    const timer = (await asMember.meetingRoles.list({ meetingId: meeting.id })).find(
      (role) => role.roleType === 'timer',
    );
    expect(await asMember.meetingRoles.volunteer({ roleId: timer?.id ?? 0 })).toMatchObject({
      status: 'assigned',
    });
  });

  it('every week of a recurring series comes with the standard role set', async () => {
    const { clubId, officer } = await riversideClub(h);
    await officer.meetings.create({
      clubId,
      title: 'Weekly',
      scheduledDate: inDays(7),
      scheduledTime: '19:00',
      recurringWeeks: 3,
    });
    const ids = await meetingIdsOf(clubId, 'Weekly');
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(await roleTypesOf(id)).toEqual([...STANDARD_ROLE_TYPES]);
  });
});

describe('a create sent twice makes one', () => {
  it('the same request key again answers with the same meeting; another key makes another', async () => {
    const { clubId, officer } = await riversideClub(h);
    const input = {
      clubId,
      title: 'Once',
      scheduledDate: inDays(9),
      scheduledTime: '19:00',
      requestKey: crypto.randomUUID(),
    };
    const first = await officer.meetings.create(input);
    const again = await officer.meetings.create(input);
    expect(again.id).toBe(first.id);
    expect(await meetingIdsOf(clubId, 'Once')).toEqual([first.id]);
    expect(await roleTypesOf(first.id)).toEqual([...STANDARD_ROLE_TYPES]);
    const other = await officer.meetings.create({ ...input, requestKey: crypto.randomUUID() });
    expect(other.id).not.toBe(first.id);
    expect(await meetingIdsOf(clubId, 'Once')).toHaveLength(2);
  });

  it('a recurring series sent three times at once is made once, each week with its roles', async () => {
    const { clubId, officer } = await riversideClub(h);
    const input = {
      clubId,
      title: 'Series',
      scheduledDate: inDays(8),
      scheduledTime: '19:00',
      recurringWeeks: 4,
      requestKey: crypto.randomUUID(),
    };
    const answers = await Promise.all([1, 2, 3].map(() => officer.meetings.create(input)));
    const ids = await meetingIdsOf(clubId, 'Series');
    expect(ids).toHaveLength(4);
    for (const answer of answers) expect(answer.id).toBe(ids[0]);
    for (const id of ids) expect(await roleTypesOf(id)).toEqual([...STANDARD_ROLE_TYPES]);
  });

  it('a menu item and a default template sent three times at once are made once', async () => {
    const { clubId, officer } = await riversideClub(h);
    const itemKey = crypto.randomUUID();
    const items = await Promise.all(
      [1, 2, 3].map(() =>
        officer.menuItems.create({
          clubId,
          name: 'Chili',
          category: 'meal',
          price: '14.00',
          requestKey: itemKey,
        }),
      ),
    );
    expect(new Set(items.map((item) => item.id)).size).toBe(1);
    expect(await officer.menuItems.list({ clubId })).toHaveLength(1);

    const templateKey = crypto.randomUUID();
    const templates = await Promise.all(
      [1, 2, 3].map(() =>
        officer.agendaTemplates.create({
          clubId,
          name: 'Our evening',
          content: 'Opening',
          isDefault: true,
          requestKey: templateKey,
        }),
      ),
    );
    expect(new Set(templates.map((template) => template.id)).size).toBe(1);
    const listed = await officer.agendaTemplates.list({ clubId });
    expect(listed).toHaveLength(1);
    expect(listed[0]?.isDefault).toBe(true);
  });

  it('a request key must be a UUID', async () => {
    const { clubId, officer } = await riversideClub(h);
    await expect(
      officer.meetings.create({
        clubId,
        title: 'Bad key',
        scheduledDate: inDays(9),
        scheduledTime: '19:00',
        requestKey: 'again',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the club’s own dates and money', () => {
  it('a US club’s agenda, notifications and card payments read month-first and in dollars', async () => {
    const { clubId, officer, member } = await riversideClub(h);
    const meeting = await officer.meetings.create({
      clubId,
      title: 'Dated',
      scheduledDate: '2030-02-13',
      scheduledTime: '19:00',
    });
    const { data } = await loadAgenda(officer, String(meeting.id));
    expect(data.dateText).toBe('Wednesday, February 13, 2030');
    expect(data.nextMeeting).toBe('Wednesday, February 20, 2030');

    const memberId = (await h.userByEmail(member)).id;
    const toastmaster = (await officer.meetingRoles.list({ meetingId: meeting.id })).find(
      (role) => role.roleType === 'toastmaster',
    );
    await officer.meetingRoles.assign({ roleId: toastmaster?.id ?? 0, userId: memberId });
    const { items } = await (await h.callerAs(member)).notifications.list();
    expect(items.map((item) => item.body)).toContain(
      "You are Toastmaster at 'Dated' on Wednesday, February 13, 2030.",
    );

    await officer.menuItems.create({ clubId, name: 'Chili', category: 'meal', price: '14.00' });
    const rsvp = await (
      await h.callerAs(member)
    ).rsvps.submit({
      meetingId: meeting.id,
      status: 'attending',
      hasMeal: true,
      mealChoice: 'Chili',
    });
    const requests: PaymentIntentRequest[] = [];
    const gateway: PaymentGateway = {
      createIntent(request) {
        requests.push(request);
        return Promise.resolve({ clientSecret: 'secret_usd' });
      },
    };
    await createPaymentIntent(h.db, gateway, { clubId, rsvpId: rsvp.id });
    expect(requests.map((request) => request.currency)).toEqual(['usd']);
  });
});
