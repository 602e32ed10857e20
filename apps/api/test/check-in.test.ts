// Meeting night's check-in, write-back and report on the real database: the rotating code (a
// stale one refused), a member checks in only themself, a guest's check-in is a visit in Guest
// Follow-up, managers tick by hand, completing the meeting writes the night back once, and the
// report shows attendance and the Timer's results.
import { checkInMinuteOf, CHECK_IN_TEXT } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInCode } from '../src/features/check-in/check-in.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, freshMeeting, rest } from './helpers.js';

const MINUTE = 60_000;
/** The clock every call in this file reads (the tests move it): half past a minute. */
let clock = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 30_000);
const start = clock.getTime() - 30_000;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe('check-in, write-back and the report', () => {
  let h: ApiHarness;
  let meetingId: number;
  const code = (id = meetingId, at = clock) =>
    checkInCode(h.config.sessionSecret, id, checkInMinuteOf(at.getTime()));
  const checkedIn = async (id: number) =>
    (
      await h.db
        .selectFrom('meetingCheckIns')
        .select(['userId', 'method'])
        .where('meetingId', '=', id)
        .orderBy('userId')
        .execute()
    ).map((row) => `${row.userId}:${row.method}`);

  beforeAll(async () => {
    h = await createApiHarness({ now: () => clock });
    meetingId = (await freshMeeting(h, 2, 'Check-in night')).id;
    const timer = await h.userByEmail(ACTORS.member2);
    await h.db
      .updateTable('meetingRoles')
      .set({ userId: timer.id, status: 'assigned' })
      .where('meetingId', '=', meetingId)
      .where('roleType', '=', 'timer')
      .execute();
  });

  afterAll(async () => {
    await h.close();
  });

  describe('the code on the console', () => {
    it.each<[string, string | null, string]>([
      ['the Timer', ACTORS.member2, 'OK'],
      ['a manager (VPE)', ACTORS.vpe, 'OK'],
      ['a member without a console role', ACTORS.member, 'FORBIDDEN'],
      ['a guest', ACTORS.guest, 'FORBIDDEN'],
      ['an outsider', ACTORS.outsider, 'NOT_FOUND'],
      ['signed out', null, 'UNAUTHORIZED'],
    ])('%s asking for it: %s', async (_name, as, expected) => {
      const caller = await h.callerAs(as);
      expect(await codeOf(caller.checkIn.code({ meetingId }))).toBe(expected);
    });

    it('says the page and when it changes, and changes with the minute', async () => {
      const timer = await h.callerAs(ACTORS.member2);
      const now = await timer.checkIn.code({ meetingId });
      expect(now.path).toBe(`/meetings/${meetingId}/check-in?code=${now.code}`);
      expect(now.changesAt).toBe(start + MINUTE);
      advance(60);
      const next = await timer.checkIn.code({ meetingId });
      expect(next.code).not.toBe(now.code);
      expect(next.changesAt).toBe(start + 2 * MINUTE);
      // Another meeting's code is its own.
      const other = (await freshMeeting(h, 2, 'Another night')).id;
      expect(code(other)).not.toBe(code());
    });
  });

  describe('a member checks in', () => {
    it('refuses a stale code and another meeting’s, accepts the previous minute’s', async () => {
      const member = await h.callerAs(ACTORS.member);
      const stale = code(meetingId, new Date(clock.getTime() - 120_000));
      const stop = await errorOf(member.checkIn.self({ meetingId, code: stale }));
      expect([stop.code, stop.message]).toEqual(['FORBIDDEN', CHECK_IN_TEXT.staleCode]);
      const other = (await freshMeeting(h, 2, 'Elsewhere')).id;
      expect(await codeOf(member.checkIn.self({ meetingId, code: code(other) }))).toBe('FORBIDDEN');
      expect(await checkedIn(meetingId)).toEqual([]);
      const previous = code(meetingId, new Date(clock.getTime() - 60_000));
      const answer = await member.checkIn.self({ meetingId, code: previous });
      const { id } = await h.userByEmail(ACTORS.member);
      expect(answer).toEqual({ meetingId, userId: id, created: true });
      // Again: nothing new.
      expect((await member.checkIn.self({ meetingId, code: code() })).created).toBe(false);
      expect(await checkedIn(meetingId)).toEqual([`${id}:code`]);
    });

    it('checks in only the caller, whoever the body names; a member cannot tick', async () => {
      const other = await h.userByEmail(ACTORS.officer);
      const me = await h.userByEmail(ACTORS.member2);
      const response = await rest(
        h,
        'POST',
        `/api/meetings/${meetingId}/check-ins`,
        ACTORS.member2,
        {
          code: code(),
          userId: other.id,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userId: me.id });
      const member = await h.callerAs(ACTORS.member);
      expect(
        await codeOf(member.checkIn.tick({ meetingId, userId: other.id, checkedIn: true })),
      ).toBe('FORBIDDEN');
      const rows = await checkedIn(meetingId);
      expect(rows).toContain(`${me.id}:code`);
      expect(rows.some((row) => row.startsWith(`${other.id}:`))).toBe(false);
    });
  });

  describe('a guest checks in', () => {
    it('signed out with a name and e-mail: a visiting guest, counted in Guest Follow-up', async () => {
      const visitor = await h.callerAs(null);
      const answer = await visitor.checkIn.guest({
        meetingId,
        code: code(),
        name: 'Vera Visitor',
        email: 'Vera.Visitor@example.org',
      });
      expect(answer.created).toBe(true);
      const user = await h.userByEmail('Vera.Visitor@example.org');
      expect(answer.userId).toBe(user.id);
      const membership = await h.db
        .selectFrom('clubMemberships')
        .select(['role', 'status'])
        .where('clubId', '=', h.demo.clubId)
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(membership).toEqual({ role: 'guest', status: 'active' });
      const followUp = await (
        await h.callerAs(ACTORS.president)
      ).growth.guests({ clubId: h.demo.clubId });
      const vera = followUp.guests.find((guest) => guest.userId === user.id);
      expect(vera?.visits).toBe(1);
    });

    it('a visitor becomes a guest whatever else the body says', async () => {
      const response = await rest(h, 'POST', `/api/meetings/${meetingId}/guest-check-ins`, null, {
        code: code(),
        name: 'Pushy Visitor',
        email: 'pushy@example.org',
        role: 'president',
        isSuperAdmin: true,
        userId: (await h.userByEmail(ACTORS.member)).id,
      });
      expect(response.statusCode).toBe(200);
      const user = await h.userByEmail('pushy@example.org');
      expect(user.isSuperAdmin).toBe(false);
      expect(response.json()).toMatchObject({ userId: user.id });
      const membership = await h.db
        .selectFrom('clubMemberships')
        .select('role')
        .where('clubId', '=', h.demo.clubId)
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(membership.role).toBe('guest');
    });

    it('refuses a member’s e-mail, a stale code and bad input', async () => {
      const visitor = await h.callerAs(null);
      const member = await errorOf(
        visitor.checkIn.guest({ meetingId, code: code(), name: 'Not Me', email: ACTORS.member2 }),
      );
      expect([member.code, member.message]).toEqual(['CONFLICT', CHECK_IN_TEXT.memberEmail]);
      const stale = code(meetingId, new Date(clock.getTime() - 180_000));
      expect(
        await codeOf(
          visitor.checkIn.guest({
            meetingId,
            code: stale,
            name: 'Late',
            email: 'late@example.org',
          }),
        ),
      ).toBe('FORBIDDEN');
      const bad = await rest(h, 'POST', `/api/meetings/${meetingId}/guest-check-ins`, null, {
        code: code(),
        name: '',
        email: 'not an address',
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('managers tick by hand', () => {
    it('ticks in and out a person of the club, not anyone else', async () => {
      const vpe = await h.callerAs(ACTORS.vpe);
      const officer = await h.userByEmail(ACTORS.officer);
      await vpe.checkIn.tick({ meetingId, userId: officer.id, checkedIn: true });
      expect(await checkedIn(meetingId)).toContain(`${officer.id}:manual`);
      const list = await vpe.checkIn.list({ meetingId });
      expect(list.people.find((p) => p.userId === officer.id)?.method).toBe('manual');
      expect(list.checkedInCount).toBe(list.people.filter((p) => p.checkedInAt).length);
      await vpe.checkIn.tick({ meetingId, userId: officer.id, checkedIn: false });
      expect((await checkedIn(meetingId)).some((r) => r.startsWith(`${officer.id}:`))).toBe(false);
      const outsider = await h.userByEmail(ACTORS.outsider);
      expect(
        await codeOf(vpe.checkIn.tick({ meetingId, userId: outsider.id, checkedIn: true })),
      ).toBe('NOT_FOUND');
    });
  });

  describe('completing the meeting', () => {
    it('writes attendance and the speakers’ times once, however often it is completed', async () => {
      const vpe = await h.callerAs(ACTORS.vpe);
      const speaker = await h.userByEmail(ACTORS.officer);
      const member = await h.userByEmail(ACTORS.member);
      await h.db
        .updateTable('meetingRoles')
        .set({ userId: speaker.id, status: 'assigned' })
        .where('meetingId', '=', meetingId)
        .where('roleType', '=', 'speaker1')
        .execute();
      const state = await vpe.live.state({ meetingId });
      const speech = state.items.findIndex((item) => item.activity === 'Prepared Speech 1');
      const topics = state.items.findIndex((item) => item.activity.includes('Table Topics'));
      await h.db
        .insertInto('meetingItemTimes')
        .values([
          {
            meetingId,
            itemIndex: speech,
            agendaItemId: state.items[speech]!.id,
            elapsedMs: 361_000,
            qualified: true,
          },
          {
            meetingId,
            itemIndex: topics,
            agendaItemId: state.items[topics]!.id,
            elapsedMs: 95_000,
            qualified: true,
          },
        ])
        .execute();

      await vpe.meetings.update({ meetingId, status: 'completed' });
      const rsvps = async () =>
        (
          await h.db
            .selectFrom('rsvps')
            .select(['userId', 'status'])
            .where('meetingId', '=', meetingId)
            .orderBy('userId')
            .execute()
        ).map((row) => `${row.userId}:${row.status}`);
      const attendance = await rsvps();
      expect(attendance).toContain(`${member.id}:attending`);
      expect(attendance).toHaveLength((await checkedIn(meetingId)).length);
      const times = await h.db
        .selectFrom('meetingItemTimes')
        .select(['itemIndex', 'userId'])
        .where('meetingId', '=', meetingId)
        .orderBy('itemIndex')
        .execute();
      expect(times).toEqual(
        [
          { itemIndex: speech, userId: speaker.id },
          { itemIndex: topics, userId: null },
        ].sort((a, b) => a.itemIndex - b.itemIndex),
      );

      // The record changes after completion; completing again writes nothing.
      await h.db.deleteFrom('rsvps').where('meetingId', '=', meetingId).execute();
      await h.db
        .updateTable('meetingItemTimes')
        .set({ userId: null })
        .where('meetingId', '=', meetingId)
        .execute();
      await vpe.meetings.update({ meetingId, status: 'completed' });
      expect(await rsvps()).toEqual([]);
      const again = await h.db
        .selectFrom('meetingItemTimes')
        .select('userId')
        .where('meetingId', '=', meetingId)
        .execute();
      expect(again.every((row) => row.userId === null)).toBe(true);

      // The speaker's own times, on their progress screen (the link was cleared above).
      await h.db
        .updateTable('meetingItemTimes')
        .set({ userId: speaker.id })
        .where('meetingId', '=', meetingId)
        .where('itemIndex', '=', speech)
        .execute();
      const own = await (
        await h.callerAs(ACTORS.officer)
      ).meetings.myTimes({ clubId: h.demo.clubId });
      expect(own.items).toEqual([
        expect.objectContaining({ meetingId, activity: 'Prepared Speech 1', elapsedMs: 361_000 }),
      ]);
      const others = await (
        await h.callerAs(ACTORS.member)
      ).meetings.myTimes({ clubId: h.demo.clubId });
      expect(others.items).toEqual([]);

      // Check-in is closed once the meeting is over.
      const late = await errorOf(
        (await h.callerAs(ACTORS.officer)).checkIn.self({ meetingId, code: code() }),
      );
      expect([late.code, late.message]).toEqual(['CONFLICT', CHECK_IN_TEXT.meetingOver]);
    });

    it('the report shows attendance and the Timer’s results; a guest sees counts only', async () => {
      const report = await (await h.callerAs(ACTORS.member)).meetings.report({ meetingId });
      expect(report.attendance.guests).toBe(2);
      expect(report.attendance.members).toBe(2);
      expect(report.attendance.people.map((p) => p.name)).toContain('Vera Visitor');
      const speech = report.times.find((t) => t.activity === 'Prepared Speech 1');
      expect(speech).toMatchObject({
        elapsedMs: 361_000,
        qualified: true,
        qualifyFromSeconds: 270,
      });
      const asGuest = await (await h.callerAs(ACTORS.guest)).meetings.report({ meetingId });
      expect(asGuest.attendance).toEqual({ ...report.attendance, people: [] });
      const response = await rest(h, 'GET', `/api/meetings/${meetingId}/report`, ACTORS.member);
      expect(response.statusCode).toBe(200);
      expect(await codeOf((await h.callerAs(ACTORS.outsider)).meetings.report({ meetingId }))).toBe(
        'NOT_FOUND',
      );
    });
  });
});
