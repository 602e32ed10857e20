// Meeting night's check-in (decision 074). The console shows a code that changes every minute:
// an HMAC of the meeting and the minute with the server's secret, so nothing is stored and every
// instance makes the same code; the current and the previous minute's codes are accepted. A
// signed-in person checks only themself in; a guest gives a name and e-mail and becomes a
// visiting guest of the club; managers tick people in and out by hand.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  acceptedCheckInMinutes,
  can,
  CHECK_IN_TEXT,
  checkInMinuteOf,
  checkInPath,
  fullName,
  MAX_GUEST_CHECK_INS,
  nextCheckInCodeAt,
  type Actor,
  type CheckInMethod,
  type GuestCheckInValues,
} from '@lectern/domain';
import type { Database } from '@lectern/db';
import type { Executor } from '@lectern/db/executor';
import type { Kysely } from 'kysely';
import { findUserIdsByEmails } from '@lectern/db/queries/members';
import { appError } from '../../errors.js';
import { announceConsoleChange, assertControls } from '../live/live.service.js';
import { addPeople } from '../members/members.service.js';

/** The code of a meeting for one minute of the server's clock: 10 URL-safe characters. */
export function checkInCode(serverSecret: string, meetingId: number, minute: number): string {
  return createHmac('sha256', serverSecret)
    .update(`check-in:${meetingId}:${minute}`)
    .digest('base64url')
    .slice(0, 10);
}

/** Whether a code is the meeting's for this minute or the one before (compared in constant time). */
export function isCurrentCheckInCode(
  serverSecret: string,
  meetingId: number,
  code: string,
  now: Date,
): boolean {
  const given = Buffer.from(code);
  return acceptedCheckInMinutes(now.getTime()).some((minute) => {
    const expected = Buffer.from(checkInCode(serverSecret, meetingId, minute));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function assertCode(serverSecret: string, meetingId: number, code: string, now: Date) {
  if (!isCurrentCheckInCode(serverSecret, meetingId, code, now))
    throw appError('FORBIDDEN', CHECK_IN_TEXT.staleCode);
}

/** The console's current code, its page and when it changes (the console's controllers only). */
export async function currentCheckInCode(
  db: Executor,
  meetingId: number,
  actor: Actor,
  serverSecret: string,
  now: Date,
) {
  await assertControls(db, meetingId, actor);
  const at = now.getTime();
  const code = checkInCode(serverSecret, meetingId, checkInMinuteOf(at));
  return {
    code,
    path: checkInPath(meetingId, code),
    changesAt: nextCheckInCodeAt(at),
    serverTime: at,
  };
}

/** The meeting's club and status (the meeting row locked: check-in and completing take turns). */
async function openMeeting(db: Executor, meetingId: number) {
  const meeting = await db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .select(['m.clubId', 'm.status', 'c.archivedAt'])
    .where('m.id', '=', meetingId)
    .forShare('m')
    .executeTakeFirst();
  if (!meeting) throw appError('NOT_FOUND');
  if (meeting.status === 'completed' || meeting.status === 'cancelled')
    throw appError('CONFLICT', CHECK_IN_TEXT.meetingOver);
  return meeting;
}

/**
 * Writes a check-in unless the person has one; answers whether it was new. A new one bumps the
 * console's version and is announced on the live bus in the same transaction, so every open
 * check-in panel hears it (decision 079).
 */
async function insertCheckIn(
  db: Executor,
  row: {
    meetingId: number;
    clubId: number;
    userId: number;
    method: CheckInMethod;
    checkedInBy: number | null;
  },
  now: Date,
) {
  const inserted = await db
    .insertInto('meetingCheckIns')
    .values(row)
    .onConflict((oc) => oc.columns(['meetingId', 'userId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) await announceConsoleChange(db, row, now);
  return { meetingId: row.meetingId, userId: row.userId, created: inserted !== undefined };
}

/** A member (or signed-in guest of the club) checks themself in with the code on the screen. */
export async function checkInSelf(
  db: Kysely<Database>,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  code: string,
  serverSecret: string,
  now: Date,
) {
  assertCode(serverSecret, scope.meetingId, code, now);
  return db.transaction().execute(async (trx) => {
    await openMeeting(trx, scope.meetingId);
    return insertCheckIn(
      trx,
      {
        meetingId: scope.meetingId,
        clubId: scope.clubId,
        userId: actor.userId,
        method: 'code',
        checkedInBy: null,
      },
      now,
    );
  });
}

/**
 * A visitor checks in with a name and e-mail (signed out): they become a guest of the club (an
 * account is made for a new e-mail) and their check-in is a visit. An e-mail of one of the
 * club's members is refused: members sign in, so nobody checks a member in with their address.
 */
export async function checkInGuest(
  db: Kysely<Database>,
  meetingId: number,
  input: GuestCheckInValues,
  serverSecret: string,
  now: Date,
) {
  assertCode(serverSecret, meetingId, input.code, now);
  return db.transaction().execute(async (trx) => {
    const meeting = await openMeeting(trx, meetingId);
    if (meeting.archivedAt) throw appError('CONFLICT', CHECK_IN_TEXT.meetingOver);
    const { clubId } = meeting;
    const guests = await trx
      .selectFrom('meetingCheckIns')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('meetingId', '=', meetingId)
      .where('method', '=', 'guest')
      .executeTakeFirstOrThrow();
    if (Number(guests.count) >= MAX_GUEST_CHECK_INS)
      throw appError('TOO_MANY_REQUESTS', CHECK_IN_TEXT.tooManyGuests);
    const known = (await findUserIdsByEmails(trx, [input.email])).get(input.email.toLowerCase());
    if (known !== undefined) {
      const membership = await trx
        .selectFrom('clubMemberships')
        .select('role')
        .where('clubId', '=', clubId)
        .where('userId', '=', known)
        .executeTakeFirst();
      if (membership && membership.role !== 'guest')
        throw appError('CONFLICT', CHECK_IN_TEXT.memberEmail);
    }
    await addPeople(trx, clubId, [{ name: input.name, email: input.email, role: 'guest' }], null);
    const userId = (await findUserIdsByEmails(trx, [input.email])).get(input.email.toLowerCase());
    if (userId === undefined) throw appError('INTERNAL');
    return insertCheckIn(
      trx,
      { meetingId, clubId, userId, method: 'guest', checkedInBy: null },
      now,
    );
  });
}

/** The club's active people with whether each is checked in (the console's controllers only). */
export async function listCheckIns(db: Executor, meetingId: number, clubId: number, actor: Actor) {
  await assertControls(db, meetingId, actor);
  const rows = await db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('meetingCheckIns as ci', (join) =>
      join.onRef('ci.userId', '=', 'cm.userId').on('ci.meetingId', '=', meetingId),
    )
    .select([
      'cm.userId',
      'cm.role',
      'u.firstName',
      'u.lastName',
      'u.email',
      'ci.method',
      'ci.createdAt',
    ])
    .where('cm.clubId', '=', clubId)
    .where((w) => w.or([w('cm.status', '=', 'active'), w('ci.id', 'is not', null)]))
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('cm.userId')
    .execute();
  const people = rows.map((row) => ({
    userId: row.userId,
    name: fullName(row) || (row.email ?? ''),
    isGuest: row.role === 'guest',
    method: row.method,
    checkedInAt: row.createdAt,
  }));
  return {
    meetingId,
    checkedInCount: people.filter((p) => p.checkedInAt !== null).length,
    canTick: can(actor, 'meeting:write'),
    people,
  };
}

/** A manager ticks a person of the club in, or takes the tick away (404: not of the club). */
export async function tickCheckIn(
  db: Kysely<Database>,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  input: { userId: number; checkedIn: boolean },
  now: Date,
) {
  const { meetingId, clubId } = scope;
  return db.transaction().execute(async (trx) => {
    await openMeeting(trx, meetingId);
    const person = await trx
      .selectFrom('clubMemberships')
      .select('userId')
      .where('clubId', '=', clubId)
      .where('userId', '=', input.userId)
      .executeTakeFirst();
    if (!person) throw appError('NOT_FOUND');
    if (input.checkedIn) {
      return insertCheckIn(
        trx,
        {
          meetingId,
          clubId,
          userId: input.userId,
          method: 'manual',
          checkedInBy: actor.userId,
        },
        now,
      );
    }
    const removed = await trx
      .deleteFrom('meetingCheckIns')
      .where('meetingId', '=', meetingId)
      .where('userId', '=', input.userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) await announceConsoleChange(trx, scope, now);
    return { meetingId, userId: input.userId, created: false };
  });
}
