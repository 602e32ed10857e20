// Reminders sent by officers ('Send RSVP Reminders', 'Remind'), the e-mail they make, one-click
// answers from it, unsubscribing (RFC 8058) and the development outbox. The worker runs when the
// test says so, at the test's clock.
import {
  EMAIL_ACTION_TEXT,
  MEETING_ROLE_MESSAGES,
  meetingStartInstant,
  REMINDER_TEXT,
} from '@lectern/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, inDays, rest } from './helpers.js';
import {
  drain,
  linksOf,
  makeMeeting,
  outbox,
  outboxAbout,
  resetReminders,
  rsvp,
  setPreferences,
} from './reminder-helpers.js';

let h: ApiHarness;
let clock = new Date();
beforeAll(async () => {
  h = await createApiHarness({ now: () => clock });
});
afterAll(async () => h?.close());
beforeEach(async () => {
  clock = new Date();
  await resetReminders(h);
  for (const email of [ACTORS.member, ACTORS.member2, ACTORS.vpe])
    await setPreferences(h, email, {});
});

const later = (ms: number) => new Date(clock.getTime() + ms);
const MINUTE = 60_000;

async function emailableWithoutRsvp(meetingId: number): Promise<string[]> {
  const rows = await h.db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (j) =>
      j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .leftJoin('rsvps as v', (j) =>
      j.onRef('v.userId', '=', 'cm.userId').on('v.meetingId', '=', meetingId),
    )
    .select(['u.email', 'p.emailNotifications', 'v.id as rsvpId'])
    .where('cm.clubId', '=', h.demo.clubId)
    .where('cm.status', '=', 'active')
    .execute();
  return rows
    .filter((r) => r.email && r.emailNotifications !== false && r.rsvpId === null)
    .map((r) => r.email!)
    .sort();
}

describe("'Send RSVP Reminders'", () => {
  it('queues one reminder per member without an answer; the worker sends them', async () => {
    const { id, title } = await makeMeeting(h, inDays(10));
    await rsvp(h, id, ACTORS.member2);
    await setPreferences(h, ACTORS.vpe, { emailOn: false });
    const expected = await emailableWithoutRsvp(id);
    expect(expected).not.toContain(ACTORS.member2);
    expect(expected).not.toContain(ACTORS.vpe);

    const president = await h.callerAs(ACTORS.president);
    expect(await president.reminders.sendRsvpReminders({ meetingId: id })).toEqual({
      queued: expected.length,
    });
    expect(await outbox(h)).toEqual([]);
    expect(await drain(h, clock)).toEqual({ ran: expected.length, failed: 0 });

    const sent = await outboxAbout(h, title);
    expect(sent.map((m) => m.toAddress).sort()).toEqual(expected);
    const mine = sent.find((m) => m.toAddress === ACTORS.member)!;
    expect(mine.kind).toBe('rsvp_reminder');
    expect(mine.subject).toBe(`Will you attend ${title}? Please RSVP`);
    expect(mine.text).toContain('Hello Liam,');
    expect(mine.text).toContain('RSVPs close on');
    expect(Object.keys(linksOf(mine.text)).sort()).toEqual(
      ["No, I can't attend", 'Unsubscribe', "Yes, I'm attending"].sort(),
    );
    expect(mine.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(mine.html).toContain(`href="http://localhost:3000/respond/`);
    const headers = mine.headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
    );
  });

  it('refuses a second press for 15 minutes (429), then sends again', async () => {
    const { id } = await makeMeeting(h, inDays(10));
    const expected = await emailableWithoutRsvp(id);
    const president = await h.callerAs(ACTORS.president);
    const first = await president.reminders.sendRsvpReminders({ meetingId: id });
    expect(first.queued).toBe(expected.length);
    const again = await errorOf(president.reminders.sendRsvpReminders({ meetingId: id }));
    expect(again.code).toBe('TOO_MANY_REQUESTS');
    expect(again.message).toBe(REMINDER_TEXT.rsvpRemindersTooSoon);
    clock = later(15 * MINUTE);
    expect((await president.reminders.sendRsvpReminders({ meetingId: id })).queued).toBe(
      first.queued,
    );
  });

  it('queues nothing when everyone answered, and is for managers only (both doors)', async () => {
    const { id } = await makeMeeting(h, inDays(10));
    for (const email of await emailableWithoutRsvp(id)) await rsvp(h, id, email);
    const res = await rest(h, 'POST', `/api/meetings/${id}/rsvp-reminders`, ACTORS.vpe, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 0 });
    expect(
      await codeOf(
        (await h.callerAs(ACTORS.member)).reminders.sendRsvpReminders({ meetingId: id }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      (await rest(h, 'POST', `/api/meetings/${id}/rsvp-reminders`, ACTORS.member, {})).statusCode,
    ).toBe(403);
    expect(
      (await rest(h, 'POST', `/api/meetings/${id}/rsvp-reminders`, ACTORS.outsider, {})).statusCode,
    ).toBe(404);
  });

  it('does not send a queued reminder to someone who answered before it ran', async () => {
    const { id, title } = await makeMeeting(h, inDays(10));
    const queued = await emailableWithoutRsvp(id);
    expect(queued).toContain(ACTORS.member);
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await rsvp(h, id, ACTORS.member);
    await drain(h, clock);
    const to = (await outboxAbout(h, title)).map((m) => m.toAddress).sort();
    // Everyone queued except the member who answered in between.
    expect(to).toEqual(queued.filter((email) => email !== ACTORS.member));
  });
});

describe("'Remind' on Role Assignment", () => {
  it('sends the holder of an assigned role a reminder with a one-click confirmation', async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const res = await rest(h, 'POST', `/api/roles/${roleIds.timer}/remind`, ACTORS.vpe, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 1 });
    await drain(h, clock);
    const [mail] = await outboxAbout(h, title);
    expect(mail?.toAddress).toBe(ACTORS.member);
    expect(mail?.subject).toBe(`Please confirm your role: Timer at ${title}`);
    expect(linksOf(mail!.text)['Confirm my role']).toBeDefined();
    // A second press at once is refused.
    expect(
      (await rest(h, 'POST', `/api/roles/${roleIds.timer}/remind`, ACTORS.vpe, {})).statusCode,
    ).toBe(429);
  });

  it('reminds a confirmed holder without a confirm link', async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member, status: 'confirmed' }],
    });
    await (await h.callerAs(ACTORS.president)).reminders.remindRole({ roleId: roleIds.timer! });
    await drain(h, clock);
    const [mail] = await outboxAbout(h, title);
    expect(mail?.subject).toBe(`Reminder: you are Timer at ${title}`);
    expect(linksOf(mail!.text)['Confirm my role']).toBeUndefined();
  });

  it('refuses an open role, a holder with e-mail off, and members', async () => {
    const { roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer' }, { roleType: 'grammarian', email: ACTORS.member2 }],
    });
    const vpe = await h.callerAs(ACTORS.vpe);
    const open = await errorOf(vpe.reminders.remindRole({ roleId: roleIds.timer! }));
    expect([open.code, open.message]).toEqual(['CONFLICT', REMINDER_TEXT.remindOpenRole]);
    await setPreferences(h, ACTORS.member2, { emailOn: false });
    const off = await errorOf(vpe.reminders.remindRole({ roleId: roleIds.grammarian! }));
    expect([off.code, off.message]).toEqual(['CONFLICT', REMINDER_TEXT.remindNotPossible]);
    const member = await h.callerAs(ACTORS.member);
    expect(await codeOf(member.reminders.remindRole({ roleId: roleIds.grammarian! }))).toBe(
      'FORBIDDEN',
    );
  });
});

/** Sends the meeting's reminder e-mails to everyone and returns one person's links. */
async function linksFor(email: string, kind: 'rsvp' | 'role', roleId?: number) {
  const president = await h.callerAs(ACTORS.president);
  if (kind === 'role') await president.reminders.remindRole({ roleId: roleId! });
  clock = later(1);
  await drain(h, clock);
  const mails = (await outbox(h)).filter((m) => m.toAddress === email);
  return linksOf(mails[mails.length - 1]!.text);
}

async function roleOf(roleId: number) {
  return h.db
    .selectFrom('meetingRoles')
    .select(['status', 'userId'])
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
}

describe("an officer's reminders through an SMTP outage", () => {
  it('are retried until the meeting starts, like the automatic ones', async () => {
    const date = inDays(10);
    const { id, roleIds } = await makeMeeting(h, date, {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const president = await h.callerAs(ACTORS.president);
    await president.reminders.sendRsvpReminders({ meetingId: id });
    await president.reminders.remindRole({ roleId: roleIds.timer! });
    const { timeZone } = await h.db
      .selectFrom('clubs')
      .select('timeZone')
      .where('id', '=', h.demo.clubId)
      .executeTakeFirstOrThrow();
    const jobs = await h.db.selectFrom('jobs').select(['dedupKey', 'retryUntil']).execute();
    expect(jobs.length).toBe((await emailableWithoutRsvp(id)).length + 1);
    expect(new Set(jobs.map((job) => job.retryUntil?.toISOString()))).toEqual(
      new Set([meetingStartInstant(date, '19:00', timeZone).toISOString()]),
    );
  });
});

describe("an officer's reminders, whatever the club's automatic settings", () => {
  it("'Send RSVP Reminders' sends with the club's automatic RSVP reminders turned off", async () => {
    const { id, title } = await makeMeeting(h, inDays(10));
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: JSON.stringify({ rsvpReminders: false }) })
      .where('id', '=', h.demo.clubId)
      .execute();
    try {
      const expected = await emailableWithoutRsvp(id);
      await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
      await drain(h, clock);
      expect((await outboxAbout(h, title)).map((m) => m.toAddress).sort()).toEqual(expected);
    } finally {
      await h.db
        .updateTable('clubs')
        .set({ notificationSettings: '{}' })
        .where('id', '=', h.demo.clubId)
        .execute();
    }
  });

  it("'Remind' for two roles at once: each holder is reminded (one window per role)", async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [
        { roleType: 'timer', email: ACTORS.member },
        { roleType: 'grammarian', email: ACTORS.member2 },
      ],
    });
    const vpe = await h.callerAs(ACTORS.vpe);
    expect(await vpe.reminders.remindRole({ roleId: roleIds.timer! })).toEqual({ queued: 1 });
    expect(await vpe.reminders.remindRole({ roleId: roleIds.grammarian! })).toEqual({ queued: 1 });
    await drain(h, clock);
    expect((await outboxAbout(h, title)).map((m) => m.toAddress).sort()).toEqual(
      [ACTORS.member, ACTORS.member2].sort(),
    );
  });

  it("'Remind' refuses a holder whose membership is inactive", async () => {
    const { roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member2 }],
    });
    await h.setMembership(ACTORS.member2, { status: 'inactive' });
    try {
      const error = await errorOf(
        (await h.callerAs(ACTORS.vpe)).reminders.remindRole({ roleId: roleIds.timer! }),
      );
      expect([error.code, error.message]).toEqual(['CONFLICT', REMINDER_TEXT.remindNotPossible]);
      expect(await h.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    } finally {
      await h.setMembership(ACTORS.member2, { status: 'active' });
    }
  });

  it('are retried until midnight club time for a meeting without a start time, and without end when undated', async () => {
    const date = inDays(10);
    const timed = await makeMeeting(h, date);
    await h.db
      .updateTable('meetings')
      .set({ startTime: null })
      .where('id', '=', timed.id)
      .execute();
    const undated = await makeMeeting(h, inDays(11));
    await h.db.updateTable('meetings').set({ date: null }).where('id', '=', undated.id).execute();
    const president = await h.callerAs(ACTORS.president);
    await president.reminders.sendRsvpReminders({ meetingId: timed.id });
    await president.reminders.sendRsvpReminders({ meetingId: undated.id });
    const { timeZone } = await h.db
      .selectFrom('clubs')
      .select('timeZone')
      .where('id', '=', h.demo.clubId)
      .executeTakeFirstOrThrow();
    const jobs = await h.db.selectFrom('jobs').select(['payload', 'retryUntil']).execute();
    const until = (meetingId: number) =>
      new Set(
        jobs
          .filter((job) => (job.payload as { meetingId: number }).meetingId === meetingId)
          .map((job) => job.retryUntil?.toISOString() ?? null),
      );
    expect(until(timed.id)).toEqual(
      new Set([meetingStartInstant(date, '00:00', timeZone).toISOString()]),
    );
    expect(until(undated.id)).toEqual(new Set([null]));
  });
});

describe('one-click answers', () => {
  it('opening the link changes nothing; the button confirms; the link is then used', async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const token = (await linksFor(ACTORS.member, 'role', roleIds.timer))['Confirm my role']!;
    const anyone = await h.callerAs(null);

    const preview = await anyone.emailActions.preview({ token });
    expect(preview).toMatchObject({
      state: 'ready',
      action: 'confirm_role',
      button: 'Confirm my role',
    });
    expect(preview.message).toContain(`You will confirm that you will be Timer at ${title}`);
    await anyone.emailActions.preview({ token });
    expect(await roleOf(roleIds.timer!)).toMatchObject({ status: 'assigned' });
    const unused = await h.db
      .selectFrom('emailActions')
      .select('usedAt')
      .where('action', '=', 'confirm_role')
      .execute();
    expect(unused.every((row) => row.usedAt === null)).toBe(true);

    const done = await anyone.emailActions.perform({ token });
    expect(done.outcome).toBe('done');
    expect(done.message).toContain(`your role as Timer at ${title}`);
    expect(await roleOf(roleIds.timer!)).toMatchObject({ status: 'confirmed' });

    expect(await anyone.emailActions.perform({ token })).toEqual({
      outcome: 'used',
      message: EMAIL_ACTION_TEXT.used,
    });
    expect((await anyone.emailActions.preview({ token })).state).toBe('used');
  });

  it('expires when the meeting starts', async () => {
    const { roleIds } = await makeMeeting(h, inDays(3), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const token = (await linksFor(ACTORS.member, 'role', roleIds.timer))['Confirm my role']!;
    clock = later(5 * 24 * 3_600_000);
    const anyone = await h.callerAs(null);
    expect((await anyone.emailActions.preview({ token })).state).toBe('expired');
    expect(await anyone.emailActions.perform({ token })).toEqual({
      outcome: 'expired',
      message: EMAIL_ACTION_TEXT.expired,
    });
    expect(await roleOf(roleIds.timer!)).toMatchObject({ status: 'assigned' });
  });

  it("acts only for the link's owner, and not once the role is someone else's", async () => {
    const { roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const token = (await linksFor(ACTORS.member, 'role', roleIds.timer))['Confirm my role']!;
    // The role goes to someone else before the link is used.
    const member2 = await h.userByEmail(ACTORS.member2);
    await (
      await h.callerAs(ACTORS.vpe)
    ).meetingRoles.assign({ roleId: roleIds.timer!, userId: member2.id });
    // Whoever is signed in, the link answers for its owner only.
    const result = await (await h.callerAs(ACTORS.member2)).emailActions.perform({ token });
    expect(result).toEqual({
      outcome: 'impossible',
      message: `${EMAIL_ACTION_TEXT.impossible} ${MEETING_ROLE_MESSAGES.notYourRole}`,
    });
    expect(await roleOf(roleIds.timer!)).toMatchObject({ status: 'assigned', userId: member2.id });
  });

  it('volunteering: the role already taken is said plainly; an open one is taken', async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer' }, { roleType: 'ah_counter' }],
    });
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: '{}' })
      .where('id', '=', h.demo.clubId)
      .execute();
    // The open-roles digest of this meeting (5 days before it), planned at its due time.
    const { planReminders } = await import('../src/features/reminders/planner.js');
    const meeting = await h.db
      .selectFrom('meetings')
      .select(['date'])
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
    const { reminderDueAt } = await import('@lectern/domain');
    clock = reminderDueAt({ date: meeting.date, startTime: '19:00' }, 5, 'Australia/Sydney')!;
    await planReminders({ db: h.db, now: clock });
    await drain(h, clock);
    const digest = (await outboxAbout(h, title)).find(
      (m) => m.toAddress === ACTORS.member && m.kind === 'open_roles',
    )!;
    const links = linksOf(digest.text);
    const anyone = await h.callerAs(null);

    // Someone takes the Timer role in the app first.
    await (await h.callerAs(ACTORS.member2)).meetingRoles.volunteer({ roleId: roleIds.timer! });
    const taken = await anyone.emailActions.perform({ token: links['Take the role Timer']! });
    expect(taken.outcome).toBe('impossible');
    expect(taken.message).toContain(EMAIL_ACTION_TEXT.impossible);

    const ok = await anyone.emailActions.perform({ token: links['Take the role Ah-Counter']! });
    expect(ok.outcome).toBe('done');
    expect(ok.message).toContain('you are Ah-Counter');
    const member = await h.userByEmail(ACTORS.member);
    expect(await roleOf(roleIds.ah_counter!)).toEqual({ status: 'assigned', userId: member.id });
  });

  it('RSVP attending, then not attending, through the same rules as the app', async () => {
    const date = inDays(10);
    const { id, title } = await makeMeeting(h, date);
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);
    const mail = (await outboxAbout(h, title)).find((m) => m.toAddress === ACTORS.member)!;
    const links = linksOf(mail.text);
    const anyone = await h.callerAs(null);
    const yes = await anyone.emailActions.perform({ token: links["Yes, I'm attending"]! });
    expect(yes.outcome).toBe('done');
    const member = await h.userByEmail(ACTORS.member);
    const status = () =>
      h.db
        .selectFrom('rsvps')
        .select('status')
        .where('meetingId', '=', id)
        .where('userId', '=', member.id)
        .executeTakeFirst();
    expect(await status()).toEqual({ status: 'attending' });
    // After the RSVP deadline (1 day before) a member's answer is refused, as in the app: four
    // hours before the meeting starts, whatever the time of day the test runs at (the link
    // itself expires at the start).
    const { reminderDueAt } = await import('@lectern/domain');
    const start = reminderDueAt({ date, startTime: '19:00' }, 0, 'Australia/Sydney')!;
    clock = new Date(start.getTime() - 4 * 3_600_000);
    const late = await anyone.emailActions.perform({ token: links["No, I can't attend"]! });
    expect(late.outcome).toBe('impossible');
    expect(late.message).toContain('The RSVP deadline for this meeting has passed');
    expect(await status()).toEqual({ status: 'attending' });
  });

  it('refuses a malformed or unknown link plainly', async () => {
    const anyone = await h.callerAs(null);
    expect(await codeOf(anyone.emailActions.preview({ token: 'short' }))).toBe('BAD_REQUEST');
    expect(await anyone.emailActions.perform({ token: 'x'.repeat(43) })).toEqual({
      outcome: 'invalid',
      message: EMAIL_ACTION_TEXT.invalid,
    });
  });
});

describe('unsubscribing', () => {
  it('a one-click POST (RFC 8058) turns e-mail off for the club; later reminders skip them', async () => {
    const { id, title } = await makeMeeting(h, inDays(10));
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);
    const mail = (await outboxAbout(h, title)).find((m) => m.toAddress === ACTORS.member)!;
    const url = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!;
    const path = new URL(url).pathname;
    const app = await h.http();

    const opened = await app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/respond/${path.split('/').pop()}`);

    // As a mail provider sends it: a form body, no session, no CSRF header, from elsewhere.
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.com',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toContain(
      'no longer receive e-mails from Lectern Demo Club',
    );
    const again = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    const profile = await (await h.callerAs(ACTORS.member)).profile.get({ clubId: h.demo.clubId });
    expect(profile).toMatchObject({ emailNotifications: false });

    clock = later(15 * MINUTE);
    await h.db.deleteFrom('rsvps').where('meetingId', '=', id).execute();
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await h.db.deleteFrom('emailOutbox').execute();
    await drain(h, clock);
    expect((await outbox(h)).map((m) => m.toAddress)).not.toContain(ACTORS.member);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/unsubscribe/nope',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the RFC 8058 address only unsubscribes', () => {
  const ONE_CLICK = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'https://mail.example.com',
  };

  async function reminded() {
    const { id, title } = await makeMeeting(h, inDays(10));
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);
    const mail = (await outboxAbout(h, title)).find((m) => m.toAddress === ACTORS.member)!;
    const url = /<([^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!;
    return { meetingId: id, links: linksOf(mail.text), unsubscribePath: new URL(url).pathname };
  }

  const usedAt = async (token: string) => {
    const { hashSecret } = await import('@lectern/auth');
    return (
      await h.db
        .selectFrom('emailActions')
        .select('usedAt')
        .where('tokenHash', '=', hashSecret(token))
        .executeTakeFirstOrThrow()
    ).usedAt;
  };
  const emailOn = async () =>
    (await (await h.callerAs(ACTORS.member)).profile.get({ clubId: h.demo.clubId }))
      .emailNotifications;

  it('an RSVP link posted there is not found, answers nothing and stays usable', async () => {
    const { meetingId, links } = await reminded();
    const app = await h.http();
    for (const label of ["Yes, I'm attending", "No, I can't attend"]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/unsubscribe/${links[label]!}`,
        headers: ONE_CLICK,
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(await usedAt(links[label]!)).toBeNull();
    }
    const member = await h.userByEmail(ACTORS.member);
    expect(
      await h.db
        .selectFrom('rsvps')
        .select('id')
        .where('meetingId', '=', meetingId)
        .where('userId', '=', member.id)
        .execute(),
    ).toEqual([]);
    expect(await emailOn()).not.toBe(false);
    // The link still does what it was made for, from its own page.
    const yes = await (
      await h.callerAs(null)
    ).emailActions.perform({ token: links["Yes, I'm attending"]! });
    expect(yes.outcome).toBe('done');
  });

  it('a role confirmation link posted there is not found and stays unused', async () => {
    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    const queued = await rest(h, 'POST', `/api/roles/${roleIds.timer}/remind`, ACTORS.vpe, {});
    expect(queued.statusCode).toBe(200);
    await drain(h, clock);
    const mail = (await outboxAbout(h, title)).find((m) => m.toAddress === ACTORS.member)!;
    const confirm = linksOf(mail.text)['Confirm my role'];
    expect(confirm).toBeDefined();
    const res = await (
      await h.http()
    ).inject({
      method: 'POST',
      url: `/api/unsubscribe/${confirm!}`,
      headers: ONE_CLICK,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
    expect(await usedAt(confirm!)).toBeNull();
    const role = await h.db
      .selectFrom('meetingRoles')
      .select('status')
      .where('id', '=', roleIds.timer!)
      .executeTakeFirstOrThrow();
    expect(role.status).toBe('assigned');
  });

  it('without the List-Unsubscribe=One-Click body: 400, and nothing changes', async () => {
    const { unsubscribePath } = await reminded();
    const token = unsubscribePath.split('/').pop()!;
    const app = await h.http();
    for (const [contentType, payload] of [
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=Yes'],
      ['application/x-www-form-urlencoded', 'One-Click'],
      ['application/json', '{"List-Unsubscribe":"One-Click"}'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: unsubscribePath,
        headers: { 'content-type': contentType, origin: 'https://mail.example.com' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: EMAIL_ACTION_TEXT.oneClickBodyMissing,
        code: 'BAD_REQUEST',
      });
    }
    const bare = await app.inject({ method: 'POST', url: unsubscribePath });
    expect(bare.statusCode).toBe(400);
    expect(await usedAt(token)).toBeNull();
    expect(await emailOn()).not.toBe(false);

    // The multipart form RFC 8058 also allows unsubscribes.
    const boundary = 'lectern-test-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: unsubscribePath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(multipart.statusCode).toBe(200);
    expect(await emailOn()).toBe(false);
    expect(await usedAt(token)).not.toBeNull();
  });
});

describe('the development outbox', () => {
  it('lists kept e-mail newest first for the super admin; 403 for others, 401 signed out', async () => {
    const { id } = await makeMeeting(h, inDays(10));
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);
    const res = await rest(h, 'GET', '/api/dev/outbox', ACTORS.admin);
    expect(res.statusCode).toBe(200);
    const list =
      res.json<{ to: string; subject: string; text: string; html: string; createdAt: string }[]>();
    expect(list.length).toBeGreaterThan(1);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining(['to', 'subject', 'text', 'html', 'createdAt']),
    );
    const stored = await outbox(h);
    expect(list.map((m) => m.to)).toEqual(stored.reverse().map((m) => m.toAddress));
    expect((await rest(h, 'GET', '/api/dev/outbox', ACTORS.president)).statusCode).toBe(403);
    expect((await rest(h, 'GET', '/api/dev/outbox', null)).statusCode).toBe(401);
  });

  it('is absent in production', async () => {
    const ctx = await h.contextAs(ACTORS.admin);
    const { createCaller } = await import('../src/router.js');
    const caller = createCaller({ ...ctx, config: { ...ctx.config, production: true } });
    expect(await codeOf(caller.devOutbox.list())).toBe('NOT_FOUND');
  });
});

describe('where a secret may appear', () => {
  const LIVE_LINK = /\/(respond|api\/unsubscribe)\/[A-Za-z0-9_-]{43}/;

  it('the export, read with a read-only token, carries the kept e-mail without a live link', async () => {
    const email = `exported.${Date.now()}@example.org`;
    const president = await h.callerAs(ACTORS.president);
    await president.members.add({
      clubId: h.demo.clubId,
      name: 'Ed Export',
      email,
      role: 'member',
    });
    const { id, title } = await makeMeeting(h, inDays(10));
    await president.reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);
    // The development outbox is the developer's mailbox: its copy has the live links.
    const [mail] = (await outboxAbout(h, title)).filter((m) => m.toAddress === email);
    const secrets = [
      ...Object.values(linksOf(mail!.text)),
      /\/api\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail!.headers['List-Unsubscribe']!)![1]!,
    ];
    expect(secrets).toHaveLength(4);

    const { createApiToken } = await import('@lectern/auth');
    const user = await h.userByEmail(email);
    const readOnly = (await createApiToken(h.db, user.id, 'read-only', 'read')).token;
    const res = await (
      await h.http()
    ).inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { authorization: `Bearer ${readOnly}` },
    });
    expect(res.statusCode).toBe(200);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(LIVE_LINK);
    const exported = res.json<{ emails: { subject: string; text: string }[] }>();
    const kept = exported.emails.find((e) => e.subject.includes(title))!;
    expect(kept.text).toContain("Yes, I'm attending: http://localhost:3000/respond/[redacted]");
    expect(kept.text).toContain('Unsubscribe: http://localhost:3000/respond/[redacted]');

    // The tRPC door answers the same.
    const viaTrpc = JSON.stringify(await (await h.callerAs(email)).account.export());
    expect(viaTrpc).not.toMatch(LIVE_LINK);
  });

  it('in production, the kept copy of an e-mail (no SMTP server) holds no live link', async () => {
    const { id, title } = await makeMeeting(h, inDays(10));
    const expected = await emailableWithoutRsvp(id);
    await (await h.callerAs(ACTORS.president)).reminders.sendRsvpReminders({ meetingId: id });
    const production = { ...h.config, production: true };
    const { createMailer } = await import('../src/email/mailer.js');
    const { JOB_HANDLERS } = await import('../src/jobs/handlers.js');
    const { runDueJobs } = await import('../src/jobs/worker.js');
    const ran = await runDueJobs(
      { db: h.db, config: production, mailer: createMailer(production) },
      JOB_HANDLERS,
      clock,
    );
    expect(ran).toEqual({ ran: expected.length, failed: 0 });
    const kept = await outboxAbout(h, title);
    expect(kept.map((m) => m.toAddress).sort()).toEqual(expected);
    for (const mail of kept) {
      const stored = JSON.stringify([mail.text, mail.html, mail.headers]);
      expect(stored).not.toMatch(LIVE_LINK);
      expect(mail.text).toContain('http://localhost:3000/respond/[redacted]');
      expect(mail.headers['List-Unsubscribe']).toBe(
        '<http://localhost:3000/api/unsubscribe/[redacted]>',
      );
    }
    // The links were made (their hashes kept), as for a message that went out.
    const links = await h.db
      .selectFrom('emailActions')
      .select('id')
      .where('meetingId', '=', id)
      .execute();
    expect(links.length).toBe(kept.length * 2);
  });
});

describe("the person's e-mail in their account", () => {
  it('is in their export and goes with the account', async () => {
    const email = `reminded.${Date.now()}@example.org`;
    const president = await h.callerAs(ACTORS.president);
    await president.members.add({
      clubId: h.demo.clubId,
      name: 'Rita Reminded',
      email,
      role: 'member',
    });
    const { id, title } = await makeMeeting(h, inDays(10));
    await president.reminders.sendRsvpReminders({ meetingId: id });
    await drain(h, clock);

    const data = await (await h.callerAs(email)).account.export();
    expect(data.emails).toEqual([
      expect.objectContaining({
        toAddress: email,
        subject: `Will you attend ${title}? Please RSVP`,
      }),
    ]);
    expect(data.emailLinks.map((link) => link.action).sort()).toEqual([
      'rsvp_attending',
      'rsvp_not_attending',
      'unsubscribe',
    ]);
    expect(JSON.stringify(data)).not.toMatch(/tokenHash/);

    const { id: userId } = await h.userByEmail(email);
    await (await h.callerAs(email)).account.delete();
    const left = await Promise.all([
      h.db.selectFrom('emailOutbox').select('id').where('userId', '=', userId).execute(),
      h.db.selectFrom('emailActions').select('id').where('userId', '=', userId).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });
});

describe('Notification Settings through the REST door', () => {
  const url = () => `/api/clubs/${h.demo.clubId}/notification-settings`;
  const before = {
    meetingReminders: true,
    roleReminders: false,
    roleReminderDays: 3,
    rsvpReminders: true,
    rsvpReminderDays: 2,
    openRolesDigest: true,
    openRolesDigestDays: 5,
    guestThankYou: false,
  };

  it('takes a script written before the offer settings existed, with their defaults, and the new ones when sent', async () => {
    try {
      const old = await rest(h, 'PUT', url(), ACTORS.president, before);
      expect(old.statusCode).toBe(200);
      expect(old.json()).toEqual({ ...before, offerFirstRefusalHours: 2, offerAlertHours: 48 });

      const sent = { ...before, offerFirstRefusalHours: 6, offerAlertHours: 24 };
      expect((await rest(h, 'PUT', url(), ACTORS.president, sent)).statusCode).toBe(200);
      expect((await rest(h, 'GET', url(), ACTORS.president)).json()).toEqual(sent);

      const wrong = await rest(h, 'PUT', url(), ACTORS.president, {
        ...sent,
        offerFirstRefusalHours: 100,
      });
      expect(wrong.statusCode).toBe(400);
      expect((await rest(h, 'GET', url(), ACTORS.president)).json()).toEqual(sent);
    } finally {
      await h.db
        .updateTable('clubs')
        .set({ notificationSettings: '{}' })
        .where('id', '=', h.demo.clubId)
        .execute();
    }
  });
});
