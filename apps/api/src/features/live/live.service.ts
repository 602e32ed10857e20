// The live console of a meeting: its state (the agenda's items with their timing rules, the
// shared timer, the measured times) and the Timer's controls. Each control is one transaction
// that locks the console's row, applies the domain's timer rule, bumps the version, records the
// press (and, on stop, the item's measured time) and announces the change on the live bus.
import {
  applyTimerAction,
  can,
  controlsLiveConsole,
  elapsedAt,
  qualifies,
  TIMER_VIOLATION_MESSAGES,
  type Actor,
  type TimerAction,
  type TimerState,
} from '@lectern/domain';
import type { Database } from '@lectern/db';
import type { Executor } from '@lectern/db/executor';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appError } from '../../errors.js';
import { publishLiveChange } from '../../live/bus.js';
import { consoleItems } from './live-agenda.js';
import { liveVotesStateSchema } from './live-votes.schemas.js';
import { loadVotesState } from './live-votes.service.js';
import { announceIfFirstStart } from './meeting-live-push.js';

type Db = Kysely<Database>;

const timingRuleSchema = z.object({
  greenSeconds: z.number(),
  amberSeconds: z.number(),
  redSeconds: z.number(),
  qualifyFromSeconds: z.number(),
  qualifyToSeconds: z.number(),
});

/** What every console shows (the same for every watcher: nothing here is anyone's secret). */
export const liveStateSchema = liveVotesStateSchema.extend({
  meetingId: z.number(),
  /** Goes up by one on every change; the live stream's event id. */
  version: z.number(),
  meetingStatus: z.string(),
  items: z.array(
    z.object({
      index: z.number(),
      id: z.string(),
      time: z.string(),
      activity: z.string(),
      presenter: z.string(),
      /** The presenter's Pathways project (a speech's), null when none is chosen. */
      project: z.string().nullable(),
      rule: timingRuleSchema.nullable(),
    }),
  ),
  timer: z.object({
    itemIndex: z.number(),
    status: z.enum(['idle', 'running', 'paused', 'stopped']),
    /** Time counted before the running stretch (ms). */
    elapsedMs: z.number(),
    /** Server time (ms since the epoch) the running stretch began; null unless running. */
    runningSince: z.number().nullable(),
  }),
  results: z.array(
    z.object({ itemIndex: z.number(), elapsedMs: z.number(), qualified: z.boolean().nullable() }),
  ),
  /**
   * Who is checked in (people of the club, by id: their names are in `people` or the check-in
   * list), so every open check-in panel updates from the stream.
   */
  checkIns: z.object({ count: z.number(), userIds: z.array(z.number()) }),
});

export type LiveState = z.infer<typeof liveStateSchema>;

/** The server's clock (ms since the epoch): phones time a few of these to correct their own. */
export const liveClockSchema = z.object({ serverTime: z.number() });

export const timerActionSchema = z.object({
  action: z.enum(['start', 'pause', 'stop', 'next', 'adjust']),
  /** With adjust: "started late by N seconds" (a negative N takes time off). */
  seconds: z.number().int().min(-3600).max(3600).optional(),
});

export const LIVE_TEXT = {
  meetingOver: 'This meeting is over: its console takes no more changes.',
  adjustNeedsSeconds: 'Say by how many seconds the item started late.',
} as const;

/** The control pressed, as the timer rule takes it (adjust needs its seconds: 400 otherwise). */
function timerActionOf(input: z.infer<typeof timerActionSchema>): TimerAction {
  if (input.action !== 'adjust') return { action: input.action };
  if (input.seconds === undefined) throw appError('BAD_REQUEST', LIVE_TEXT.adjustNeedsSeconds);
  return { action: 'adjust', seconds: input.seconds };
}

function timerOf(row: {
  itemIndex: number;
  timerStatus: TimerState['status'];
  elapsedMs: number;
  runningSince: Date | null;
}): TimerState {
  return {
    itemIndex: row.itemIndex,
    status: row.timerStatus,
    elapsedMs: row.elapsedMs,
    runningSince: row.runningSince === null ? null : row.runningSince.getTime(),
  };
}

/** The console's current state (a meeting whose console was never used is at version 0). */
export async function loadLiveState(db: Executor, meetingId: number): Promise<LiveState> {
  const [{ items, status, clubId, roles, itemRoles }, live, results, checkIns] = await Promise.all([
    consoleItems(db, meetingId),
    db
      .selectFrom('meetingLive')
      .select(['version', 'itemIndex', 'timerStatus', 'elapsedMs', 'runningSince'])
      .where('meetingId', '=', meetingId)
      .executeTakeFirst(),
    db
      .selectFrom('meetingItemTimes')
      .select(['itemIndex', 'elapsedMs', 'qualified'])
      .where('meetingId', '=', meetingId)
      .orderBy('itemIndex')
      .execute(),
    db
      .selectFrom('meetingCheckIns')
      .select('userId')
      .where('meetingId', '=', meetingId)
      .orderBy('userId')
      .execute(),
  ]);
  const votes = await loadVotesState(db, { meetingId, clubId, roles, itemRoles, results });
  return {
    ...votes,
    meetingId,
    version: live?.version ?? 0,
    meetingStatus: status,
    items,
    timer: live
      ? timerOf(live)
      : { itemIndex: 0, status: 'idle', elapsedMs: 0, runningSince: null },
    results,
    checkIns: { count: checkIns.length, userIds: checkIns.map((row) => row.userId) },
  };
}

/**
 * Inside a transaction that changed part of the console's state kept outside `meeting_live`
 * (check-ins): bumps the console's version (its row made if missing) and announces the change,
 * so every open console reads its state again. Answers the new version.
 */
export async function announceConsoleChange(
  trx: Executor,
  scope: { meetingId: number; clubId: number },
  now: Date,
): Promise<number> {
  const { meetingId, clubId } = scope;
  await trx
    .insertInto('meetingLive')
    .values({ meetingId, clubId })
    .onConflict((oc) => oc.column('meetingId').doNothing())
    .execute();
  const row = await trx
    .updateTable('meetingLive')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
    .where('meetingId', '=', meetingId)
    .returning('version')
    .executeTakeFirstOrThrow();
  await publishLiveChange(trx, meetingId, row.version);
  return row.version;
}

/**
 * Managers control every console of their club; otherwise whoever holds the meeting's
 * Toastmaster, Timer, Ah-Counter or Vote Counter role controls that meeting's. 403 for the rest.
 */
export async function assertControls(db: Executor, meetingId: number, actor: Actor): Promise<void> {
  if (can(actor, 'meeting:write')) return;
  const roles = await db
    .selectFrom('meetingRoles')
    .select('roleType')
    .where('meetingId', '=', meetingId)
    .where('userId', '=', actor.userId)
    .execute();
  if (!controlsLiveConsole(roles.map((role) => role.roleType))) throw appError('FORBIDDEN');
}

/** Presses a timer control; answers with the console's new state. */
export async function pressTimer(
  db: Db,
  scope: { meetingId: number; clubId: number },
  actor: Actor,
  pressed: z.infer<typeof timerActionSchema>,
  now: Date,
): Promise<LiveState> {
  const { meetingId, clubId } = scope;
  await assertControls(db, meetingId, actor);
  const input = timerActionOf(pressed);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('meetingLive')
      .values({ meetingId, clubId })
      .onConflict((oc) => oc.column('meetingId').doNothing())
      .execute();
    const row = await trx
      .selectFrom('meetingLive')
      .select(['version', 'itemIndex', 'timerStatus', 'elapsedMs', 'runningSince'])
      .where('meetingId', '=', meetingId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { items, status } = await consoleItems(trx, meetingId);
    if (status === 'completed' || status === 'cancelled') {
      throw appError('CONFLICT', LIVE_TEXT.meetingOver);
    }
    const at = now.getTime();
    const timer = timerOf(row);
    const result = applyTimerAction(timer, input, at, items.length);
    if (!result.ok) throw appError('CONFLICT', TIMER_VIOLATION_MESSAGES[result.violation]);
    const next = result.value;
    const version = row.version + 1;
    await trx
      .updateTable('meetingLive')
      .set({
        version,
        itemIndex: next.itemIndex,
        timerStatus: next.status,
        elapsedMs: Math.round(next.elapsedMs),
        runningSince: next.runningSince === null ? null : new Date(next.runningSince),
        updatedAt: now,
      })
      .where('meetingId', '=', meetingId)
      .execute();
    // The first start opens the console: its members hear the meeting is live, once.
    if (input.action === 'start') await announceIfFirstStart(trx, scope, actor.userId, now);
    await trx
      .insertInto('meetingTimerEvents')
      .values({
        meetingId,
        version,
        action: input.action,
        itemIndex: timer.itemIndex,
        elapsedMs: Math.round(elapsedAt(timer, at)),
        adjustSeconds: input.action === 'adjust' ? input.seconds : null,
        byUserId: actor.userId,
      })
      .execute();
    if (input.action === 'stop') {
      const item = items[next.itemIndex];
      const elapsedMs = Math.round(next.elapsedMs);
      const qualified = item?.rule ? qualifies(item.rule, elapsedMs) : null;
      await trx
        .insertInto('meetingItemTimes')
        .values({
          meetingId,
          itemIndex: next.itemIndex,
          agendaItemId: item?.id ?? String(next.itemIndex + 1),
          elapsedMs,
          qualified,
          recordedAt: now,
        })
        .onConflict((oc) =>
          oc.columns(['meetingId', 'itemIndex']).doUpdateSet({
            agendaItemId: (eb) => eb.ref('excluded.agendaItemId'),
            elapsedMs: (eb) => eb.ref('excluded.elapsedMs'),
            qualified: (eb) => eb.ref('excluded.qualified'),
            recordedAt: (eb) => eb.ref('excluded.recordedAt'),
          }),
        )
        .execute();
    }
    await publishLiveChange(trx, meetingId, version);
  });
  return loadLiveState(db, meetingId);
}
