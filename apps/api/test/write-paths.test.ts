// The RSVP submit and the role claims run without a transaction: one read and one guarded write
// (RSVPs), one conditional update returning the role (roles). These tests put a concurrent change
// exactly between an RSVP's read and its write, and hold the statement counts.
import { DEMO_MENU } from '@lectern/db';
import { fromCents, type Actor } from '@lectern/domain';
import { findMeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as roles from '../src/features/meeting-roles/meeting-roles.service.js';
import {
  RSVP_WRITE_ATTEMPTS,
  submitOwnRsvp,
  submitRsvpFor,
  type RsvpSubmitValues,
} from '../src/features/rsvps/rsvps.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, errorOf, freshMeeting } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

/** Counts the statements sent through a database handle, whatever builds them. */
class StatementCount implements KyselyPlugin {
  statements = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements += 1;
    return Promise.resolve(args.result);
  }
}

const EXECUTES = new Set<PropertyKey>(['execute', 'executeTakeFirst', 'executeTakeFirstOrThrow']);

/**
 * A query builder (or database handle) whose queries run `after` with their result once they
 * have finished and given their connection back, before the caller sees the result. Every
 * builder it makes is wrapped the same way.
 */
function afterEachQuery<T extends object>(target: T, after: (result: unknown) => Promise<void>): T {
  return new Proxy(target, {
    get: (builder, key) => {
      const value: unknown = Reflect.get(builder, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(builder, args);
        if (EXECUTES.has(key))
          return (result as Promise<unknown>).then(async (found) => {
            await after(found);
            return found;
          });
        return typeof result === 'object' && result !== null && 'execute' in result
          ? afterEachQuery(result, after)
          : result;
      };
    },
  });
}

/**
 * A database handle that counts statements and, after each RSVP submit read (the row with the
 * menu and the stored RSVP) has returned, runs `between` before the caller sees the result: a
 * concurrent request landing between the read and the write. It runs after the read gave its
 * connection back (PGlite has only one).
 */
function watched(between?: (read: number) => Promise<void>) {
  const plugin = new StatementCount();
  const probe = { reads: 0 };
  const db = afterEachQuery(h.db.withPlugin(plugin), async (found) => {
    const row: unknown = Array.isArray(found) ? found[0] : found;
    if (typeof row === 'object' && row !== null && 'existing' in row && 'menu' in row) {
      probe.reads += 1;
      await between?.(probe.reads);
    }
  });
  return {
    db,
    plugin: {
      get statements() {
        return plugin.statements;
      },
      get reads() {
        return probe.reads;
      },
    },
  };
}

/** An active member of the club, as the permission check hands one to a service. */
function memberActor(userId: number): Actor {
  return { userId, isSuperAdmin: false, membership: { role: 'member', status: 'active' } };
}

const SCHNITZEL = DEMO_MENU.chickenSchnitzel;
const RIBS = DEMO_MENU.beefRibs;

function order(mealChoice: string, specialRequirements: string | null = null): RsvpSubmitValues {
  return {
    status: 'attending',
    hasMeal: true,
    mealChoice,
    specialRequirements,
    paymentMethod: 'cash',
  };
}

async function memberAndMeeting() {
  const meeting = await freshMeeting(h);
  const member = await h.userByEmail(ACTORS.member);
  return { scope: { clubId: h.demo.clubId, meetingId: meeting.id }, userId: member.id };
}

async function storedRsvps(meetingId: number) {
  return h.db
    .selectFrom('rsvps')
    .select(['id', 'userId', 'mealChoice', 'mealPrice', 'paymentStatus', 'specialRequirements'])
    .where('meetingId', '=', meetingId)
    .execute();
}

async function markPaid(meetingId: number, userId: number) {
  await h.db
    .updateTable('rsvps')
    .set({ paymentStatus: 'paid', paidAt: sql<Date>`now()` })
    .where('meetingId', '=', meetingId)
    .where('userId', '=', userId)
    .execute();
}

describe('RSVP submit: one read, one guarded write', () => {
  it('without contention: two statements, no transaction', async () => {
    const { scope, userId } = await memberAndMeeting();
    const { db, plugin } = watched();
    const first = await submitOwnRsvp(db, scope, userId, order(SCHNITZEL.name), new Date());
    const again = await submitOwnRsvp(db, scope, userId, order(RIBS.name), new Date());
    expect(plugin.statements).toBe(4);
    expect(again).toMatchObject({
      id: first.id,
      mealChoice: RIBS.name,
      mealPrice: fromCents(RIBS.cents),
    });
    const manager = watched();
    await submitRsvpFor(manager.db, scope, userId, order(SCHNITZEL.name), new Date());
    expect(manager.plugin.statements).toBe(2);
  });

  it('a first submit at the same time: the retry replaces it, one row, as if run after it', async () => {
    const { scope, userId } = await memberAndMeeting();
    let concurrentId = 0;
    const { db, plugin } = watched(async (read) => {
      if (read === 1)
        concurrentId = (await submitOwnRsvp(h.db, scope, userId, order(RIBS.name), new Date())).id;
    });
    const rsvp = await submitOwnRsvp(db, scope, userId, order(SCHNITZEL.name), new Date());
    expect(plugin.reads).toBe(2);
    expect(rsvp).toMatchObject({
      id: concurrentId,
      mealChoice: SCHNITZEL.name,
      mealPrice: fromCents(SCHNITZEL.cents),
    });
    expect(await storedRsvps(scope.meetingId)).toEqual([
      expect.objectContaining({ id: concurrentId, mealChoice: SCHNITZEL.name }),
    ]);
  });

  it('a first submit at the same time that is paid at once: the retry decides again, the paid lock holds', async () => {
    const { scope, userId } = await memberAndMeeting();
    const { db, plugin } = watched(async (read) => {
      if (read !== 1) return;
      await submitOwnRsvp(h.db, scope, userId, order(RIBS.name), new Date());
      await markPaid(scope.meetingId, userId);
    });
    const error = await errorOf(
      submitOwnRsvp(db, scope, userId, order(SCHNITZEL.name), new Date()),
    );
    expect(plugin.reads).toBe(2);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'This RSVP has been paid, so its meal and price can no longer be changed',
    });
    expect(await storedRsvps(scope.meetingId)).toEqual([
      expect.objectContaining({ mealChoice: RIBS.name, paymentStatus: 'paid' }),
    ]);
  });

  it('a payment marked between the read and the write: the retry sees it; the same meal still goes through', async () => {
    const { scope, userId } = await memberAndMeeting();
    await submitOwnRsvp(h.db, scope, userId, order(SCHNITZEL.name), new Date());

    const otherMeal = watched(async (read) => {
      if (read === 1) await markPaid(scope.meetingId, userId);
    });
    const locked = await errorOf(
      submitOwnRsvp(otherMeal.db, scope, userId, order(RIBS.name), new Date()),
    );
    expect(otherMeal.plugin.reads).toBe(2);
    expect(locked.code).toBe('CONFLICT');
    expect(locked.message).toBe(
      'This RSVP has been paid, so its meal and price can no longer be changed',
    );

    await h.db
      .updateTable('rsvps')
      .set({ paymentStatus: 'pending', paidAt: null })
      .where('meetingId', '=', scope.meetingId)
      .execute();
    const sameMeal = watched(async (read) => {
      if (read === 1) await markPaid(scope.meetingId, userId);
    });
    const kept = await submitOwnRsvp(
      sameMeal.db,
      scope,
      userId,
      order(SCHNITZEL.name, 'Window seat'),
      new Date(),
    );
    expect(sameMeal.plugin.reads).toBe(2);
    expect(kept).toMatchObject({
      mealChoice: SCHNITZEL.name,
      specialRequirements: 'Window seat',
      paymentStatus: 'paid',
    });
  });

  it('a change the rules do not read (special requirements) does not make the submit read again', async () => {
    const { scope, userId } = await memberAndMeeting();
    await submitOwnRsvp(h.db, scope, userId, order(SCHNITZEL.name, 'Before'), new Date());
    const { db, plugin } = watched(async () => {
      await h.db
        .updateTable('rsvps')
        .set({ specialRequirements: 'Concurrent' })
        .where('meetingId', '=', scope.meetingId)
        .execute();
    });
    const rsvp = await submitOwnRsvp(db, scope, userId, order(RIBS.name, 'Mine'), new Date());
    expect(plugin.reads).toBe(1);
    expect(rsvp).toMatchObject({ mealChoice: RIBS.name, specialRequirements: 'Mine' });
  });

  it('changed again before every write: 409 after the last attempt, nothing of this submit written', async () => {
    const { scope, userId } = await memberAndMeeting();
    await submitOwnRsvp(h.db, scope, userId, order(SCHNITZEL.name), new Date());
    const { db, plugin } = watched(async (read) => {
      await h.db
        .updateTable('rsvps')
        .set({ extras: `Concurrent ${read}` })
        .where('meetingId', '=', scope.meetingId)
        .execute();
    });
    const error = await errorOf(submitOwnRsvp(db, scope, userId, order(RIBS.name), new Date()));
    expect(plugin.reads).toBe(RSVP_WRITE_ATTEMPTS);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'The RSVP changed at the same time; please reload and try again',
    });
    expect(await storedRsvps(scope.meetingId)).toEqual([
      expect.objectContaining({ mealChoice: SCHNITZEL.name }),
    ]);
  });
});

describe('role claims answer with the role as the list shows it', () => {
  async function openRole(roleType: string) {
    const vpe = await h.callerAs(ACTORS.vpe);
    const meeting = await freshMeeting(h, 21);
    const role = await vpe.meetingRoles.add({ meetingId: meeting.id, roleType });
    return { meetingId: meeting.id, roleId: role.id };
  }

  async function listed(meetingId: number, roleId: number) {
    const member = await h.callerAs(ACTORS.member);
    const list = await member.meetingRoles.list({ meetingId });
    return list.find((role) => role.id === roleId);
  }

  it('volunteer, confirm and retract: one statement each, the same answer as a fresh read', async () => {
    const { meetingId, roleId } = await openRole('timer');
    const me = await h.userByEmail(ACTORS.member);

    const claim = watched();
    const scope = await findMeetingRoleScope(h.db, roleId, me.id);
    if (!scope) throw new Error('role scope missing');
    const taken = await roles.volunteer(claim.db, scope, memberActor(me.id), new Date());
    expect(claim.plugin.statements).toBe(1);
    expect(taken).toMatchObject({
      status: 'assigned',
      userId: me.id,
      user: { firstName: me.firstName, lastName: me.lastName },
    });
    expect(taken.assignedAt).toBeInstanceOf(Date);
    expect(taken).toEqual(await listed(meetingId, roleId));

    const confirm = watched();
    const held = await findMeetingRoleScope(h.db, roleId, me.id);
    if (!held) throw new Error('role scope missing');
    // The holder confirming their own role: nothing to tell anyone, one statement.
    const confirmed = await roles.confirm(confirm.db, held, me.id);
    expect(confirm.plugin.statements).toBe(1);
    expect(confirmed).toMatchObject({ status: 'confirmed', assignedAt: taken.assignedAt });
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed).toEqual(await listed(meetingId, roleId));

    const retract = watched();
    const current = await findMeetingRoleScope(h.db, roleId, me.id);
    if (!current) throw new Error('role scope missing');
    const open = await roles.retract(retract.db, current, me.id, true);
    expect(retract.plugin.statements).toBe(1);
    expect(open).toMatchObject({
      status: 'open',
      userId: null,
      user: null,
      assignedAt: null,
      confirmedAt: null,
    });
    expect(open).toEqual(await listed(meetingId, roleId));
  });

  it('a role that changed after its scope was read: claims and transitions are conflicts', async () => {
    const { roleId } = await openRole('grammarian');
    const me = await h.userByEmail(ACTORS.member);
    const other = await h.userByEmail(ACTORS.member2);
    const seenOpen = await findMeetingRoleScope(h.db, roleId, me.id);
    if (!seenOpen) throw new Error('role scope missing');
    await (await h.callerAs(ACTORS.member2)).meetingRoles.volunteer({ roleId });
    const seenHeld = await findMeetingRoleScope(h.db, roleId, other.id);
    if (!seenHeld) throw new Error('role scope missing');
    await (await h.callerAs(ACTORS.vpe)).meetingRoles.confirm({ roleId });

    const lost = await errorOf(roles.volunteer(h.db, seenOpen, memberActor(me.id), new Date()));
    expect(lost).toMatchObject({ code: 'CONFLICT', message: 'Role is not open' });
    const changed = 'The role changed at the same time; please reload and try again';
    // Decided on an open role (no holder) and on an assigned one: both states are gone.
    expect(await errorOf(roles.assign(h.db, seenOpen, null, me.id))).toMatchObject({
      code: 'CONFLICT',
      message: changed,
    });
    expect(await errorOf(roles.retract(h.db, seenHeld, other.id, false))).toMatchObject({
      code: 'CONFLICT',
      message: changed,
    });
    const holder = await h.db
      .selectFrom('meetingRoles')
      .select(['userId', 'status'])
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    expect(holder).toEqual({ userId: other.id, status: 'confirmed' });
  });
});
