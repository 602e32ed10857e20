// Automatic reminders as the server runs them: the worker the server starts (its real schedules
// and job kinds, startJobWorker), on an injected clock, with club settings that differ from every
// default, read back from the outbox. Each reminder goes to exactly the people it is for, about
// the meeting it names, at the instant the club's settings say and not a moment before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorker } from '../src/jobs/handlers.js';
import type { Worker } from '../src/jobs/worker.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';
import {
  jobDeps,
  makeMeeting,
  outbox,
  resetReminders,
  rsvp,
  setPreferences,
} from './reminder-helpers.js';

let h: ApiHarness;
let worker: Worker;
let clock = new Date('2026-10-01T00:00:00Z');
const errors: unknown[] = [];

beforeAll(async () => {
  h = await createApiHarness();
  await resetReminders(h);
  // Polls an hour apart: every run below is the one the test wakes.
  worker = startJobWorker(jobDeps(h), {
    pollMs: 3_600_000,
    now: () => clock,
    onError: (error) => errors.push(error),
  });
  await worker.idle();
});
afterAll(async () => {
  await worker?.stop();
  await h?.close();
});

/** The server's worker wakes at `at` (its clock reads `at`) and runs until nothing is due. */
async function turnAt(at: Date) {
  clock = at;
  worker.wake();
  await worker.idle();
}

const seen = new Set<number>();
/** The messages sent since the last look, as "kind → address", each checked to be about `title`. */
async function sentSince(title: string): Promise<string[]> {
  const fresh = (await outbox(h)).filter((m) => !seen.has(m.id));
  for (const m of fresh) seen.add(m.id);
  for (const m of fresh) expect(`${m.subject}\n${m.text}`).toContain(title);
  return fresh.map((m) => `${m.kind} → ${m.toAddress}`).sort();
}

const MINUTE = 60_000;
const instant = (iso: string) => new Date(iso);
const justBefore = (iso: string) => new Date(instant(iso).getTime() - 1);

describe('automatic reminders, planned by the schedule the server runs', () => {
  it('go at the instants the club settings say, to exactly the people they are for', async () => {
    // Every setting differs from its default (RSVP deadline 1 day, RSVP reminder 2 days before
    // it, role reminder 2 days, open-roles digest 5 days, members' reminder 3 days).
    await h.db
      .updateTable('clubs')
      .set({
        meetingSettings: JSON.stringify({ rsvpDeadline: 4 }),
        notificationSettings: JSON.stringify({
          rsvpReminderDays: 1,
          roleReminderDays: 4,
          openRolesDigestDays: 7,
        }),
      })
      .where('id', '=', h.demo.clubId)
      .execute();
    await setPreferences(h, ACTORS.member, { reminderDays: 1 });
    // Wednesday 21 October 2026, 19:00 in Sydney (AEDT, UTC+11) = 08:00Z.
    const { id, title } = await makeMeeting(h, '2026-10-21', {
      roles: [
        { roleType: 'timer', email: ACTORS.member },
        { roleType: 'grammarian', email: ACTORS.member2, status: 'confirmed' },
        { roleType: 'ah_counter' },
      ],
    });
    // A meeting a week later: none of its reminders falls due at the instants below.
    await makeMeeting(h, '2026-10-28');
    await rsvp(h, id, ACTORS.member2);

    // Who can be e-mailed: the club's active members with an address and e-mail on.
    const people = await h.db
      .selectFrom('clubMemberships as cm')
      .innerJoin('users as u', 'u.id', 'cm.userId')
      .leftJoin('memberProfiles as p', (j) =>
        j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
      )
      .select(['u.email', 'cm.role', 'p.emailNotifications'])
      .where('cm.clubId', '=', h.demo.clubId)
      .where('cm.status', '=', 'active')
      .execute();
    const emailable = people.filter((p) => p.email !== null && p.emailNotifications !== false);
    const to = (kind: string, list: { email: string | null }[]) =>
      list.map((p) => `${kind} → ${p.email}`).sort();
    expect(emailable.map((p) => p.email)).toEqual(
      expect.arrayContaining([ACTORS.member, ACTORS.member2, ACTORS.guest, ACTORS.vpe]),
    );
    const withoutRole = emailable.filter(
      (p) => p.email !== ACTORS.member && p.email !== ACTORS.member2,
    );

    const timeline: [string, string[]][] = [
      // Open roles, 7 days before: members (not guests) who hold no role of the meeting.
      [
        '2026-10-14T08:00:00Z',
        to(
          'open_roles',
          withoutRole.filter((p) => p.role !== 'guest'),
        ),
      ],
      // RSVP reminder, 1 day before a deadline 4 days before the start: all but member2, who
      // answered.
      [
        '2026-10-16T08:00:00Z',
        to(
          'rsvp_reminder',
          emailable.filter((p) => p.email !== ACTORS.member2),
        ),
      ],
      // Role reminder, 4 days before: the holder of the unconfirmed role only.
      ['2026-10-17T08:00:00Z', [`role_reminder → ${ACTORS.member}`]],
      // Meeting reminder, each person's own days: 3 (no choice made) for all but member…
      [
        '2026-10-18T08:00:00Z',
        to(
          'meeting_reminder',
          emailable.filter((p) => p.email !== ACTORS.member),
        ),
      ],
      // …who chose 1 day.
      ['2026-10-20T08:00:00Z', [`meeting_reminder → ${ACTORS.member}`]],
    ];

    // Nothing from the days before the first one.
    await turnAt(instant('2026-10-13T08:00:00Z'));
    expect(await sentSince(title)).toEqual([]);
    for (const [at, expected] of timeline) {
      await turnAt(justBefore(at));
      expect(await sentSince(title), `just before ${at}`).toEqual([]);
      await turnAt(instant(at));
      expect(await sentSince(title), `at ${at}`).toEqual(expected);
      // The next runs (another planning period) send none of them again.
      await turnAt(new Date(instant(at).getTime() + 5 * MINUTE));
      expect(await sentSince(title), `after ${at}`).toEqual([]);
    }
    // The day of the meeting and after: nothing more.
    await turnAt(instant('2026-10-21T07:00:00Z'));
    await turnAt(instant('2026-10-22T08:00:00Z'));
    expect(await sentSince(title)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
