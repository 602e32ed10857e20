// The reminder planner with an injected clock: reminders fall due in the club's time zone
// (Australia/Sydney, whose clocks go forward on 4 October 2026), at the edges of their due time,
// never for people who turned e-mail off or clubs that turned a reminder off (not even planned),
// are checked again when they run, and go out once however many workers plan and run them at the
// same time.
import { resolveNotificationSettings } from '@lectern/domain';
import { sql, type KyselyPlugin } from 'kysely';
import * as planner from '../src/features/reminders/planner.js';
import { SCHEDULES } from '../src/jobs/handlers.js';
import { enqueueSchedules } from '../src/jobs/worker.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, raceTest } from './helpers.js';
import {
  drain,
  linksOf,
  makeMeeting,
  outboxAbout,
  resetReminders,
  rsvp,
  setPreferences,
  workerTurn,
} from './reminder-helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());
beforeEach(async () => {
  await resetReminders(h);
  for (const email of Object.values(ACTORS)) {
    if (
      email.endsWith('2@example.org') ||
      email.startsWith('outsider') ||
      email.startsWith('admin')
    )
      continue;
    await setPreferences(h, email, {});
  }
  await setPreferences(h, ACTORS.member2, {});
  await h.db
    .updateTable('clubs')
    .set({ notificationSettings: '{}' })
    .where('id', '=', h.demo.clubId)
    .execute();
});

const ms = (iso: string) => new Date(iso);
const before = (iso: string) => new Date(ms(iso).getTime() - 1);

async function activeEmailable(): Promise<number> {
  const rows = await h.db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (j) =>
      j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select(['cm.userId', 'p.emailNotifications'])
    .where('cm.clubId', '=', h.demo.clubId)
    .where('cm.status', '=', 'active')
    .where('u.email', 'is not', null)
    .execute();
  return rows.filter((r) => r.emailNotifications !== false).length;
}

/** The in-app meeting reminders a person has about one meeting. */
async function inAppReminders(meetingId: number, email: string) {
  const user = await h.userByEmail(email);
  return h.db
    .selectFrom('notifications')
    .select(['clubId', 'kind', 'title', 'body', 'actionLabel', 'actionHref'])
    .where('userId', '=', user.id)
    .where('kind', '=', 'meeting')
    .where('actionHref', '=', `/meetings/${meetingId}/view-agenda`)
    .execute();
}

async function kinds(title: string, to?: string) {
  return (await outboxAbout(h, title))
    .filter((m) => to === undefined || m.toAddress === to)
    .map((m) => m.kind)
    .sort();
}

describe('meeting reminders in the club time zone', () => {
  // Wednesday 7 October 2026, 19:00 AEDT (UTC+11) = 08:00Z; Sydney went to daylight time on 4 October.
  const MEETING = '2026-10-07';

  it('7 days before is 19:00 AEST on 30 September (09:00Z), not 7 × 24 hours earlier', async () => {
    const { title } = await makeMeeting(h, MEETING);
    await setPreferences(h, ACTORS.member, { reminderDays: 7 });
    // 7 × 24 h before the start: 08:00Z, an hour before 19:00 in Sydney that day.
    await workerTurn(h, ms('2026-09-30T08:00:00Z'));
    await workerTurn(h, before('2026-09-30T09:00:00Z'));
    expect(await kinds(title, ACTORS.member)).toEqual([]);
    await workerTurn(h, ms('2026-09-30T09:00:00Z'));
    expect(await kinds(title, ACTORS.member)).toEqual(['meeting_reminder']);
    // The others keep the default of 3 days: nothing for them yet.
    expect(await kinds(title)).toEqual(['meeting_reminder']);
  });

  it('3 days before (the default) is 19:00 AEDT on 4 October (08:00Z), after the change', async () => {
    const { title } = await makeMeeting(h, MEETING, {
      roles: [{ roleType: 'timer', email: ACTORS.member2, status: 'confirmed' }],
    });
    await workerTurn(h, before('2026-10-04T08:00:00Z'));
    expect((await kinds(title)).filter((k) => k === 'meeting_reminder')).toEqual([]);
    await workerTurn(h, ms('2026-10-04T08:00:00Z'));
    const reminders = (await outboxAbout(h, title)).filter((m) => m.kind === 'meeting_reminder');
    expect(reminders).toHaveLength(await activeEmailable());
    const mine = reminders.find((m) => m.toAddress === ACTORS.member2);
    expect(mine?.text).toContain('Your role: Timer.');
    expect(mine?.text).toContain('When: Wednesday 7 October 2026, 7:00 PM to 8:30 PM');
    expect(Object.keys(linksOf(mine!.text))).toEqual(
      expect.arrayContaining(["Yes, I'm attending", "No, I can't attend", 'Unsubscribe']),
    );
  });

  it('is not sent a second time by the next runs, nor after the person changes their days', async () => {
    const { title, id } = await makeMeeting(h, MEETING);
    await workerTurn(h, ms('2026-10-04T08:00:00Z'));
    await workerTurn(h, ms('2026-10-04T08:05:00Z'));
    await setPreferences(h, ACTORS.member, { reminderDays: 1 });
    await workerTurn(h, ms('2026-10-06T08:00:00Z'));
    const mine = await kinds(title, ACTORS.member);
    expect(mine.filter((kind) => kind === 'meeting_reminder')).toEqual(['meeting_reminder']);
    // Its in-app twin is written once too.
    expect(await inAppReminders(id, ACTORS.member)).toHaveLength(1);
  });

  it('is also said in the app, with a link to the agenda, unless in-app notifications are off', async () => {
    const { title, id } = await makeMeeting(h, MEETING);
    const member2 = await h.userByEmail(ACTORS.member2);
    await h.db
      .updateTable('memberProfiles')
      .set({ appNotifications: false })
      .where('clubId', '=', h.demo.clubId)
      .where('userId', '=', member2.id)
      .execute();
    await workerTurn(h, before('2026-10-04T08:00:00Z'));
    expect(await inAppReminders(id, ACTORS.member)).toEqual([]);
    await workerTurn(h, ms('2026-10-04T08:00:00Z'));
    expect(await inAppReminders(id, ACTORS.member)).toEqual([
      {
        clubId: h.demo.clubId,
        kind: 'meeting',
        title: 'Meeting reminder',
        body: `'${title}' on Wednesday 7 October 2026 is coming up.`,
        actionLabel: 'View agenda',
        actionHref: `/meetings/${id}/view-agenda`,
      },
    ]);
    // In-app off: the e-mail still goes, nothing is written in the app.
    expect(await kinds(title, ACTORS.member2)).toContain('meeting_reminder');
    expect(await inAppReminders(id, ACTORS.member2)).toEqual([]);
  });

  it('honours e-mail turned off, the club turning reminders off, and a cancelled meeting', async () => {
    const { title, id } = await makeMeeting(h, MEETING);
    await setPreferences(h, ACTORS.member, { emailOn: false });
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: JSON.stringify({ rsvpReminders: false }) })
      .where('id', '=', h.demo.clubId)
      .execute();
    await workerTurn(h, ms('2026-10-04T08:00:00Z'));
    expect(await kinds(title, ACTORS.member)).toEqual([]);
    expect(await inAppReminders(id, ACTORS.member)).toEqual([]);
    expect(await kinds(title, ACTORS.member2)).toEqual(['meeting_reminder']);

    const other = await makeMeeting(h, '2026-10-08');
    await h.db
      .updateTable('meetings')
      .set({ status: 'cancelled' })
      .where('id', '=', other.id)
      .execute();
    await workerTurn(h, ms('2026-10-05T08:00:00Z'));
    expect(await kinds(other.title)).toEqual([]);
    expect(id).toBeGreaterThan(0);
  });
});

describe('RSVP reminders before the deadline', () => {
  // Deadline 1 day before at the start time; reminder 2 days before that: 4 October 19:00 AEDT.
  const MEETING = '2026-10-07';
  const DUE = '2026-10-04T08:00:00Z';

  it('go at the due instant to active members who have not answered, not a moment before', async () => {
    const { title, id } = await makeMeeting(h, MEETING);
    await rsvp(h, id, ACTORS.member2);
    // Meeting reminders at the same instant are off here, to look at RSVP reminders alone.
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: JSON.stringify({ meetingReminders: false }) })
      .where('id', '=', h.demo.clubId)
      .execute();
    await workerTurn(h, before(DUE));
    expect(await kinds(title)).toEqual([]);
    await workerTurn(h, ms(DUE));
    const sent = await outboxAbout(h, title);
    expect(sent.every((m) => m.kind === 'rsvp_reminder')).toBe(true);
    expect(sent.map((m) => m.toAddress)).not.toContain(ACTORS.member2);
    expect(sent).toHaveLength((await activeEmailable()) - 1);
  });

  it('follow the club settings: the deadline and how many days before it', async () => {
    const { title } = await makeMeeting(h, MEETING);
    await h.db
      .updateTable('clubs')
      .set({
        meetingSettings: JSON.stringify({ rsvpDeadline: 4 }),
        notificationSettings: JSON.stringify({ meetingReminders: false, rsvpReminderDays: 1 }),
      })
      .where('id', '=', h.demo.clubId)
      .execute();
    // 4 + 1 = 5 days before (the defaults make 1 + 2 = 3): 2 October 19:00 AEST = 09:00Z.
    const SETTINGS_DUE = '2026-10-02T09:00:00Z';
    await workerTurn(h, before(SETTINGS_DUE));
    expect(await kinds(title)).toEqual([]);
    await workerTurn(h, ms(SETTINGS_DUE));
    expect(await kinds(title)).toEqual(
      Array.from({ length: await activeEmailable() }, () => 'rsvp_reminder'),
    );
    // Nothing more at the instant the defaults would have chosen.
    await workerTurn(h, ms(DUE));
    expect(await kinds(title)).toHaveLength(await activeEmailable());
    await h.db
      .updateTable('clubs')
      .set({ meetingSettings: JSON.stringify({}) })
      .where('id', '=', h.demo.clubId)
      .execute();
  });

  it('are checked again when they run: an answer given in between stops it', async () => {
    const { title, id } = await makeMeeting(h, MEETING);
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: JSON.stringify({ meetingReminders: false }) })
      .where('id', '=', h.demo.clubId)
      .execute();
    const { planReminders } = await import('../src/features/reminders/planner.js');
    await planReminders({ db: h.db, now: ms(DUE) });
    await rsvp(h, id, ACTORS.member);
    const { drain } = await import('./reminder-helpers.js');
    await drain(h, ms(DUE));
    const to = (await outboxAbout(h, title)).map((m) => m.toAddress);
    expect(to).not.toContain(ACTORS.member);
    expect(to).toContain(ACTORS.vpe);
  });
});

describe('role reminders and the open-roles digest', () => {
  const MEETING = '2026-10-21';

  it('remind the holder of an unconfirmed role 2 days before, with a confirm link', async () => {
    const { title } = await makeMeeting(h, MEETING, {
      roles: [
        { roleType: 'timer', email: ACTORS.member },
        { roleType: 'grammarian', email: ACTORS.member2, status: 'confirmed' },
      ],
    });
    await workerTurn(h, ms('2026-10-19T08:00:00Z'));
    const roleMails = (await outboxAbout(h, title)).filter((m) => m.kind === 'role_reminder');
    expect(roleMails.map((m) => m.toAddress)).toEqual([ACTORS.member]);
    expect(roleMails[0]?.subject).toBe(`Please confirm your role: Timer at ${title}`);
    expect(linksOf(roleMails[0]!.text)['Confirm my role']).toBeDefined();
  });

  it('offer open roles 5 days before to members without a role, guests excluded', async () => {
    const { title } = await makeMeeting(h, MEETING, {
      roles: [
        { roleType: 'timer' },
        { roleType: 'ah_counter' },
        { roleType: 'grammarian', email: ACTORS.member2 },
      ],
    });
    await workerTurn(h, ms('2026-10-16T08:00:00Z'));
    const digests = (await outboxAbout(h, title)).filter((m) => m.kind === 'open_roles');
    const to = digests.map((m) => m.toAddress);
    expect(to).toContain(ACTORS.member);
    expect(to).not.toContain(ACTORS.member2);
    expect(to).not.toContain(ACTORS.guest);
    const links = linksOf(digests.find((m) => m.toAddress === ACTORS.member)!.text);
    expect(Object.keys(links)).toEqual(
      expect.arrayContaining(['Take the role Timer', 'Take the role Ah-Counter']),
    );
  });
});

describe('the planner plans only what it will send (its own filters, before the sender checks again)', () => {
  const MEETING = '2026-10-21';
  // 5 days before (open roles), 3 (meeting reminder, RSVP reminder: deadline 1 + 2) and 2 (roles).
  const OPEN_ROLES_DUE = ms('2026-10-16T08:00:00Z');
  const RSVP_DUE = ms('2026-10-18T08:00:00Z');
  const ROLES_DUE = ms('2026-10-19T08:00:00Z');

  /** The e-mail jobs of one type the planner enqueued for a meeting: their addresses, sorted. */
  async function read(meetingId: number, type: string) {
    const rows = await h.db
      .selectFrom('jobs')
      .innerJoin('users', (j) => j.on(sql<boolean>`users.id = (jobs.payload->>'userId')::int`))
      .select(['users.email', sql<string>`jobs.payload->>'type'`.as('type')])
      .where('jobs.kind', '=', 'email')
      .where(sql`(jobs.payload->>'meetingId')::int`, '=', meetingId)
      .execute();
    return rows
      .filter((row) => row.type === type)
      .map((row) => row.email)
      .sort();
  }
  async function clubSettings(settings: Record<string, unknown>) {
    await h.db
      .updateTable('clubs')
      .set({ notificationSettings: JSON.stringify(settings) })
      .where('id', '=', h.demo.clubId)
      .execute();
  }
  async function planReminders(now: Date) {
    const planner = await import('../src/features/reminders/planner.js');
    await planner.planReminders({ db: h.db, now });
  }

  // Each at an instant when another reminder of the meeting is due too, so the meeting is read
  // further and only the reminder's own setting can leave it out.
  it.each([
    ['rsvp_reminder', { rsvpReminders: false }, RSVP_DUE],
    ['role_reminder', { roleReminders: false }, ROLES_DUE],
    ['open_roles', { openRolesDigest: false, openRolesDigestDays: 3 }, RSVP_DUE],
    ['meeting_reminder', { meetingReminders: false }, RSVP_DUE],
  ] as const)('plans no %s when the club turned it off (%j)', async (type, off, due) => {
    const { id } = await makeMeeting(h, MEETING, {
      roles: [{ roleType: 'timer', email: ACTORS.member }, { roleType: 'ah_counter' }],
    });
    const on = Object.fromEntries(
      Object.entries(off).filter(([, value]) => typeof value !== 'boolean'),
    );
    await clubSettings(off);
    await planReminders(due);
    expect(await read(id, type)).toEqual([]);
    await clubSettings(on);
    await planReminders(due);
    expect((await read(id, type)).length).toBeGreaterThan(0);
  });

  it('plans a role reminder for an assigned role only, not a confirmed one', async () => {
    const { id } = await makeMeeting(h, MEETING, {
      roles: [
        { roleType: 'timer', email: ACTORS.member },
        { roleType: 'grammarian', email: ACTORS.member2, status: 'confirmed' },
      ],
    });
    await planReminders(ROLES_DUE);
    expect(await read(id, 'role_reminder')).toEqual([ACTORS.member]);
  });

  it('plans the open-roles digest for members without a role: not for a guest, not for a holder', async () => {
    const { id } = await makeMeeting(h, MEETING, {
      roles: [{ roleType: 'timer' }, { roleType: 'grammarian', email: ACTORS.member2 }],
    });
    await planReminders(OPEN_ROLES_DUE);
    const to = await read(id, 'open_roles');
    expect(to).toContain(ACTORS.member);
    expect(to).not.toContain(ACTORS.member2);
    expect(to).not.toContain(ACTORS.guest);
  });

  it('plans every meeting when more fall due at once than one audience read takes (200)', async () => {
    const count = 201;
    const meetings = await h.db
      .insertInto('meetings')
      .values(
        Array.from({ length: count }, (_, i) => ({
          clubId: h.demo.clubId,
          title: `Reminder Test batch ${i}`,
          date: MEETING,
          startTime: '19:00',
          endTime: '20:30',
          status: 'scheduled' as const,
        })),
      )
      .returning('id')
      .execute();
    await planReminders(RSVP_DUE);
    const planned = await h.db
      .selectFrom('jobs')
      .select(sql<number>`(payload->>'meetingId')::int`.as('meetingId'))
      .where('kind', '=', 'email')
      .where(sql<string>`payload->>'type'`, '=', 'meeting_reminder')
      .execute();
    const perMeeting = new Map<number, number>();
    for (const row of planned)
      perMeeting.set(row.meetingId, (perMeeting.get(row.meetingId) ?? 0) + 1);
    const people = await activeEmailable();
    expect(meetings.map((m) => perMeeting.get(m.id))).toEqual(Array(count).fill(people));
  });

  it('plans no RSVP reminder for someone who has answered', async () => {
    const { id } = await makeMeeting(h, MEETING);
    await rsvp(h, id, ACTORS.member2, 'not_attending');
    await planReminders(RSVP_DUE);
    const to = await read(id, 'rsvp_reminder');
    expect(to).toContain(ACTORS.member);
    expect(to).not.toContain(ACTORS.member2);
  });
});

describe('each run plans what fell due since the previous completed run', () => {
  // Meeting on 21 October, 19:00 in Sydney: the meeting reminder (3 days) is due 18 October 08:00Z.
  const MEETING = '2026-10-21';
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      statements += 1;
      return Promise.resolve(args.result);
    },
  };
  /** A planner run's statements, not run as a job (so it is not a completed run itself). */
  async function statementsOfRun(now: Date) {
    statements = 0;
    await planner.planReminders({ db: h.db.withPlugin(counter), now });
    return statements;
  }
  /** The planner as the schedule runs it (a job, completed), then the e-mails it queued. */
  async function scheduledRun(now: Date) {
    await enqueueSchedules(h.db, SCHEDULES, now);
    await drain(h, now);
  }

  it('reads no meeting further for reminders a run before planned, and catches up after a pause', async () => {
    const { title } = await makeMeeting(h, MEETING);
    await setPreferences(h, ACTORS.member2, { reminderDays: 2 });
    // Nothing due in the 12 hours before: the statements of a run with nothing to plan.
    const nothingDue = await statementsOfRun(ms('2026-10-18T07:00:00Z'));

    await scheduledRun(ms('2026-10-18T08:01:00Z'));
    expect(await kinds(title, ACTORS.member)).toEqual(['meeting_reminder', 'rsvp_reminder']);
    // The next run, five minutes on: the reminders due at 08:00 were planned by the run before,
    // so no meeting is read further (without the window, its audience would be read again).
    expect(await statementsOfRun(ms('2026-10-18T08:06:00Z'))).toBe(nothingDue);
    expect(await statementsOfRun(ms('2026-10-18T08:01:00Z'))).toBe(nothingDue);

    // The planner was down from then until 09:00 the next day; member2's reminder (2 days
    // before) fell due at 08:00 meanwhile: the first run back sends it, an hour late.
    expect(await kinds(title, ACTORS.member2)).toEqual(['rsvp_reminder']);
    await scheduledRun(ms('2026-10-19T09:00:00Z'));
    expect(await kinds(title, ACTORS.member2)).toEqual(['meeting_reminder', 'rsvp_reminder']);
  });
});

describe('a thank-you to a guest after their first meeting', () => {
  it('goes the morning after (10:00 club time), once', async () => {
    const first = await makeMeeting(h, '2026-10-07');
    await rsvp(h, first.id, ACTORS.guest);
    await h.db
      .updateTable('meetings')
      .set({ status: 'completed' })
      .where('id', '=', first.id)
      .execute();
    // 8 October 10:00 AEDT = 7 October 23:00Z.
    await workerTurn(h, before('2026-10-07T23:00:00Z'));
    expect(await kinds(first.title, ACTORS.guest)).toEqual([]);
    await workerTurn(h, ms('2026-10-07T23:00:00Z'));
    expect(await kinds(first.title, ACTORS.guest)).toEqual(['guest_thank_you']);

    const second = await makeMeeting(h, '2026-10-14');
    await rsvp(h, second.id, ACTORS.guest);
    await workerTurn(h, ms('2026-10-14T23:00:00Z'));
    expect(await kinds(second.title, ACTORS.guest)).toEqual([]);
  });
});

describe('many workers', () => {
  raceTest(
    'send each reminder once when two workers plan and run at the same instants',
    async () => {
      const { title } = await makeMeeting(h, '2026-10-28', {
        roles: [{ roleType: 'timer', email: ACTORS.member }, { roleType: 'ah_counter' }],
      });
      // Every reminder of this meeting: digest (5 days), RSVP and meeting (3), role (2).
      const instants = [
        '2026-10-23T08:00:00Z',
        '2026-10-23T08:05:00Z',
        '2026-10-25T08:00:00Z',
        '2026-10-25T08:01:00Z',
        '2026-10-26T08:00:00Z',
        '2026-10-26T09:00:00Z',
      ];
      for (const instant of instants) {
        await Promise.all([workerTurn(h, ms(instant)), workerTurn(h, ms(instant))]);
      }
      const sent = await outboxAbout(h, title);
      const perPersonAndKind = new Map<string, number>();
      for (const m of sent) {
        const key = `${m.toAddress}:${m.kind}`;
        perPersonAndKind.set(key, (perPersonAndKind.get(key) ?? 0) + 1);
      }
      expect([...perPersonAndKind.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(sent.map((m) => m.kind))).toEqual(
        new Set(['open_roles', 'rsvp_reminder', 'meeting_reminder', 'role_reminder']),
      );
      expect(perPersonAndKind.get(`${ACTORS.member}:role_reminder`)).toBe(1);
      expect(resolveNotificationSettings(null).roleReminderDays).toBe(2);
    },
  );
});

describe('housekeeping', () => {
  it('keeps the messages kept without SMTP for 60 days, then lets them go', async () => {
    const now = ms('2026-10-20T00:00:00Z');
    const day = 86_400_000;
    const kept = (subject: string, ageDays: number) => ({
      kind: 'test',
      toAddress: 'member@example.org',
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      createdAt: new Date(now.getTime() - ageDays * day),
    });
    await h.db
      .insertInto('emailOutbox')
      .values([kept('old housekeeping proof', 61), kept('recent housekeeping proof', 59)])
      .execute();
    await workerTurn(h, now);
    const left = await h.db
      .selectFrom('emailOutbox')
      .select('subject')
      .where('subject', 'like', '%housekeeping proof')
      .execute();
    expect(left.map((m) => m.subject)).toEqual(['recent housekeeping proof']);
  });
});
