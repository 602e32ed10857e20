// The sender ('email' jobs) checks everything again when a reminder runs: a job queued by the
// planner (or an officer's button) for a person who has since turned e-mail off, left, or whose
// club turned the reminder off or was archived, for a meeting since moved, cancelled or started, or
// an RSVP reminder after the deadline, is dropped; a run that lost its job to another worker sends
// nothing. Each case queues the jobs as the planner does and reads the outbox back.
import { hashSecret } from '@lectern/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import { JOB_HANDLERS } from '../src/jobs/handlers.js';
import { JOB_LOCK_MS, runDueJobs, type JobHandlers } from '../src/jobs/worker.js';
import {
  EMAIL_JOB,
  UNSUBSCRIBE_VALID_MS,
  sendReminder,
  type EmailJob,
} from '../src/features/reminders/send.js';
import { PUSH_JOB } from '../src/features/push/push.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';
import {
  drain,
  jobDeps,
  linksOf,
  makeMeeting,
  outboxAbout,
  resetReminders,
  rsvp,
  setPreferences,
} from './reminder-helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());
beforeEach(async () => {
  await resetReminders(h);
  for (const email of [ACTORS.member, ACTORS.member2, ACTORS.vpe])
    await setPreferences(h, email, {});
  await h.db
    .updateTable('clubs')
    .set({ notificationSettings: '{}', meetingSettings: '{}', archivedAt: null })
    .where('id', '=', h.demo.clubId)
    .execute();
});

// Wednesday 21 October 2026, 19:00 AEDT (UTC+11) = 08:00Z. The default RSVP deadline is one day
// before, at the start time: 20 October 08:00Z.
const MEETING = '2026-10-21';
const STARTS = new Date('2026-10-21T08:00:00Z');
const DEADLINE = new Date('2026-10-20T08:00:00Z');
const RUN = new Date('2026-10-18T08:00:00Z');

let queued = 0;
/** Queues one e-mail job as the planner (or a button) does, due at `runAt`. */
async function queue(job: Omit<EmailJob, 'clubId' | 'userId'> & { to: string }, runAt: Date = RUN) {
  const { to, ...rest } = job;
  queued += 1;
  const payload: EmailJob = {
    clubId: h.demo.clubId,
    userId: (await h.userByEmail(to)).id,
    ...rest,
  };
  await enqueueJobs(h.db, [{ kind: EMAIL_JOB, payload, dedupKey: `send-test:${queued}`, runAt }]);
}

/** The addresses the outbox holds about a meeting, sorted, with each message's kind. */
async function sent(title: string) {
  return (await outboxAbout(h, title)).map((m) => `${m.kind} → ${m.toAddress}`).sort();
}

/** Queues the reminder of a meeting's Timer role to member2 (an officer's Remind with `manual`). */
function remindTimer(meeting: { id: number; roleIds: Record<string, number> }, manual = false) {
  return queue({
    type: 'role_reminder',
    meetingId: meeting.id,
    roleId: meeting.roleIds.timer!,
    ...(manual ? { manual: true } : { date: MEETING }),
    to: ACTORS.member2,
  });
}

async function clubSettings(values: { notificationSettings?: object; meetingSettings?: object }) {
  await h.db
    .updateTable('clubs')
    .set({
      ...(values.notificationSettings
        ? { notificationSettings: JSON.stringify(values.notificationSettings) }
        : {}),
      ...(values.meetingSettings
        ? { meetingSettings: JSON.stringify(values.meetingSettings) }
        : {}),
    })
    .where('id', '=', h.demo.clubId)
    .execute();
}

describe('whom a reminder still goes to when it runs', () => {
  it.each([
    ['e-mail turned off', () => setPreferences(h, ACTORS.member, { emailOn: false })],
    ['membership made inactive', () => h.setMembership(ACTORS.member, { status: 'inactive' })],
  ])('not to a person with %s since it was planned', async (_case, change) => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member2 });
    await change();
    try {
      await drain(h, RUN);
      expect(await sent(title)).toEqual([`meeting_reminder → ${ACTORS.member2}`]);
    } finally {
      await h.setMembership(ACTORS.member, { status: 'active' });
    }
  });

  it('not to anyone of a club archived since it was planned', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await h.db
      .updateTable('clubs')
      .set({ archivedAt: RUN })
      .where('id', '=', h.demo.clubId)
      .execute();
    await drain(h, RUN);
    expect(await sent(title)).toEqual([]);
    await h.db
      .updateTable('clubs')
      .set({ archivedAt: null })
      .where('id', '=', h.demo.clubId)
      .execute();
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await drain(h, RUN);
    expect(await sent(title)).toEqual([`meeting_reminder → ${ACTORS.member}`]);
  });

  it("the club's setting turned off since: the automatic reminder is dropped, an officer's is sent", async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await queue({ type: 'rsvp_reminder', meetingId: id, manual: true, to: ACTORS.member2 });
    await clubSettings({ notificationSettings: { rsvpReminders: false } });
    await drain(h, RUN);
    expect(await sent(title)).toEqual(
      [`meeting_reminder → ${ACTORS.member}`, `rsvp_reminder → ${ACTORS.member2}`].sort(),
    );
  });
});

describe('which meeting a reminder is still about when it runs', () => {
  it('not one moved to another date since (an undated job, from a button, still goes)', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await queue({ type: 'rsvp_reminder', meetingId: id, manual: true, to: ACTORS.member2 });
    await h.db.updateTable('meetings').set({ date: '2026-10-22' }).where('id', '=', id).execute();
    await drain(h, RUN);
    expect(await sent(title)).toEqual([`rsvp_reminder → ${ACTORS.member2}`]);
  });

  it('not one deleted since: the job is done, not failed and retried', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await h.db.deleteFrom('meetings').where('id', '=', id).execute();
    expect(await drain(h, RUN)).toEqual({ ran: 1, failed: 0 });
    expect(await sent(title)).toEqual([]);
  });

  it("a guest's thank-you goes after the meeting (the others only before it starts)", async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await h.db.updateTable('meetings').set({ status: 'completed' }).where('id', '=', id).execute();
    const after = new Date(STARTS.getTime() + 15 * 3_600_000);
    await queue({ type: 'guest_thank_you', meetingId: id, date: MEETING, to: ACTORS.guest }, after);
    await queue(
      { type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member },
      after,
    );
    await drain(h, after);
    expect(await sent(title)).toEqual([`guest_thank_you → ${ACTORS.guest}`]);
  });

  it('not one cancelled since', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await h.db.updateTable('meetings').set({ status: 'cancelled' }).where('id', '=', id).execute();
    await drain(h, RUN);
    expect(await sent(title)).toEqual([]);
  });

  it('sent a millisecond before the meeting starts, not at its start', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue(
      { type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member },
      STARTS,
    );
    await drain(h, STARTS);
    expect(await sent(title)).toEqual([]);
    await queue(
      { type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member },
      new Date(STARTS.getTime() - 1),
    );
    await drain(h, new Date(STARTS.getTime() - 1));
    expect(await sent(title)).toEqual([`meeting_reminder → ${ACTORS.member}`]);
  });
});

describe('what a reminder still says when it runs', () => {
  /** Each message about the meeting: its kind, its address and the labels of its links. */
  async function messages(title: string) {
    return (await outboxAbout(h, title))
      .map((m) => `${m.kind} → ${m.toAddress}: ${Object.keys(linksOf(m.text)).sort().join(', ')}`)
      .sort();
  }
  const timerHeldBy = async (email: string, status: 'assigned' | 'confirmed' = 'assigned') =>
    makeMeeting(h, MEETING, { roles: [{ roleType: 'timer', email, status }] });
  const setTimer = (roleId: number, values: { userId: number | null; status: string }) =>
    h.db
      .updateTable('meetingRoles')
      .set({ userId: values.userId, status: values.status as 'open' })
      .where('id', '=', roleId)
      .execute();

  it('a meeting reminder names the recipient’s own role and every role’s holder as it is now', async () => {
    const { id, title } = await makeMeeting(h, MEETING, {
      roles: [
        { roleType: 'toastmaster', email: ACTORS.vpe },
        { roleType: 'timer', email: ACTORS.member2 },
        { roleType: 'grammarian' },
      ],
    });
    for (const to of [ACTORS.member2, ACTORS.member])
      await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to });
    await drain(h, RUN);
    const textTo = async (email: string) =>
      (await outboxAbout(h, title)).find((m) => m.toAddress === email)?.text ?? '';
    const nameOf = async (email: string) => {
      const user = await h.userByEmail(email);
      return `${user.firstName} ${user.lastName}`;
    };
    const roles = [
      `Toastmaster: ${await nameOf(ACTORS.vpe)}`,
      `Timer: ${await nameOf(ACTORS.member2)}`,
      'Grammarian: Open',
    ];
    const holder = await textTo(ACTORS.member2);
    expect(holder).toContain('Your role: Timer.');
    for (const line of roles) expect(holder).toContain(line);
    const member = await textTo(ACTORS.member);
    expect(member).toContain('You have no role at this meeting.');
    expect(member).not.toContain('Your role:');
    for (const line of roles) expect(member).toContain(line);
  });

  it('a role reminder goes to the role’s holder only while they hold that role', async () => {
    // Moved: the Timer given to another, the reminded person given the Grammarian instead.
    const given = await makeMeeting(h, MEETING, {
      roles: [{ roleType: 'timer', email: ACTORS.member2 }, { roleType: 'grammarian' }],
    });
    const released = await timerHeldBy(ACTORS.member2);
    const kept = await timerHeldBy(ACTORS.member2);
    for (const meeting of [given, released, kept]) await remindTimer(meeting);
    const vpe = await h.userByEmail(ACTORS.vpe);
    await setTimer(given.roleIds.timer!, { userId: vpe.id, status: 'assigned' });
    await setTimer(given.roleIds.grammarian!, {
      userId: (await h.userByEmail(ACTORS.member2)).id,
      status: 'assigned',
    });
    await setTimer(released.roleIds.timer!, { userId: null, status: 'open' });
    await drain(h, RUN);
    expect(await messages(given.title)).toEqual([]);
    expect(await messages(released.title)).toEqual([]);
    expect(await messages(kept.title)).toEqual([
      `role_reminder → ${ACTORS.member2}: Confirm my role, Unsubscribe`,
    ]);
  });

  it('a confirmed role is reminded only by an officer’s Remind, without a link to confirm it', async () => {
    const automatic = await timerHeldBy(ACTORS.member2, 'confirmed');
    const manual = await timerHeldBy(ACTORS.member2, 'confirmed');
    await remindTimer(automatic);
    await remindTimer(manual, true);
    await drain(h, RUN);
    expect(await messages(automatic.title)).toEqual([]);
    expect(await messages(manual.title)).toEqual([
      `role_reminder → ${ACTORS.member2}: Unsubscribe`,
    ]);
  });

  it('the open roles go to members without a role while some role is open, one link each', async () => {
    const open = await makeMeeting(h, MEETING, {
      roles: [
        { roleType: 'timer' },
        { roleType: 'grammarian' },
        { roleType: 'toastmaster', email: ACTORS.member2 },
      ],
    });
    const full = await makeMeeting(h, MEETING, {
      roles: [{ roleType: 'timer', email: ACTORS.vpe }],
    });
    for (const to of [ACTORS.member, ACTORS.member2, ACTORS.guest])
      await queue({ type: 'open_roles', meetingId: open.id, date: MEETING, to });
    await queue({ type: 'open_roles', meetingId: full.id, date: MEETING, to: ACTORS.member });
    await drain(h, RUN);
    expect(await messages(open.title)).toEqual([
      `open_roles → ${ACTORS.member}: Take the role Grammarian, Take the role Timer, Unsubscribe`,
    ]);
    expect(await messages(full.title)).toEqual([]);
  });

  it('a thank-you goes to a guest only, and not for a meeting cancelled since', async () => {
    const after = new Date(STARTS.getTime() + 15 * 3_600_000);
    const held = await makeMeeting(h, MEETING);
    const cancelled = await makeMeeting(h, MEETING);
    await h.db
      .updateTable('meetings')
      .set({ status: 'completed' })
      .where('id', '=', held.id)
      .execute();
    await h.db
      .updateTable('meetings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute();
    for (const to of [ACTORS.guest, ACTORS.member])
      await queue({ type: 'guest_thank_you', meetingId: held.id, date: MEETING, to }, after);
    await queue(
      { type: 'guest_thank_you', meetingId: cancelled.id, date: MEETING, to: ACTORS.guest },
      after,
    );
    await drain(h, after);
    expect(await sent(held.title)).toEqual([`guest_thank_you → ${ACTORS.guest}`]);
    expect(await sent(cancelled.title)).toEqual([]);
  });
});

describe('an RSVP reminder and its deadline', () => {
  it('goes a millisecond before the deadline, naming it; not at the deadline', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    const justBefore = new Date(DEADLINE.getTime() - 1);
    await queue(
      { type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member },
      DEADLINE,
    );
    await drain(h, DEADLINE);
    expect(await sent(title)).toEqual([]);
    await queue(
      { type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member },
      justBefore,
    );
    await drain(h, justBefore);
    const [mail] = await outboxAbout(h, title);
    expect(mail?.kind).toBe('rsvp_reminder');
    expect(mail?.text).toContain('RSVPs close on Tuesday 20 October 2026, 7:00 PM.');
  });

  it("follows the club's deadline (4 days before): past it, nothing; before it, named", async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await clubSettings({ meetingSettings: { rsvpDeadline: 4 } });
    // 17 October 19:00 AEDT = 08:00Z: the reminder due on the 18th (the default's) is too late.
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await drain(h, RUN);
    expect(await sent(title)).toEqual([]);
    const early = new Date('2026-10-16T08:00:00Z');
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member }, early);
    await drain(h, early);
    const [mail] = await outboxAbout(h, title);
    expect(mail?.text).toContain('RSVPs close on Saturday 17 October 2026, 7:00 PM.');
  });

  it('not to someone who answered since', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member2 });
    await rsvp(h, id, ACTORS.member, 'not_attending');
    // Dropped, not failed: a reminder that no longer applies is done, not retried.
    expect(await drain(h, RUN)).toEqual({ ran: 2, failed: 0 });
    expect(await sent(title)).toEqual([`rsvp_reminder → ${ACTORS.member2}`]);
  });
});

describe("a reminder's one-click links", () => {
  it('answer until the meeting starts; unsubscribing works for a year', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    await drain(h, RUN);
    const [mail] = await outboxAbout(h, title);
    expect(Object.keys(linksOf(mail!.text)).sort()).toEqual(
      ["No, I can't attend", 'Unsubscribe', "Yes, I'm attending"].sort(),
    );
    const member = await h.userByEmail(ACTORS.member);
    const hashes = Object.values(linksOf(mail!.text)).map((token) => hashSecret(token));
    const actions = await h.db
      .selectFrom('emailActions')
      .select(['userId', 'action', 'meetingId', 'roleId', 'expiresAt'])
      .where('tokenHash', 'in', hashes)
      .orderBy('action')
      .execute();
    expect(actions).toEqual([
      {
        userId: member.id,
        action: 'rsvp_attending',
        meetingId: id,
        roleId: null,
        expiresAt: STARTS,
      },
      {
        userId: member.id,
        action: 'rsvp_not_attending',
        meetingId: id,
        roleId: null,
        expiresAt: STARTS,
      },
      {
        userId: member.id,
        action: 'unsubscribe',
        meetingId: null,
        roleId: null,
        expiresAt: new Date(RUN.getTime() + UNSUBSCRIBE_VALID_MS),
      },
    ]);
  });
});

describe("a reminder's push", () => {
  /** The push jobs the e-mail jobs queued (the push handler left out, so they stay queued). */
  async function pushesQueued() {
    await runDueJobs(jobDeps(h), { [EMAIL_JOB]: JOB_HANDLERS[EMAIL_JOB]! }, RUN);
    const rows = await h.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', PUSH_JOB)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.payload);
  }

  it('says what the e-mail says, in the club’s own date format, and opens the screen to act on', async () => {
    await h.db
      .updateTable('clubs')
      .set({ locale: 'en-US' })
      .where('id', '=', h.demo.clubId)
      .execute();
    try {
      const meeting = await makeMeeting(h, MEETING, {
        roles: [{ roleType: 'timer', email: ACTORS.member2, status: 'assigned' }],
      });
      const { id, title, roleIds } = meeting;
      await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
      await remindTimer(meeting);
      // The RSVP reminder and the open roles are e-mail only.
      await queue({ type: 'rsvp_reminder', meetingId: id, date: MEETING, to: ACTORS.vpe });
      const when = 'Wednesday, October 21, 2026, 7:00 PM';
      expect(await pushesQueued()).toEqual([
        {
          userId: (await h.userByEmail(ACTORS.member)).id,
          kind: 'meeting_reminder',
          message: {
            title: `Reminder: ${title}`,
            body: when,
            url: `/meetings/${id}/view-agenda`,
            tag: `meeting-${id}`,
          },
        },
        {
          userId: (await h.userByEmail(ACTORS.member2)).id,
          kind: 'role_reminder',
          message: {
            title: 'Please confirm your role',
            body: `${title}, ${when}`,
            url: '/roles',
            tag: `role-${roleIds.timer}`,
          },
        },
      ]);
      expect(await sent(title)).toEqual(
        [
          `meeting_reminder → ${ACTORS.member}`,
          `role_reminder → ${ACTORS.member2}`,
          `rsvp_reminder → ${ACTORS.vpe}`,
        ].sort(),
      );
    } finally {
      await h.db
        .updateTable('clubs')
        .set({ locale: 'en-AU' })
        .where('id', '=', h.demo.clubId)
        .execute();
    }
  });
});

describe('a run that outlived its lease', () => {
  it('sends nothing: the worker that took the job over sends it, once', async () => {
    const { id, title } = await makeMeeting(h, MEETING);
    await queue({ type: 'meeting_reminder', meetingId: id, date: MEETING, to: ACTORS.member });
    let calls = 0;
    const handlers: JobHandlers = {
      ...JOB_HANDLERS,
      [EMAIL_JOB]: async (payload, ctx) => {
        calls += 1;
        // The first run stalls past its lease (its process was frozen); another worker claims
        // the job and sends it; then the first run goes on.
        if (calls === 1)
          await runDueJobs(jobDeps(h), handlers, new Date(RUN.getTime() + JOB_LOCK_MS + 60_000));
        await sendReminder(payload, ctx);
      },
    };
    await runDueJobs(jobDeps(h), handlers, RUN, { renewEveryMs: 3_600_000 });
    expect(calls).toBe(2);
    expect(await sent(title)).toEqual([`meeting_reminder → ${ACTORS.member}`]);
    const member = await h.userByEmail(ACTORS.member);
    const inApp = await h.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', member.id)
      .where('actionHref', '=', `/meetings/${id}/view-agenda`)
      .execute();
    expect(inApp).toHaveLength(1);
  });
});
