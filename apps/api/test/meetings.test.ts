import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createApiHarness, type ApiHarness } from './harness.js';
import { raceTest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

function nextWeekday(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return date.toISOString().slice(0, 10);
}

describe('meetings through the tRPC door', () => {
  it('a president schedules a meeting with the product’s defaults and sees it listed', async () => {
    const president = await h.callerAs('president@example.org');
    const created = await president.meetings.create({
      clubId: h.demo.clubId,
      title: 'Weekly Club Meeting',
      scheduledDate: nextWeekday(10),
      scheduledTime: '19:00',
    });
    expect(created).toMatchObject({
      clubId: h.demo.clubId,
      title: 'Weekly Club Meeting',
      location: 'Community Center',
      status: 'scheduled',
      startTime: '19:00',
      endTime: '20:30',
      date: nextWeekday(10),
    });
    const upcoming = await president.meetings.upcoming({ clubId: h.demo.clubId });
    expect(upcoming.map((m) => m.id)).toContain(created.id);
  });

  it('recurring weeks create one meeting per week and answer with the first', async () => {
    const vpe = await h.callerAs('vpe@example.org');
    const first = await vpe.meetings.create({
      clubId: h.demo.clubId,
      title: 'Recurring',
      scheduledDate: nextWeekday(30),
      scheduledTime: '18:15',
      recurringWeeks: 3,
    });
    const all = await vpe.meetings.list({ clubId: h.demo.clubId });
    const series = all.filter((m) => m.title === 'Recurring').map((m) => m.date);
    expect(first.date).toBe(nextWeekday(30));
    expect(series).toEqual([nextWeekday(30), nextWeekday(37), nextWeekday(44)]);
  });

  it.each([
    ['member@example.org', 'FORBIDDEN'],
    ['guest@example.org', 'FORBIDDEN'],
    ['sergeant@example.org', 'FORBIDDEN'],
    ['outsider@example.org', 'NOT_FOUND'],
    ['admin@example.org', 'NOT_FOUND'],
    [null, 'UNAUTHORIZED'],
  ])('%s cannot create a meeting (%s)', async (email, code) => {
    const caller = await h.callerAs(email);
    const input = {
      clubId: h.demo.clubId,
      title: 'Nope',
      scheduledDate: nextWeekday(12),
      scheduledTime: '19:00',
    };
    expect(await codeOf(caller.meetings.create(input))).toBe(code);
  });

  it('invalid input is a BAD_REQUEST naming the field, and nothing is written', async () => {
    const president = await h.callerAs('president@example.org');
    const before = (await president.meetings.list({ clubId: h.demo.clubId })).length;
    const error = await president.meetings
      .create({
        clubId: h.demo.clubId,
        title: '',
        scheduledDate: '2026-02-30',
        scheduledTime: '25:00',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((await president.meetings.list({ clubId: h.demo.clubId })).length).toBe(before);
  });

  it('members read meetings of their club; outsiders get 404 for them', async () => {
    const meetingId = h.demo.meetingIds[0]!;
    const member = await h.callerAs('member@example.org');
    expect((await member.meetings.get({ meetingId })).id).toBe(meetingId);
    const outsider = await h.callerAs('outsider@example.org');
    expect(await codeOf(outsider.meetings.get({ meetingId }))).toBe('NOT_FOUND');
    expect(await codeOf(outsider.meetings.list({ clubId: h.demo.clubId }))).toBe('NOT_FOUND');
  });

  it('only managers delete, and a deleted meeting is gone', async () => {
    const president = await h.callerAs('president@example.org');
    const meeting = await president.meetings.create({
      clubId: h.demo.clubId,
      title: 'To delete',
      scheduledDate: nextWeekday(20),
      scheduledTime: '19:00',
    });
    const member = await h.callerAs('member@example.org');
    expect(await codeOf(member.meetings.delete({ meetingId: meeting.id }))).toBe('FORBIDDEN');
    const treasurer = await h.callerAs('treasurer@example.org');
    expect(await treasurer.meetings.delete({ meetingId: meeting.id })).toEqual({ id: meeting.id });
    expect(await codeOf(president.meetings.get({ meetingId: meeting.id }))).toBe('NOT_FOUND');
  });
});

describe('meeting roles through the tRPC door', () => {
  async function freshMeetingWithRoles(roleTypes: string[]) {
    const vpe = await h.callerAs('vpe@example.org');
    const meeting = await vpe.meetings.create({
      clubId: h.demo.clubId,
      title: 'Roles',
      scheduledDate: nextWeekday(14),
      scheduledTime: '19:00',
    });
    const roles = [];
    for (const roleType of roleTypes)
      roles.push(await vpe.meetingRoles.add({ meetingId: meeting.id, roleType }));
    return { meeting, roles };
  }

  it('a member volunteers, cannot take a second role, and retracts', async () => {
    const { roles } = await freshMeetingWithRoles(['speaker1', 'timer']);
    const member = await h.callerAs('member@example.org');
    const me = await h.userByEmail('member@example.org');
    const taken = await member.meetingRoles.volunteer({ roleId: roles[0]!.id });
    expect(taken).toMatchObject({ status: 'assigned', userId: me.id });
    await expect(member.meetingRoles.volunteer({ roleId: roles[1]!.id })).rejects.toThrow(
      /already have a role/,
    );
    const back = await member.meetingRoles.retract({ roleId: roles[0]!.id });
    expect(back).toMatchObject({ status: 'open', userId: null, user: null });
  });

  it('a taken role is not open to another member; guests never volunteer', async () => {
    const { roles } = await freshMeetingWithRoles(['speaker2']);
    const member = await h.callerAs('member@example.org');
    await member.meetingRoles.volunteer({ roleId: roles[0]!.id });
    const member2 = await h.callerAs('member2@example.org');
    await expect(member2.meetingRoles.volunteer({ roleId: roles[0]!.id })).rejects.toThrow(
      'Role is not open',
    );
    const guest = await h.callerAs('guest@example.org');
    expect(await codeOf(guest.meetingRoles.volunteer({ roleId: roles[0]!.id }))).toBe('FORBIDDEN');
  });

  it('a confirmed role cannot be retracted by its member, but a manager can open it', async () => {
    const { roles } = await freshMeetingWithRoles(['grammarian']);
    const member = await h.callerAs('member2@example.org');
    await member.meetingRoles.volunteer({ roleId: roles[0]!.id });
    const vpe = await h.callerAs('vpe@example.org');
    expect((await vpe.meetingRoles.confirm({ roleId: roles[0]!.id })).status).toBe('confirmed');
    await expect(member.meetingRoles.retract({ roleId: roles[0]!.id })).rejects.toThrow(
      /confirmed/,
    );
    expect((await vpe.meetingRoles.retract({ roleId: roles[0]!.id })).status).toBe('open');
  });

  it('officers assign, reassign and unassign; assignees must belong to the club', async () => {
    const { roles } = await freshMeetingWithRoles(['toastmaster']);
    const vpe = await h.callerAs('vpe@example.org');
    const member = await h.userByEmail('member@example.org');
    const outsider = await h.userByEmail('outsider@example.org');
    expect(
      await vpe.meetingRoles.assign({ roleId: roles[0]!.id, userId: member.id }),
    ).toMatchObject({
      status: 'assigned',
      userId: member.id,
    });
    expect(
      await codeOf(vpe.meetingRoles.assign({ roleId: roles[0]!.id, userId: outsider.id })),
    ).toBe('BAD_REQUEST');
    expect(await vpe.meetingRoles.assign({ roleId: roles[0]!.id, userId: null })).toMatchObject({
      status: 'open',
    });
    const memberCaller = await h.callerAs('member@example.org');
    expect(
      await codeOf(memberCaller.meetingRoles.assign({ roleId: roles[0]!.id, userId: member.id })),
    ).toBe('FORBIDDEN');
  });

  it('adding a role type the meeting already has answers with that role: a double click adds it once', async () => {
    const { meeting, roles } = await freshMeetingWithRoles(['evaluator1']);
    const vpe = await h.callerAs('vpe@example.org');
    const [again, atOnce] = await Promise.all([
      vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'evaluator_1' }),
      vpe.meetingRoles.add({ meetingId: meeting.id, roleType: 'evaluator_1' }),
    ]);
    expect(again.id).toBe(roles[0]!.id);
    expect(atOnce.id).toBe(roles[0]!.id);
    const slots = await vpe.meetingRoles.list({ meetingId: meeting.id });
    expect(slots.filter((slot) => slot.roleType === 'evaluator1')).toHaveLength(1);
  });

  raceTest(
    'two members volunteering for the same role at the same moment: exactly one wins',
    async () => {
      for (let round = 0; round < 5; round++) {
        const { roles } = await freshMeetingWithRoles(['speaker3']);
        const callers = await Promise.all([
          h.callerAs('member@example.org'),
          h.callerAs('member2@example.org'),
        ]);
        const results = await Promise.allSettled(
          callers.map((c) => c.meetingRoles.volunteer({ roleId: roles[0]!.id })),
        );
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const loser = results.find((r) => r.status === 'rejected');
        expect((loser?.reason as TRPCError).code).toBe('CONFLICT');
      }
    },
  );

  raceTest('one member racing for many roles of one meeting holds at most one', async () => {
    const { roles, meeting } = await freshMeetingWithRoles([
      'speaker1',
      'speaker2',
      'speaker3',
      'timer',
      'grammarian',
    ]);
    const member = await h.callerAs('member2@example.org');
    await Promise.allSettled(
      roles.map((role) => member.meetingRoles.volunteer({ roleId: role.id })),
    );
    const vpe = await h.callerAs('vpe@example.org');
    const me = await h.userByEmail('member2@example.org');
    const held = (await vpe.meetingRoles.list({ meetingId: meeting.id })).filter(
      (r) => r.userId === me.id,
    );
    expect(held).toHaveLength(1);
  });
});
