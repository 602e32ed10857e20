// RSVP and payment status, the RSVP form, CSV exports, RSVP toasts, meal pricing; who may RSVP
// for whom (the permission table) and prices computed on the server.
import { z } from 'zod';
import { toCsv } from './csv';
import { addDays, formatMeetingDate, meetingStartInstant, type MeetingStatus } from './meetings';
import { fromCents, parseCents, sumCents, toCents } from './money';
import { fail, ok, type Result } from './result';

export const RSVP_STATUSES = ['attending', 'not_attending', 'tentative'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const DEFAULT_RSVP_STATUS: RsvpStatus = 'attending';

export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = {
  attending: 'Attending',
  not_attending: 'Not Attending',
  tentative: 'Tentative',
};

export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
};

export const PAYMENT_METHODS = ['card', 'bsb_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bsb_transfer';
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  bsb_transfer: 'Bank Transfer',
  cash: 'Cash',
};

export const NO_MEAL = 'No meal';
export const NO_DRINK = 'no drink';
export const NO_EXTRAS = 'no extras';
/** An RSVP without a meal costs $5.00. */
export const NO_MEAL_PRICE_CENTS = 500;

export const MEAL_CATEGORIES = ['meal'] as const;
export const DRINK_CATEGORIES = [
  'drink_6pm',
  'drink_7pm',
  'coffee_tea',
  'wine_spirits',
  'beer',
  'soft_drink',
] as const;
export const EXTRAS_CATEGORIES = ['snack', 'extras'] as const;

export type MenuItemLike = {
  name: string;
  category: string;
  price: string | number;
  available?: boolean | null;
};

const isNoChoice = (value: string): boolean => {
  const key = value.trim().toLowerCase();
  return key === '' || key === NO_DRINK || key === NO_EXTRAS;
};

/** The trimmed meal when it is a real choice (not empty, not 'No meal'), else null. */
export function realMealChoice(mealChoice: string | null | undefined): string | null {
  const meal = (mealChoice ?? '').trim();
  return meal !== '' && meal.toLowerCase() !== NO_MEAL.toLowerCase() ? meal : null;
}

/** A real meal choice: not empty and not 'No meal'. */
export function hasMealChoice(mealChoice: string | null | undefined): boolean {
  return realMealChoice(mealChoice) !== null;
}

function available<T extends MenuItemLike>(menu: readonly T[], categories: readonly string[]): T[] {
  return menu.filter((item) => item.available !== false && categories.includes(item.category));
}

/** Meal Selection options: available meals, without an item named 'No meal'. */
export function mealOptions<T extends MenuItemLike>(menu: readonly T[]): T[] {
  return available(menu, MEAL_CATEGORIES).filter((item) => hasMealChoice(item.name));
}

/** Drink Selection options for the 6pm or 7pm slot. */
export function drinkOptions<T extends MenuItemLike>(menu: readonly T[], slot: '6pm' | '7pm'): T[] {
  const other = slot === '6pm' ? 'drink_7pm' : 'drink_6pm';
  return available(
    menu,
    DRINK_CATEGORIES.filter((c) => c !== other),
  );
}

export function extrasOptions<T extends MenuItemLike>(menu: readonly T[]): T[] {
  return available(menu, EXTRAS_CATEGORIES);
}

export type RsvpForm = {
  status: RsvpStatus;
  hasMeal: boolean;
  mealChoice: string;
  drink6pm: string;
  drink7pm: string;
  extras: string;
  specialRequirements: string;
  paymentMethod: PaymentMethod;
};

export const RSVP_FORM_DEFAULTS: RsvpForm = {
  status: DEFAULT_RSVP_STATUS,
  hasMeal: false,
  mealChoice: '',
  drink6pm: NO_DRINK,
  drink7pm: NO_DRINK,
  extras: NO_EXTRAS,
  specialRequirements: '',
  paymentMethod: DEFAULT_PAYMENT_METHOD,
};

/** Turning the meal switch off clears the meal and resets drinks and extras. */
export function mealSwitchOff(form: RsvpForm): RsvpForm {
  return {
    ...form,
    hasMeal: false,
    mealChoice: '',
    drink6pm: NO_DRINK,
    drink7pm: NO_DRINK,
    extras: NO_EXTRAS,
  };
}

/** Whether the form shows meal, drink and extras fields. */
export function showsMealFields(form: Pick<RsvpForm, 'status' | 'hasMeal'>): boolean {
  return form.status === 'attending' && form.hasMeal;
}

export type RsvpPriceInput = {
  attending: boolean;
  hasMeal: boolean;
  mealPriceCents: number;
  drinkPriceCents: number;
  extrasPriceCents: number;
  /** The club's no-meal fee (the demo club's $5.00 when not given). */
  noMealFeeCents?: number;
};

/**
 * With a meal, total = meal + drinks + extras; attending without a meal costs the club's
 * no-meal fee; not attending (or tentative) costs nothing.
 */
export function priceRsvp(input: RsvpPriceInput): { mealPriceCents: number; totalCents: number } {
  if (!input.attending) return { mealPriceCents: 0, totalCents: 0 };
  const fee = input.noMealFeeCents ?? NO_MEAL_PRICE_CENTS;
  if (!input.hasMeal) return { mealPriceCents: fee, totalCents: fee };
  return {
    mealPriceCents: input.mealPriceCents,
    totalCents: input.mealPriceCents + input.drinkPriceCents + input.extrasPriceCents,
  };
}

export type RsvpPayload = {
  status: RsvpStatus;
  hasMeal: boolean;
  mealChoice: string;
  drink6pm: string;
  drink7pm: string;
  extras: string;
  specialRequirements: string;
  paymentMethod: PaymentMethod;
  mealPrice: string;
  totalPrice: string;
};

/**
 * Payload normalisation: without a meal (or not attending) the meal is 'No meal' and
 * drinks/extras are empty; the 'no drink' and 'no extras' choices become ''.
 */
export function normalizeRsvpPayload(
  form: RsvpForm,
  prices: {
    mealPriceCents: number;
    drinkPriceCents: number;
    extrasPriceCents: number;
    noMealFeeCents?: number;
  },
): RsvpPayload {
  const attending = form.status === 'attending';
  // Ordering a meal without choosing one is no meal: the no-meal fee applies.
  const hasMeal = attending && form.hasMeal && form.mealChoice.trim() !== '';
  const clean = (value: string): string => (hasMeal && !isNoChoice(value) ? value.trim() : '');
  const price = priceRsvp({ attending, hasMeal, ...prices });
  return {
    status: form.status,
    hasMeal,
    mealChoice: hasMeal ? form.mealChoice.trim() : NO_MEAL,
    drink6pm: clean(form.drink6pm),
    drink7pm: clean(form.drink7pm),
    extras: clean(form.extras),
    specialRequirements: form.specialRequirements.trim(),
    paymentMethod: form.paymentMethod,
    mealPrice: fromCents(price.mealPriceCents),
    totalPrice: fromCents(price.totalCents),
  };
}

export type RsvpChoice = {
  status: RsvpStatus;
  hasMeal: boolean;
  mealChoice?: string | null;
  drink6pm?: string | null;
  drink7pm?: string | null;
  extras?: string | null;
};

export type PricedRsvp = {
  hasMeal: boolean;
  mealChoice: string;
  drink6pm: string;
  drink7pm: string;
  extras: string;
  mealPriceCents: number;
  totalCents: number;
};

export type MenuPricingViolation = 'unknown_meal' | 'unknown_drink' | 'unknown_extras';

function findPrice(
  menu: readonly MenuItemLike[],
  categories: readonly string[],
  name: string,
): number | null {
  const key = name.trim().toLowerCase();
  const item = available(menu, categories).find((entry) => entry.name.trim().toLowerCase() === key);
  return item ? toCents(item.price) : null;
}

/**
 * Server-side price: looks every choice up in the club's available menu and ignores
 * client-sent prices (input safety).
 */
export function priceRsvpFromMenu(
  choice: RsvpChoice,
  menu: readonly MenuItemLike[],
  noMealFeeCents: number = NO_MEAL_PRICE_CENTS,
): Result<PricedRsvp, MenuPricingViolation> {
  const attending = choice.status === 'attending';
  const meal = (choice.mealChoice ?? '').trim();
  // Ordering a meal without choosing one is no meal: the no-meal fee applies.
  const hasMeal = attending && choice.hasMeal && meal !== '';
  const pick = (value: string | null | undefined): string =>
    hasMeal && value && !isNoChoice(value) ? value.trim() : '';
  const mealChoice = hasMeal ? meal : NO_MEAL;
  const drink6pm = pick(choice.drink6pm);
  const drink7pm = pick(choice.drink7pm);
  const extras = pick(choice.extras);

  let mealPriceCents = 0;
  if (hasMeal) {
    const price = hasMealChoice(mealChoice) ? findPrice(menu, MEAL_CATEGORIES, mealChoice) : null;
    if (price === null) return fail('unknown_meal');
    mealPriceCents = price;
  }
  const drinkPrices: number[] = [];
  for (const drink of [drink6pm, drink7pm]) {
    if (drink === '') continue;
    const price = findPrice(menu, DRINK_CATEGORIES, drink);
    if (price === null) return fail('unknown_drink');
    drinkPrices.push(price);
  }
  let extrasPriceCents = 0;
  if (extras !== '') {
    const price = findPrice(menu, EXTRAS_CATEGORIES, extras);
    if (price === null) return fail('unknown_extras');
    extrasPriceCents = price;
  }
  const priced = priceRsvp({
    attending,
    hasMeal,
    mealPriceCents,
    drinkPriceCents: sumCents(drinkPrices),
    extrasPriceCents,
    noMealFeeCents,
  });
  return ok({ hasMeal, mealChoice, drink6pm, drink7pm, extras, ...priced });
}

export type RsvpSubmitViolation =
  'meeting_closed' | 'rsvp_deadline_passed' | 'meal_deadline_passed' | 'paid_rsvp_locked';

export const DEFAULT_RSVP_DEADLINE_DAYS = 1;
export const DEFAULT_MEAL_DEADLINE_HOURS = 11;

export type RsvpSubmitInput = {
  existing: (PricedRsvp & { status: RsvpStatus; paymentStatus: PaymentStatus }) | null;
  next: PricedRsvp & { status: RsvpStatus };
  meeting: { status: MeetingStatus; date: string | null; startTime: string | null };
  settings?: { rsvpDeadlineDays?: number | null; mealDeadlineHours?: number | null } | null;
  now: Date;
  timeZone: string;
  /** Managers recording an RSVP for someone else are not held to the deadlines. */
  actorIsManager: boolean;
};

function mealChanged(a: PricedRsvp, b: PricedRsvp): boolean {
  return (
    a.hasMeal !== b.hasMeal ||
    a.mealChoice !== b.mealChoice ||
    a.drink6pm !== b.drink6pm ||
    a.drink7pm !== b.drink7pm ||
    a.extras !== b.extras ||
    a.totalCents !== b.totalCents
  );
}

/** Deadline instants for a dated meeting (RSVP: N days before at the start time; meals: N hours before). */
export function rsvpDeadlines(
  meeting: { date: string | null; startTime: string | null },
  settings: RsvpSubmitInput['settings'],
  timeZone: string,
): { rsvp: Date; meal: Date } | null {
  if (!meeting.date) return null;
  const time = meeting.startTime ?? '00:00';
  const days = settings?.rsvpDeadlineDays ?? DEFAULT_RSVP_DEADLINE_DAYS;
  const hours = settings?.mealDeadlineHours ?? DEFAULT_MEAL_DEADLINE_HOURS;
  const start = meetingStartInstant(meeting.date, time, timeZone);
  return {
    rsvp: meetingStartInstant(addDays(meeting.date, -days), time, timeZone),
    meal: new Date(start.getTime() - hours * 3_600_000),
  };
}

/**
 * Whether an RSVP may be written: the meeting must be scheduled or active; a paid RSVP's meal
 * and price are locked; after the deadlines members cannot change (managers can).
 */
export function decideRsvpSubmit(input: RsvpSubmitInput): Result<true, RsvpSubmitViolation> {
  const { existing, next } = input;
  if (input.meeting.status === 'cancelled' || input.meeting.status === 'completed')
    return fail('meeting_closed');
  const changesMeal = existing === null || mealChanged(existing, next);
  if (existing?.paymentStatus === 'paid' && changesMeal) return fail('paid_rsvp_locked');
  if (input.actorIsManager) return ok(true);
  const deadlines = rsvpDeadlines(input.meeting, input.settings, input.timeZone);
  if (deadlines === null) return ok(true);
  const now = input.now.getTime();
  if (
    now > deadlines.rsvp.getTime() &&
    (existing === null || existing.status !== next.status || changesMeal)
  ) {
    return fail('rsvp_deadline_passed');
  }
  const touchesMeal = changesMeal && (next.hasMeal || existing?.hasMeal === true);
  if (now > deadlines.meal.getTime() && touchesMeal) return fail('meal_deadline_passed');
  return ok(true);
}

export const RSVP_VIOLATION_MESSAGES: Record<RsvpSubmitViolation | MenuPricingViolation, string> = {
  meeting_closed: 'RSVPs are closed for this meeting',
  rsvp_deadline_passed: 'The RSVP deadline for this meeting has passed',
  meal_deadline_passed: 'The meal order deadline for this meeting has passed',
  paid_rsvp_locked: 'This RSVP has been paid, so its meal and price can no longer be changed',
  unknown_meal: 'The selected meal is not on the menu',
  unknown_drink: 'The selected drink is not on the menu',
  unknown_extras: 'The selected extra is not on the menu',
};

type RsvpRow = { status: string; mealChoice?: string | null; mealPrice?: string | number | null };

/** Attending, not attending, tentative and no response (never below 0). */
export function rsvpCounts(
  rsvps: readonly { status: string }[],
  activeMembers: number,
): {
  attending: number;
  notAttending: number;
  tentative: number;
  noResponse: number;
  totalMembers: number;
} {
  const count = (status: RsvpStatus): number => rsvps.filter((r) => r.status === status).length;
  const attending = count('attending');
  const notAttending = count('not_attending');
  return {
    attending,
    notAttending,
    tentative: count('tentative'),
    noResponse: Math.max(0, activeMembers - attending - notAttending),
    totalMembers: activeMembers,
  };
}

/** Dashboard Meal Orders: attending RSVPs per meal choice, most ordered first. */
export function mealOrderCounts(rsvps: readonly RsvpRow[]): { meal: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const rsvp of rsvps) {
    const meal = realMealChoice(rsvp.mealChoice);
    if (rsvp.status !== 'attending' || meal === null) continue;
    counts.set(meal, (counts.get(meal) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([meal, count]) => ({ meal, count }))
    .sort((a, b) => b.count - a.count || a.meal.localeCompare(b.meal));
}

/** Sum of meal prices over attending RSVPs with a meal choice (other than 'No meal'). */
export function mealRevenueCents(rsvps: readonly RsvpRow[]): number {
  return sumCents(
    rsvps
      .filter((r) => r.status === 'attending' && hasMealChoice(r.mealChoice))
      .map((r) => parseCents(r.mealPrice ?? 0) ?? 0),
  );
}

/** Officer stat cards: attendees, total revenue (attending totals), payments received. */
export function rsvpStats(
  rsvps: readonly {
    status: string;
    totalPrice?: string | number | null;
    paymentStatus?: string | null;
  }[],
): {
  totalAttendees: number;
  totalRevenueCents: number;
  paymentsReceived: number;
  paidCents: number;
} {
  const attending = rsvps.filter((r) => r.status === 'attending');
  const paid = rsvps.filter((r) => r.paymentStatus === 'paid');
  const cents = (r: { totalPrice?: string | number | null }): number =>
    parseCents(r.totalPrice ?? 0) ?? 0;
  return {
    totalAttendees: attending.length,
    totalRevenueCents: sumCents(attending.map(cents)),
    paymentsReceived: paid.length,
    paidCents: sumCents(paid.map(cents)),
  };
}

export const PAYMENT_LABELS = { markPaid: 'Mark Paid', markUnpaid: 'Unpaid', pay: 'Pay' } as const;

/** Officer toggle: pending → paid, paid → pending. */
export function nextPaymentStatus(status: PaymentStatus): PaymentStatus {
  return status === 'paid' ? 'pending' : 'paid';
}

/** The toggle button's label for the current status. */
export function paymentToggleLabel(status: PaymentStatus): string {
  return status === 'paid' ? PAYMENT_LABELS.markUnpaid : PAYMENT_LABELS.markPaid;
}

/** 'Pay' is shown only while pending. */
export function canPay(status: PaymentStatus): boolean {
  return status === 'pending';
}

export type RsvpExportRow = {
  name: string;
  status: string;
  mealChoice?: string | null;
  drink6pm?: string | null;
  drink7pm?: string | null;
  totalPrice?: string | number | null;
  paymentStatus?: string | null;
  specialRequirements?: string | null;
};

export const RSVP_CSV_COLUMNS = [
  'Name',
  'Status',
  'Meal',
  'Drink 6pm',
  'Drink 7pm',
  'Total Price',
  'Payment Status',
  'Special Requirements',
] as const;

/** Officer 'Export CSV', formula-safe and RFC 4180 quoted, with a BOM. */
export function rsvpCsv(rows: readonly RsvpExportRow[]): string {
  return toCsv([
    RSVP_CSV_COLUMNS,
    ...rows.map((r) => [
      r.name,
      r.status,
      r.mealChoice || NO_MEAL,
      r.drink6pm ?? '',
      r.drink7pm ?? '',
      fromCents(parseCents(r.totalPrice ?? 0) ?? 0),
      r.paymentStatus ?? 'pending',
      r.specialRequirements ?? '',
    ]),
  ]);
}

export const PRE_ORDER_ROWS = 25;
export const PRE_ORDER_MEAL_TIME = '7:00pm';
export const PRE_ORDER_ARRIVAL = '6pm to 8pm';
export const PRE_ORDER_COLUMNS = [
  '#',
  'Name',
  'Membership',
  'Meal',
  'Drink 6pm',
  'Drink 7pm',
  'Extras',
  'Dietary Requirements',
] as const;

export type PreOrderInput = {
  clubName: string;
  meetingDate: string | null;
  /** How the club writes dates (en-AU when not given). */
  locale?: string | null;
  venue?: string | null;
  /** The club's fixed booking contact. */
  contact: { name: string; phone?: string | null; email?: string | null };
  rsvps: readonly {
    name: string;
    status: string;
    isGuest: boolean;
    mealChoice?: string | null;
    drink6pm?: string | null;
    drink7pm?: string | null;
    extras?: string | null;
    specialRequirements?: string | null;
  }[];
};

export type PreOrderRow = {
  number: number;
  name: string;
  membership: '' | 'Member' | 'Not a member';
  meal: string;
  drink6pm: string;
  drink7pm: string;
  extras: string;
  specialRequirements: string;
};

/**
 * Restaurant pre-order sheet: attendees only (sorted by name), guests marked as not a member,
 * padded with blank rows to 25 (more attendees are never cut off), with a booking header block.
 */
export function preOrderSheet(input: PreOrderInput): {
  header: string[][];
  rows: PreOrderRow[];
  csv: string;
} {
  const attendees = input.rsvps
    .filter((r) => r.status === 'attending')
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  const rows: PreOrderRow[] = attendees.map((r, i) => ({
    number: i + 1,
    name: r.name,
    membership: r.isGuest ? 'Not a member' : 'Member',
    meal: realMealChoice(r.mealChoice) ?? NO_MEAL,
    drink6pm: r.drink6pm ?? '',
    drink7pm: r.drink7pm ?? '',
    extras: r.extras ?? '',
    specialRequirements: r.specialRequirements ?? '',
  }));
  for (let n = rows.length + 1; n <= PRE_ORDER_ROWS; n += 1) {
    rows.push({
      number: n,
      name: '',
      membership: '',
      meal: '',
      drink6pm: '',
      drink7pm: '',
      extras: '',
      specialRequirements: '',
    });
  }
  const header = [
    ['Restaurant Pre-Order'],
    ['Club', input.clubName],
    ['Booking Date', formatMeetingDate(input.meetingDate, input.locale)],
    ['Venue', input.venue ?? ''],
    ['Number of Guests', String(attendees.length)],
    ['Meal Time', PRE_ORDER_MEAL_TIME],
    ['Arrival', PRE_ORDER_ARRIVAL],
    ['Contact', input.contact.name],
    ['Contact Phone', input.contact.phone ?? ''],
    ['Contact Email', input.contact.email ?? ''],
  ];
  const csv = toCsv([
    ...header,
    [],
    PRE_ORDER_COLUMNS,
    ...rows.map((r) => [
      r.number,
      r.name,
      r.membership,
      r.meal,
      r.drink6pm,
      r.drink7pm,
      r.extras,
      r.specialRequirements,
    ]),
  ]);
  return { header, rows, csv };
}

/** Export file names, e.g. 'rsvps-2025-01-07.csv'. */
export function rsvpExportFileName(
  kind: 'rsvps' | 'pre-order',
  meetingDate: string | null,
): string {
  return `${kind}-${meetingDate && /^\d{4}-\d{2}-\d{2}$/.test(meetingDate) ? meetingDate : 'undated'}.csv`;
}

const shortText = (max: number) => z.string().trim().max(max);

/** RSVP submit input (client prices are dropped; the server prices from the menu). */
export const rsvpSubmitSchema = z.object({
  status: z.enum(RSVP_STATUSES).default(DEFAULT_RSVP_STATUS),
  hasMeal: z.boolean().default(false),
  mealChoice: shortText(255).nullish(),
  drink6pm: shortText(255).nullish(),
  drink7pm: shortText(255).nullish(),
  extras: shortText(255).nullish(),
  specialRequirements: shortText(2000).nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS).default(DEFAULT_PAYMENT_METHOD),
});

export const paymentStatusUpdateSchema = z.object({ paymentStatus: z.enum(PAYMENT_STATUSES) });

/** Simulated card wait before marking paid. */
export const SIMULATED_CARD_WAIT_MS = 2000;
