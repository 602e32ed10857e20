import {
  decideRsvpSubmit,
  fromCents,
  isOfficerRank,
  NO_MEAL,
  priceRsvpFromMenu,
  RSVP_VIOLATION_MESSAGES,
  rsvpSubmitSchema,
  toCents,
  visibleFieldGroups,
  type ActorTier,
  type MenuPricingViolation,
  type PaymentStatus,
  type PricedRsvp,
  type RsvpSubmitViolation,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
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

/** Someone else's RSVP as a member or guest sees it: name and attendance only. */
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

/** The meeting's RSVPs, each with the fields its viewer may see. */
export async function listRsvps(
  db: Db,
  meetingId: number,
  viewer: { userId: number; tier: ActorTier },
): Promise<RsvpDto[]> {
  const rows = await rsvps.listRsvps(db, meetingId);
  return rows.map((row) => {
    const groups = visibleFieldGroups({
      viewerTier: viewer.tier,
      isSelf: row.userId === viewer.userId,
      subjectIsOfficer: row.memberRole !== null && isOfficerRank(row.memberRole),
    });
    return groups.has('rsvpDetails') ? toFullRsvpDto(row) : toNameAndStatusDto(row);
  });
}

/** Rules a request cannot meet are 400; rules the current state breaks are 409 (src/errors.ts). */
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
 * Whether the stored RSVP keeps its order: the columns the database's paid lock compares
 * (`upsertRsvp`), in the same terms, so a write it would refuse is answered before it is sent.
 */
function keepsStoredOrder(
  existing: rsvps.ExistingRsvp,
  status: RsvpSubmitValues['status'],
  next: PricedRsvp,
): boolean {
  return (
    existing.status === status &&
    existing.mealChoice === next.mealChoice &&
    (existing.drink6pm ?? '') === next.drink6pm &&
    (existing.drink7pm ?? '') === next.drink7pm &&
    (existing.extras ?? '') === next.extras &&
    toCents(existing.mealPrice) === next.mealPriceCents &&
    toCents(existing.totalPrice) === next.totalCents
  );
}

/**
 * How often a submit reads, decides and writes again when its RSVP changed in between. Each
 * retry means another request changed this one RSVP in that moment, so this is only reached
 * under a burst of concurrent changes to it.
 */
export const RSVP_WRITE_ATTEMPTS = 8;

/**
 * Writes `userId`'s RSVP for the meeting: prices come from the club's menu (client prices are
 * never read) and the domain decides deadlines and the paid lock. Two round trips and no
 * transaction: one read of everything the decision needs, then one write that applies only
 * while the stored RSVP is still the one decided on. When a concurrent request changed it in
 * between (a first submit at the same time, a payment marked), the submit reads and decides
 * again, so the answer is the one it would have had after that request.
 */
async function writeRsvp(
  db: Db,
  target: { clubId: number; meetingId: number; userId: number },
  input: RsvpSubmitValues,
  now: Date,
  recordedByManager: boolean,
) {
  const { clubId, meetingId, userId } = target;
  for (let attempt = 0; attempt < RSVP_WRITE_ATTEMPTS; attempt += 1) {
    const facts = await rsvps.findRsvpSubmitFacts(db, clubId, meetingId, userId);
    if (!facts) throw appError('NOT_FOUND');
    // The caller's own membership was checked before; a manager's "Add RSVP" names someone else.
    if (recordedByManager && !facts.isActiveMember) {
      throw appError('BAD_REQUEST', 'The person must be an active member of this club');
    }
    const priced = priceRsvpFromMenu(input, facts.menu, toCents(facts.meeting.noMealFee));
    if (!priced.ok) throw rsvpViolation(priced.violation);
    const next = priced.value;
    const { meeting, existing } = facts;

    const decision = decideRsvpSubmit({
      existing: existing ? storedChoice(existing) : null,
      next: { ...next, status: input.status },
      meeting: { status: meeting.status, date: meeting.date, startTime: meeting.startTime },
      settings: {
        rsvpDeadlineDays: meeting.meetingSettings.rsvpDeadline ?? null,
        mealDeadlineHours: meeting.meetingSettings.mealDeadline ?? null,
      },
      now,
      timeZone: meeting.timeZone,
      actorIsManager: recordedByManager,
    });
    if (!decision.ok) throw rsvpViolation(decision.violation);
    if (existing?.paymentStatus === 'paid' && !keepsStoredOrder(existing, input.status, next)) {
      throw rsvpViolation('paid_rsvp_locked');
    }
    const row = await rsvps.upsertRsvp(
      db,
      {
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
      },
      existing,
    );
    if (row) return toFullRsvpDto(row);
  }
  throw appError('CONFLICT', 'The RSVP changed at the same time; please reload and try again');
}

/** The caller's own RSVP (POST /api/meetings/{meetingId}/rsvps). */
export function submitOwnRsvp(
  db: Db,
  scope: { clubId: number; meetingId: number },
  userId: number,
  input: RsvpSubmitValues,
  now: Date,
) {
  return writeRsvp(db, { ...scope, userId }, input, now, false);
}

/**
 * The caller answers attending or not (a one-click answer from e-mail): an answer already given
 * stays as it is (with its meal); a new or changed one is written as the RSVP form would, with
 * no meal.
 */
export async function answerOwnRsvp(
  db: Db,
  scope: { clubId: number; meetingId: number },
  userId: number,
  status: 'attending' | 'not_attending',
  now: Date,
) {
  const facts = await rsvps.findRsvpSubmitFacts(db, scope.clubId, scope.meetingId, userId);
  if (facts?.existing?.status === status) return;
  await writeRsvp(db, { ...scope, userId }, rsvpSubmitSchema.parse({ status }), now, false);
}

/** A manager's "Add RSVP" for another active member of the club. */
export function submitRsvpFor(
  db: Db,
  scope: { clubId: number; meetingId: number },
  userId: number,
  input: RsvpSubmitValues,
  now: Date,
) {
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
