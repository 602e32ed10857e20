// Shared by the reminder and one-click tests: meetings made directly in the database (dates the
// tests choose), the worker run with an injected clock, and the outbox read back.
import { sql } from 'kysely';
import { createMailer } from '../src/email/mailer.js';
import { JOB_HANDLERS } from '../src/jobs/handlers.js';
import { runDueJobs, type JobDeps } from '../src/jobs/worker.js';
import { planReminders } from '../src/features/reminders/planner.js';
import type { ApiHarness } from './harness.js';

export function jobDeps(h: ApiHarness): JobDeps {
  return { db: h.db, config: h.config, mailer: createMailer(h.config) };
}

/** One worker's turn at `now`: plan the reminders due, then run every due job. */
export async function workerTurn(h: ApiHarness, now: Date) {
  await planReminders({ db: h.db, now });
  return runDueJobs(jobDeps(h), JOB_HANDLERS, now);
}

/** Runs the due jobs only (what the button queued). */
export function drain(h: ApiHarness, now: Date) {
  return runDueJobs(jobDeps(h), JOB_HANDLERS, now);
}

let made = 0;
export interface TestRole {
  roleType: string;
  email?: string;
  status?: 'assigned' | 'confirmed';
}

/** A scheduled meeting of the demo club on `date` at `startTime` (club time), with roles. */
export async function makeMeeting(
  h: ApiHarness,
  date: string,
  options: { startTime?: string; roles?: TestRole[]; title?: string } = {},
) {
  made += 1;
  const title = options.title ?? `Reminder Test ${made} ${date}`;
  const { id } = await h.db
    .insertInto('meetings')
    .values({
      clubId: h.demo.clubId,
      title,
      date,
      startTime: options.startTime ?? '19:00',
      endTime: '20:30',
      location: 'Community Center',
      status: 'scheduled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleIds: Record<string, number> = {};
  for (const role of options.roles ?? []) {
    const userId = role.email ? (await h.userByEmail(role.email)).id : null;
    const row = await h.db
      .insertInto('meetingRoles')
      .values({
        meetingId: id,
        clubId: h.demo.clubId,
        roleType: role.roleType,
        userId,
        status: userId === null ? 'open' : (role.status ?? 'assigned'),
        assignedAt: userId === null ? null : new Date(),
        confirmedAt: role.status === 'confirmed' ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds[role.roleType] = row.id;
  }
  return { id, title, roleIds };
}

export async function outbox(h: ApiHarness) {
  return h.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
}

/** Messages about one meeting (its title is in every subject or body). */
export async function outboxAbout(h: ApiHarness, title: string) {
  return (await outbox(h)).filter((m) => m.subject.includes(title) || m.text.includes(title));
}

/** The one-click tokens of a message's plain text, by the label before each link. */
export function linksOf(text: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const match of text.matchAll(
    /([^\n]+?): https?:\/\/[^\s]+\/respond\/([A-Za-z0-9_-]{43})/g,
  )) {
    links[match[1]!.replace(/^- /, '').trim()] = match[2]!;
  }
  return links;
}

export async function setPreferences(
  h: ApiHarness,
  email: string,
  prefs: { emailOn?: boolean; reminderDays?: number },
) {
  const user = await h.userByEmail(email);
  const json = JSON.stringify({
    email: prefs.emailOn ?? true,
    sms: false,
    app: true,
    reminderDays: prefs.reminderDays ?? 3,
  });
  await h.db
    .insertInto('memberProfiles')
    .values({
      clubId: h.demo.clubId,
      userId: user.id,
      emailNotifications: prefs.emailOn ?? true,
      communicationPreferences: json,
    })
    .onConflict((oc) =>
      oc.columns(['clubId', 'userId']).doUpdateSet({
        emailNotifications: prefs.emailOn ?? true,
        communicationPreferences: sql<string>`${json}::jsonb`,
      }),
    )
    .execute();
}

export async function rsvp(h: ApiHarness, meetingId: number, email: string, status = 'attending') {
  const user = await h.userByEmail(email);
  await h.db
    .insertInto('rsvps')
    .values({
      meetingId,
      clubId: h.demo.clubId,
      userId: user.id,
      status: status as 'attending',
    })
    .execute();
}

/** Clears what one test leaves behind: queued jobs, kept e-mail, the test meetings. */
export async function resetReminders(h: ApiHarness) {
  await h.db.deleteFrom('jobs').execute();
  await h.db.deleteFrom('emailOutbox').execute();
  await h.db.deleteFrom('meetings').where('title', 'like', 'Reminder Test %').execute();
}
