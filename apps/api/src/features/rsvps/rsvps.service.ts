import {
  decideRsvpSubmit,
  fromCents,
  isOfficerRank,
  NO_MEAL,
  priceRsvpFromMenu,
  RSVP_VIOLATION_MESSAGES,
  toCents,
  visibleFieldGroups,
  type ActorTier,
  type MenuPricingViolation,
  type PaymentStatus,
  type PricedRsvp,
  type rsvpSubmitSchema,
  type RsvpSubmitViolation,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { listMenuItems } from '@lectern/db/queries/menu-items';
import { isActiveMember } from '@lectern/db/queries/memberships';
import * as rsvps from '@lectern/db/queries/rsvps';
import type { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { appError } from '../../errors.js';

type Db = Executor;
type RsvpRow = rsvps.RsvpRow;
export type RsvpSubmitValues = z.output<typeof rsvpSubmitSchema>;

/** Money as the API sends it: a string with 2 decimals ('12.50'). */
export function money(value: string | number): string {
  return fromCents(toCents(value));
}

/** The whole RSVP: for its owner and for managers. */
export function toFullRsvpDto(row: RsvpRow) {
  return {
    id: row.id,
    meetingId: row.meetingId,
    userId: row.userId,
    status: row.status,
    mealChoice: row.mealChoice,
    drink6pm: row.drink6pm,
    drink7pm: row.drink7pm,
    extras: row.extras,
    mealPrice: money(row.mealPrice),
    totalPrice: money(row.totalPrice),
    specialRequirements: row.specialRequirements,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentNotes: row.paymentNotes,
    paidAt: row.paidAt,
    arrivalTime: row.arrivalTime,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    role: row.memberRole,
    user: { firstName: row.firstName, lastName: row.lastName },
  };
}

/** Someone else's RSVP as a member or guest sees it: name and attendance only (SECURITY.md §2). */
function toNameAndStatusDto(row: RsvpRow) {
  return {
    id: row.id,
    meetingId: row.meetingId,
    userId: row.userId,
    status: row.status,
    user: { firstName: row.firstName, lastName: row.lastName },
  };
}

export type RsvpDto = ReturnType<typeof toFullRsvpDto> | ReturnType<typeof toNameAndStatusDto>;

export async function listRsvps(
  db: Db,
  clubId: number,
  meetingId: number,
  viewer: { userId: number; tier: ActorTier },
): Promise<RsvpDto[]> {
  const rows = await rsvps.listRsvps(db, clubId, meetingId);
  return rows.map((row) => {
    const groups = visibleFieldGroups({
      viewerTier: viewer.tier,
      isSelf: row.userId === viewer.userId,
      subjectIsOfficer: row.memberRole !== null && isOfficerRank(row.memberRole),
    });
    return groups.has('rsvpDetails') ? toFullRsvpDto(row) : toNameAndStatusDto(row);
  });
}

/** Rules a request cannot meet are 400; rules the current state breaks are 409 (SECURITY.md §5). */
function rsvpViolation(name: RsvpSubmitViolation | MenuPricingViolation): TRPCError {
  const badInput = name === 'unknown_meal' || name === 'unknown_drink' || name === 'unknown_extras';
  return appError(badInput ? 'BAD_REQUEST' : 'CONFLICT', RSVP_VIOLATION_MESSAGES[name]);
}

/** A stored RSVP in the domain's terms, so the paid lock can compare old and new choices. */
function storedChoice(
  row: rsvps.ExistingRsvp,
): PricedRsvp & { status: typeof row.status; paymentStatus: PaymentStatus } {
  const attending = row.status === 'attending';
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    hasMeal:
      attending &&
      row.mealChoice !== null &&
      row.mealChoice.trim().toLowerCase() !== NO_MEAL.toLowerCase(),
    mealChoice: row.mealChoice ?? NO_MEAL,
    drink6pm: row.drink6pm ?? '',
    drink7pm: row.drink7pm ?? '',
    extras: row.extras ?? '',
    mealPriceCents: toCents(row.mealPrice),
    totalCents: toCents(row.totalPrice),
  };
}

/**
 * Writes `userId`'s RSVP for the meeting: prices come from the club's menu (client prices are
 * never read), the domain decides deadlines and the paid lock, and the row is inserted or
 * replaced in one statement so concurrent submits leave exactly one row.
 */
async function writeRsvp(
  db: Db,
  target: { clubId: number; meetingId: number; userId: number },
  input: RsvpSubmitValues,
  now: Date,
  recordedByManager: boolean,
) {
  const { clubId, meetingId, userId } = target;
  const [context, menu] = await Promise.all([
    rsvps.findRsvpMeetingContext(db, clubId, meetingId),
    listMenuItems(db, clubId),
  ]);
  if (!context) throw appError('NOT_FOUND');
  const priced = priceRsvpFromMenu(input, menu);
  if (!priced.ok) throw rsvpViolation(priced.violation);
  const next = priced.value;

  return db.transaction().execute(async (trx) => {
    const existing = await rsvps.lockMemberRsvp(trx, clubId, meetingId, userId);
    const decision = decideRsvpSubmit({
      existing: existing ? storedChoice(existing) : null,
      next: { ...next, status: input.status },
      meeting: { status: context.status, date: context.date, startTime: context.startTime },
      settings: {
        rsvpDeadlineDays: context.meetingSettings.rsvpDeadline ?? null,
        mealDeadlineHours: context.meetingSettings.mealDeadline ?? null,
      },
      now,
      timeZone: context.timeZone,
      actorIsManager: recordedByManager,
    });
    if (!decision.ok) throw rsvpViolation(decision.violation);
    const id = await rsvps.upsertRsvp(trx, {
      clubId,
      meetingId,
      userId,
      status: input.status,
      mealChoice: next.mealChoice,
      drink6pm: next.drink6pm,
      drink7pm: next.drink7pm,
      extras: next.extras,
      mealPrice: fromCents(next.mealPriceCents),
      totalPrice: fromCents(next.totalCents),
      specialRequirements: input.specialRequirements || null,
      paymentMethod: input.paymentMethod,
    });
    // Paid between our read and the write (a concurrent first submit): the lock still holds.
    if (id === undefined) throw rsvpViolation('paid_rsvp_locked');
    const row = await rsvps.findRsvp(trx, clubId, id);
    if (!row) throw appError('INTERNAL');
    return toFullRsvpDto(row);
  });
}

/** The caller's own RSVP (SPEC §7 POST /api/meetings/{meetingId}/rsvps). */
export function submitOwnRsvp(
  db: Db,
  scope: { clubId: number; meetingId: number },
  userId: number,
  input: RsvpSubmitValues,
  now: Date,
) {
  return writeRsvp(db, { ...scope, userId }, input, now, false);
}

/** A manager's "Add RSVP" for another active member of the club. */
export async function submitRsvpFor(
  db: Db,
  scope: { clubId: number; meetingId: number },
  userId: number,
  input: RsvpSubmitValues,
  now: Date,
) {
  if (!(await isActiveMember(db, scope.clubId, userId))) {
    throw appError('BAD_REQUEST', 'The person must be an active member of this club');
  }
  return writeRsvp(db, { ...scope, userId }, input, now, true);
}

/**
 * Sets the payment status. The row is locked first, so concurrent requests queue and only the
 * first one changes anything; every real change appends one ledger row in the same transaction.
 */
export async function setPaymentStatus(
  db: Db,
  scope: { clubId: number; rsvpId: number },
  to: PaymentStatus,
  actorUserId: number,
) {
  return db.transaction().execute(async (trx) => {
    const facts = await rsvps.lockRsvpPayment(trx, scope.clubId, scope.rsvpId);
    if (!facts) throw appError('NOT_FOUND');
    if (facts.paymentStatus !== to) {
      const changed = await rsvps.setRsvpPaymentStatus(
        trx,
        scope.clubId,
        scope.rsvpId,
        facts.paymentStatus,
        to,
      );
      if (changed) {
        await rsvps.insertPaymentEvent(trx, {
          clubId: scope.clubId,
          rsvpId: facts.id,
          meetingId: facts.meetingId,
          userId: facts.userId,
          fromStatus: facts.paymentStatus,
          toStatus: to,
          amount: money(facts.totalPrice),
          method: facts.paymentMethod,
          actorUserId,
        });
      }
    }
    const row = await rsvps.findRsvp(trx, scope.clubId, scope.rsvpId);
    if (!row) throw appError('NOT_FOUND');
    return toFullRsvpDto(row);
  });
}
