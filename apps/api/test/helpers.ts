import webpush from 'web-push';
import { testDatabaseKind } from '@lectern/db/testing';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { it } from 'vitest';
import type { ApiHarness } from './harness.js';

/** The tRPC error code a call ends with, or 'OK'. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** The error a call ends with (fails the test when it succeeds). */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The test databases are PostgreSQL (DATABASE_URL set), not the embedded PGlite. */
export const onPostgres = testDatabaseKind() === 'postgres';

/** Why a race is not run on the embedded database (said in the skipped test's name). */
export const RACES_NEED_POSTGRES =
  'skipped on the embedded database: PGlite runs one query at a time, so nothing can interleave';

/**
 * A race test: concurrent requests whose statements must interleave in the database to prove
 * anything. It runs on PostgreSQL; on the embedded database it is skipped and its name says why.
 */
export function raceTest(name: string, fn: () => Promise<void>, timeout?: number) {
  it.skipIf(!onPostgres)(onPostgres ? name : `${name} (${RACES_NEED_POSTGRES})`, fn, timeout);
}

/**
 * PostgreSQL only: waits until another connection to the test database is blocked on a lock (a
 * row or a unique key held by a test's open transaction), so a test can force two statements to
 * interleave instead of hoping the timing falls that way. Gives up after `polls` looks.
 */
export async function untilBlockedOnLock(db: ApiHarness['db'], polls = 1_000): Promise<void> {
  for (let poll = 0; poll < polls; poll += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement came to wait on the held lock');
}

/** A calendar date `days` from today (UTC), 'YYYY-MM-DD'. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export type Actor = string | null;

/**
 * Every kind of caller (guest, member, officers, president, super admin, outsider) as a demo
 * person; null is signed out.
 */
export const ACTORS = {
  president: 'president@example.org',
  vpe: 'vpe@example.org',
  vpm: 'vpm@example.org',
  secretary: 'secretary@example.org',
  treasurer: 'treasurer@example.org',
  sergeant: 'sergeant@example.org',
  officer: 'officer@example.org',
  member: 'member@example.org',
  member2: 'member2@example.org',
  guest: 'guest@example.org',
  admin: 'admin@example.org',
  outsider: 'outsider@example.org',
  president2: 'president2@example.org',
} as const;

/**
 * The REST door: a JSON request as a person (Bearer token) or signed out. Signed-out mutations
 * carry the CSRF header a browser client would send, so the procedure itself answers.
 */
export async function rest(
  h: ApiHarness,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  as: Actor,
  payload?: unknown,
) {
  const app = await h.http();
  const auth = as === null ? { 'x-lectern-csrf': '1' } : await h.authAs(as);
  const headers: Record<string, string> = { ...auth };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

let riversideCount = 0;

/**
 * A club made as a newcomer makes one: "Riverside Speakers" (en-US, USD, meeting Wednesdays at
 * 19:00 in `timeZone`) created on the platform with its president's caller (`officer`), and
 * unless `withMember` is false a member who joined by invitation (`member`, an e-mail address).
 */
export async function riversideClub(
  h: ApiHarness,
  { timeZone = 'America/Chicago', withMember = true } = {},
) {
  riversideCount += 1;
  const tag = `${riversideCount}.${Date.now()}`;
  const president = `riverside.president.${tag}@example.org`;
  const member = `riverside.member.${tag}@example.org`;
  const admin = await h.callerAs(ACTORS.admin);
  const club = await admin.platformClubs.create({
    name: `Riverside Speakers ${tag}`,
    clubNumber: `R-${tag}`,
    district: '30',
    timeZone,
    locale: 'en-US',
    currency: 'USD',
    meetingDay: 'Wednesday',
    meetingTime: '19:00',
    presidentEmail: president,
  });
  const officer = await h.callerAs(president);
  if (withMember) {
    await h.db
      .insertInto('users')
      .values({ email: member, firstName: 'Hannah', lastName: 'Member' })
      .execute();
    const invite = await officer.invites.create({ clubId: club.id, role: 'member', maxUses: 1 });
    const token = new URL(invite.url).pathname.split('/').pop() ?? '';
    await (await h.callerAs(member)).invites.accept({ token });
  }
  return { clubId: club.id, president, officer, member };
}

/** A fresh scheduled meeting of the demo club, `days` ahead, created by the VPE. */
export async function freshMeeting(h: ApiHarness, days = 30, title = 'Test meeting') {
  const vpe = await h.callerAs(ACTORS.vpe);
  return vpe.meetings.create({
    clubId: h.demo.clubId,
    title,
    scheduledDate: inDays(days),
    scheduledTime: '19:00',
  });
}

/** Web Push keys for a production configuration in tests (a fresh pair per test process). */
export const TEST_VAPID_ENV = (() => {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:push@lectern.example',
  };
})();
