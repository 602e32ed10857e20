import { sql } from 'kysely';
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
    .select(RSVP_RESPONSE_COLUMNS);
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

/** An RSVP's response: its own fields, the person's name and their club role (`u`, `cm`). */
const RSVP_RESPONSE_COLUMNS = [
  ...RSVP_RECORD_COLUMNS,
  'r.userId',
  'u.firstName',
  'u.lastName',
  'cm.role as memberRole',
] as const;

export type RsvpRow = Awaited<ReturnType<typeof findRsvp>> & {};

// By meeting alone, as the meeting's roles (meeting-roles.ts).
export function listRsvps(db: Executor, meetingId: number) {
  return rsvpColumns(db)
    .where('r.meetingId', '=', meetingId)
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('r.id')
    .execute();
}

export async function findRsvp(db: Executor, clubId: number, rsvpId: number) {
  return rsvpColumns(db)
    .where('r.clubId', '=', clubId)
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
}

/** An RSVP with the currency its club charges in (what a card payment is asked for in). */
export async function findRsvpToPay(db: Executor, clubId: number, rsvpId: number) {
  return rsvpColumns(db)
    .innerJoin('clubs as c', 'c.id', 'r.clubId')
    .select('c.currency')
    .where('r.clubId', '=', clubId)
    .where('r.id', '=', rsvpId)
    .executeTakeFirst();
}

export interface RsvpScope {
  rsvpId: number;
  clubId: number;
  meetingId: number;
  rsvpUserId: number;
  clubArchivedAt: Date | null;
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
    .innerJoin('clubs as c', 'c.id', 'r.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').on('cm.userId', '=', userId),
    )
    .select([
      'r.id as rsvpId',
      'c.archivedAt as clubArchivedAt',
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
  /** The club's no-meal fee, numeric as text. */
  noMealFee: string;
}

/** A menu item as RSVP pricing reads it; the price is numeric as text, never a float. */
export interface RsvpMenuItem {
  name: string;
  category: string;
  price: string;
  available: boolean;
}

/** A member's stored RSVP: the columns the submit rules and the paid lock compare. */
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

export interface RsvpSubmitFacts {
  meeting: RsvpMeetingContext;
  /** The club's whole menu in the order of the menu list (a repeated name prices the same). */
  menu: RsvpMenuItem[];
  existing: ExistingRsvp | null;
  /** Whether the person is an active member of the club (a manager's "Add RSVP" requires it). */
  isActiveMember: boolean;
}

/**
 * Everything an RSVP submit decides on, in one round trip: the meeting and its club's settings,
 * the club's menu, the person's stored RSVP and their membership. Nothing is locked: the write
 * (`upsertRsvp`) only applies while the stored RSVP is still the one read here.
 */
export async function findRsvpSubmitFacts(
  db: Executor,
  clubId: number,
  meetingId: number,
  userId: number,
): Promise<RsvpSubmitFacts | undefined> {
  const [row] = await rsvpSubmitFactsQuery(db, { clubId, meetingId, userId });
  if (!row) return undefined;
  const { menu, existing, isActiveMember, ...meeting } = row;
  return { meeting, menu, existing, isActiveMember };
}

// numeric as text, as the pg driver returns it elsewhere (no binary floating point).
function rsvpSubmitFactsQuery(
  db: Executor,
  args: { clubId: number; meetingId: number; userId: number },
) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('clubs as c', 'c.id', 'm.clubId')
    .select((eb) => [
      'm.status',
      'm.date',
      sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      'c.timeZone',
      'c.meetingSettings',
      sql<string>`c.no_meal_fee::text`.as('noMealFee'),
      sql<RsvpMenuItem[]>`coalesce((
          SELECT json_agg(json_build_object(
              'name', mi.name, 'category', mi.category, 'price', mi.price::text,
              'available', mi.available)
            ORDER BY mi.category, mi.name, mi.id)
          FROM menu_items mi WHERE mi.club_id = m.club_id), '[]'::json)`.as('menu'),
      sql<ExistingRsvp | null>`(
          SELECT json_build_object(
            'id', r.id, 'status', r.status, 'mealChoice', r.meal_choice,
            'drink6pm', r.drink_6pm, 'drink7pm', r.drink_7pm, 'extras', r.extras,
            'mealPrice', r.meal_price::text, 'totalPrice', r.total_price::text,
            'paymentStatus', r.payment_status)
          FROM rsvps r
          WHERE r.club_id = m.club_id AND r.meeting_id = m.id AND r.user_id = ${args.userId})`.as(
        'existing',
      ),
      eb
        .exists(
          eb
            .selectFrom('clubMemberships as cm')
            .select('cm.userId')
            .whereRef('cm.clubId', '=', 'm.clubId')
            .where('cm.userId', '=', args.userId)
            .where('cm.status', '=', 'active'),
        )
        .$castTo<boolean>()
        .as('isActiveMember'),
    ])
    .where('m.clubId', '=', args.clubId)
    .where('m.id', '=', args.meetingId)
    .execute();
}

export type RsvpValues = {
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
};

/**
 * Inserts the member's RSVP or replaces it, and returns it as the responses show it; one row per
 * member and meeting also under races (the unique key and ON CONFLICT). No transaction or lock:
 * the replacement only applies while the stored RSVP is still `expected`, the one the caller
 * decided on (null: there was none, so any row found by the conflict is someone else's newer
 * write). A paid RSVP also keeps its meal and price here, whatever the caller decided (the last
 * line of defence). Undefined when nothing was written: the caller reads again and decides again.
 */
export async function upsertRsvp(
  db: Executor,
  values: RsvpValues,
  expected: ExistingRsvp | null,
): Promise<RsvpRow | undefined> {
  const [row] = await upsertRsvpQuery(db, {
    ...values,
    expectedId: expected?.id ?? null,
    expectedStatus: expected?.status ?? null,
    expectedMealChoice: expected?.mealChoice ?? null,
    expectedDrink6pm: expected?.drink6pm ?? null,
    expectedDrink7pm: expected?.drink7pm ?? null,
    expectedExtras: expected?.extras ?? null,
    expectedMealPrice: expected?.mealPrice ?? null,
    expectedTotalPrice: expected?.totalPrice ?? null,
    expectedPaymentStatus: expected?.paymentStatus ?? null,
  });
  return row;
}

type UpsertRsvpArgs = RsvpValues & {
  expectedId: number | null;
  expectedStatus: RsvpStatus | null;
  expectedMealChoice: string | null;
  expectedDrink6pm: string | null;
  expectedDrink7pm: string | null;
  expectedExtras: string | null;
  expectedMealPrice: string | null;
  expectedTotalPrice: string | null;
  expectedPaymentStatus: PaymentStatus | null;
};

function upsertRsvpQuery(db: Executor, args: UpsertRsvpArgs) {
  return db
    .with('written', (qc) =>
      qc
        .insertInto('rsvps')
        .values({
          clubId: args.clubId,
          meetingId: args.meetingId,
          userId: args.userId,
          status: args.status,
          mealChoice: args.mealChoice,
          drink6pm: args.drink6pm,
          drink7pm: args.drink7pm,
          extras: args.extras,
          mealPrice: args.mealPrice,
          totalPrice: args.totalPrice,
          specialRequirements: args.specialRequirements,
          paymentMethod: args.paymentMethod,
        })
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
            // A NULL expected id fails the first comparison: a conflict with a row the caller
            // did not read is a concurrent first submit.
            .where(
              sql<boolean>`rsvps.id = ${args.expectedId}
                AND rsvps.status = ${args.expectedStatus}
                AND rsvps.meal_choice IS NOT DISTINCT FROM ${args.expectedMealChoice}
                AND rsvps.drink_6pm IS NOT DISTINCT FROM ${args.expectedDrink6pm}
                AND rsvps.drink_7pm IS NOT DISTINCT FROM ${args.expectedDrink7pm}
                AND rsvps.extras IS NOT DISTINCT FROM ${args.expectedExtras}
                AND rsvps.meal_price = ${args.expectedMealPrice}
                AND rsvps.total_price = ${args.expectedTotalPrice}
                AND rsvps.payment_status = ${args.expectedPaymentStatus}`,
            )
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
        .returningAll(),
    )
    .selectFrom('written as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').onRef('cm.userId', '=', 'r.userId'),
    )
    .select(RSVP_RESPONSE_COLUMNS)
    .execute();
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
