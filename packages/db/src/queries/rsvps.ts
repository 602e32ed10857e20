import { sql } from 'kysely';
import { compiledOnce } from '../compiled.js';
import type { Executor } from '../executor.js';
import type {
  ClubRole,
  MeetingSettings,
  MeetingStatus,
  MembershipStatus,
  PaymentStatus,
  RsvpStatus,
} from '../schema.js';

/** The columns every RSVP response is built from, with the person's name and club role. */
function rsvpColumns(db: Executor) {
  return db
    .selectFrom('rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').onRef('cm.userId', '=', 'r.userId'),
    )
    .select([
      ...RSVP_RECORD_COLUMNS,
      'r.userId',
      'u.firstName',
      'u.lastName',
      'cm.role as memberRole',
    ]);
}

/** An RSVP's own fields (aliased `r`), for the meeting's list and the owner's account export. */
export const RSVP_RECORD_COLUMNS = [
  'r.id',
  'r.meetingId',
  'r.status',
  'r.mealChoice',
  'r.drink6pm',
  'r.drink7pm',
  'r.extras',
  'r.mealPrice',
  'r.totalPrice',
  'r.specialRequirements',
  'r.paymentStatus',
  'r.paymentMethod',
  'r.paymentNotes',
  'r.paidAt',
  'r.arrivalTime',
  'r.notes',
  'r.createdAt',
  'r.updatedAt',
] as const;

export type RsvpRow = Awaited<ReturnType<typeof findRsvp>> & {};

const rsvpsQuery = compiledOnce((db, args: { clubId: number; meetingId: number }) =>
  rsvpColumns(db)
    .where('r.clubId', '=', args.clubId)
    .where('r.meetingId', '=', args.meetingId)
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('r.id'),
);

export async function listRsvps(db: Executor, clubId: number, meetingId: number) {
  return rsvpsQuery(db, { clubId, meetingId });
}

export async function findRsvp(db: Executor, clubId: number, rsvpId: number) {
  return rsvpColumns(db)
    .where('r.clubId', '=', clubId)
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
}

export async function findRsvpByMember(
  db: Executor,
  clubId: number,
  meetingId: number,
  userId: number,
) {
  return rsvpColumns(db)
    .where('r.clubId', '=', clubId)
    .where('r.meetingId', '=', meetingId)
    .where('r.userId', '=', userId)
    .executeTakeFirst();
}

export interface RsvpScope {
  rsvpId: number;
  clubId: number;
  meetingId: number;
  rsvpUserId: number;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}

/** An RSVP's club and the caller's membership there, in one round trip. */
export async function findRsvpScope(
  db: Executor,
  rsvpId: number,
  userId: number,
): Promise<RsvpScope | undefined> {
  return db
    .selectFrom('rsvps as r')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'r.id as rsvpId',
      'r.clubId',
      'r.meetingId',
      'r.userId as rsvpUserId',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
}

export interface RsvpMeetingContext {
  status: MeetingStatus;
  date: string | null;
  startTime: string | null;
  timeZone: string;
  meetingSettings: MeetingSettings;
}

/** The meeting facts and club settings the RSVP rules (deadlines, closed meetings) read. */
export async function findRsvpMeetingContext(
  db: Executor,
  clubId: number,
  meetingId: number,
): Promise<RsvpMeetingContext | undefined> {
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .select([
      'm.status',
      'm.date',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      'c.timeZone',
      'c.meetingSettings',
    ])
    .where('m.clubId', '=', clubId)
    .where('m.id', '=', meetingId)
    .executeTakeFirst();
}

export interface ExistingRsvp {
  id: number;
  status: RsvpStatus;
  mealChoice: string | null;
  drink6pm: string | null;
  drink7pm: string | null;
  extras: string | null;
  mealPrice: string;
  totalPrice: string;
  paymentStatus: PaymentStatus;
}

/** A member's RSVP for a meeting, locked until the transaction ends. */
export async function lockMemberRsvp(
  db: Executor,
  clubId: number,
  meetingId: number,
  userId: number,
): Promise<ExistingRsvp | undefined> {
  return db
    .selectFrom('rsvps')
    .select([
      'id',
      'status',
      'mealChoice',
      'drink6pm',
      'drink7pm',
      'extras',
      'mealPrice',
      'totalPrice',
      'paymentStatus',
    ])
    .where('clubId', '=', clubId)
    .where('meetingId', '=', meetingId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export interface RsvpValues {
  clubId: number;
  meetingId: number;
  userId: number;
  status: RsvpStatus;
  mealChoice: string;
  drink6pm: string;
  drink7pm: string;
  extras: string;
  mealPrice: string;
  totalPrice: string;
  specialRequirements: string | null;
  paymentMethod: string;
}

/**
 * Inserts the member's RSVP or replaces it (one row per member and meeting, also under races).
 * A paid RSVP keeps its meal and price: the replacement only applies while payment is pending or
 * when the meal, drinks, extras and prices are unchanged. Returns the id, or undefined when the
 * paid lock refused the change.
 */
export async function upsertRsvp(db: Executor, values: RsvpValues): Promise<number | undefined> {
  const row = await db
    .insertInto('rsvps')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['meetingId', 'userId'])
        .doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          mealChoice: eb.ref('excluded.mealChoice'),
          drink6pm: eb.ref('excluded.drink6pm'),
          drink7pm: eb.ref('excluded.drink7pm'),
          extras: eb.ref('excluded.extras'),
          mealPrice: eb.ref('excluded.mealPrice'),
          totalPrice: eb.ref('excluded.totalPrice'),
          specialRequirements: eb.ref('excluded.specialRequirements'),
          paymentMethod: eb.ref('excluded.paymentMethod'),
          updatedAt: sql<Date>`now()`,
        }))
        .where((eb) =>
          eb.or([
            eb('rsvps.paymentStatus', '=', 'pending'),
            eb.and([
              sql<boolean>`rsvps.status = excluded.status`,
              sql<boolean>`rsvps.meal_choice IS NOT DISTINCT FROM excluded.meal_choice`,
              sql<boolean>`coalesce(rsvps.drink_6pm, '') = coalesce(excluded.drink_6pm, '')`,
              sql<boolean>`coalesce(rsvps.drink_7pm, '') = coalesce(excluded.drink_7pm, '')`,
              sql<boolean>`coalesce(rsvps.extras, '') = coalesce(excluded.extras, '')`,
              sql<boolean>`rsvps.meal_price = excluded.meal_price`,
              sql<boolean>`rsvps.total_price = excluded.total_price`,
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export interface PaymentFacts {
  id: number;
  meetingId: number;
  userId: number;
  paymentStatus: PaymentStatus;
  totalPrice: string;
  paymentMethod: string | null;
}

/** The RSVP's payment facts, locked so concurrent status changes queue up behind each other. */
export async function lockRsvpPayment(
  db: Executor,
  clubId: number,
  rsvpId: number,
): Promise<PaymentFacts | undefined> {
  return db
    .selectFrom('rsvps')
    .select(['id', 'meetingId', 'userId', 'paymentStatus', 'totalPrice', 'paymentMethod'])
    .where('clubId', '=', clubId)
    .where('id', '=', rsvpId)
    .forUpdate()
    .executeTakeFirst();
}

/** Conditional update: only changes the status when it is still `from`. */
export async function setRsvpPaymentStatus(
  db: Executor,
  clubId: number,
  rsvpId: number,
  from: PaymentStatus,
  to: PaymentStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('rsvps')
    .set({
      paymentStatus: to,
      paidAt: to === 'paid' ? sql<Date>`now()` : null,
      updatedAt: sql<Date>`now()`,
    })
    .where('clubId', '=', clubId)
    .where('id', '=', rsvpId)
    .where('paymentStatus', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PaymentEventValues {
  clubId: number;
  rsvpId: number;
  meetingId: number;
  userId: number;
  fromStatus: PaymentStatus;
  toStatus: PaymentStatus;
  amount: string;
  method: string | null;
  actorUserId: number;
}

/** Appends to the payment ledger (append-only; a trigger refuses updates and deletes). */
export async function insertPaymentEvent(db: Executor, values: PaymentEventValues): Promise<void> {
  await db.insertInto('paymentEvents').values(values).execute();
}

export async function listPaymentEvents(db: Executor, clubId: number, rsvpId: number) {
  return db
    .selectFrom('paymentEvents')
    .select([
      'id',
      'rsvpId',
      'fromStatus',
      'toStatus',
      'amount',
      'method',
      'actorUserId',
      'createdAt',
    ])
    .where('clubId', '=', clubId)
    .where('rsvpId', '=', rsvpId)
    .orderBy('id')
    .execute();
}
