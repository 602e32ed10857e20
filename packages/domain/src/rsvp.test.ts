import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_RSVP_STATUS,
  NO_MEAL_PRICE_CENTS,
  PAYMENT_LABELS,
  PRE_ORDER_ROWS,
  RSVP_CSV_COLUMNS,
  RSVP_FORM_DEFAULTS,
  RSVP_STATUSES,
  RSVP_STATUS_LABELS,
  RSVP_VIOLATION_MESSAGES,
  canPay,
  decideRsvpSubmit,
  drinkOptions,
  extrasOptions,
  hasMealChoice,
  mealOptions,
  mealOrderCounts,
  mealRevenueCents,
  mealSwitchOff,
  nextPaymentStatus,
  normalizeRsvpPayload,
  paymentStatusUpdateSchema,
  paymentToggleLabel,
  preOrderSheet,
  priceRsvp,
  priceRsvpFromMenu,
  rsvpCounts,
  rsvpCsv,
  rsvpDeadlines,
  rsvpExportFileName,
  rsvpStats,
  rsvpSubmitSchema,
  showsMealFields,
  type MenuItemLike,
  type PreOrderInput,
  type PricedRsvp,
  type RsvpForm,
  type RsvpSubmitInput,
} from './rsvp';

const MENU: MenuItemLike[] = [
  { name: 'Chicken Parmigiana', category: 'meal', price: '32.00' },
  { name: 'Beef Burger', category: 'meal', price: '32.00', available: true },
  { name: 'Barramundi', category: 'meal', price: '37.00' },
  { name: 'No meal', category: 'meal', price: '5.00' },
  { name: 'Old Special', category: 'meal', price: '20.00', available: false },
  { name: 'Lemon Squash', category: 'drink_6pm', price: '0.00' },
  { name: 'House Wine', category: 'drink_7pm', price: '9.50' },
  { name: 'Flat White', category: 'coffee_tea', price: '4.50' },
  { name: 'Pale Ale', category: 'beer', price: '10' },
  { name: 'Garlic Bread', category: 'extras', price: '6.00' },
  { name: 'Chips', category: 'snack', price: '5.50', available: null },
];

describe('RSVP constants', () => {
  it('statuses, default, labels', () => {
    expect(RSVP_STATUSES).toEqual(['attending', 'not_attending', 'tentative']);
    expect(DEFAULT_RSVP_STATUS).toBe('attending');
    expect(RSVP_STATUS_LABELS.not_attending).toBe('Not Attending');
    expect(DEFAULT_PAYMENT_METHOD).toBe('bsb_transfer');
    expect(NO_MEAL_PRICE_CENTS).toBe(500);
  });
});

describe('menu options', () => {
  it('meal options exclude No meal and unavailable items', () => {
    expect(mealOptions(MENU).map((i) => i.name)).toEqual([
      'Chicken Parmigiana',
      'Beef Burger',
      'Barramundi',
    ]);
  });

  it.each([
    ['6pm', ['Lemon Squash', 'Flat White', 'Pale Ale']],
    ['7pm', ['House Wine', 'Flat White', 'Pale Ale']],
  ] as const)('drink options at %s', (slot, names) => {
    expect(drinkOptions(MENU, slot).map((i) => i.name)).toEqual(names);
  });

  it('extras options', () => {
    expect(extrasOptions(MENU).map((i) => i.name)).toEqual(['Garlic Bread', 'Chips']);
  });

  it.each([
    ['Chicken', true],
    ['No meal', false],
    [' no MEAL ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('hasMealChoice(%j) → %s', (choice, expected) => {
    expect(hasMealChoice(choice)).toBe(expected);
  });
});

describe('RSVP form', () => {
  const form: RsvpForm = {
    status: 'attending',
    hasMeal: true,
    mealChoice: 'Barramundi',
    drink6pm: 'Lemon Squash',
    drink7pm: 'House Wine',
    extras: 'Garlic Bread',
    specialRequirements: ' Gluten free ',
    paymentMethod: 'cash',
  };

  it('defaults', () => {
    expect(RSVP_FORM_DEFAULTS).toEqual({
      status: 'attending',
      hasMeal: false,
      mealChoice: '',
      drink6pm: 'no drink',
      drink7pm: 'no drink',
      extras: 'no extras',
      specialRequirements: '',
      paymentMethod: 'bsb_transfer',
    });
  });

  it('meal switch off clears the meal and resets drinks and extras', () => {
    expect(mealSwitchOff(form)).toEqual({
      ...form,
      hasMeal: false,
      mealChoice: '',
      drink6pm: 'no drink',
      drink7pm: 'no drink',
      extras: 'no extras',
    });
  });

  it.each([
    ['attending', true, true],
    ['attending', false, false],
    ['not_attending', true, false],
    ['tentative', true, false],
  ] as const)('showsMealFields(%s, meal=%s) → %s', (status, hasMeal, shown) => {
    expect(showsMealFields({ status, hasMeal })).toBe(shown);
  });

  const prices = { mealPriceCents: 3700, drinkPriceCents: 950, extrasPriceCents: 600 };

  it('with a meal: total = meal + drinks + extras', () => {
    expect(normalizeRsvpPayload(form, prices)).toEqual({
      status: 'attending',
      hasMeal: true,
      mealChoice: 'Barramundi',
      drink6pm: 'Lemon Squash',
      drink7pm: 'House Wine',
      extras: 'Garlic Bread',
      specialRequirements: 'Gluten free',
      paymentMethod: 'cash',
      mealPrice: '37.00',
      totalPrice: '52.50',
    });
  });

  it('without a meal: No meal for $5.00 and empty drinks', () => {
    expect(normalizeRsvpPayload({ ...form, hasMeal: false }, prices)).toMatchObject({
      hasMeal: false,
      mealChoice: 'No meal',
      drink6pm: '',
      drink7pm: '',
      extras: '',
      mealPrice: '5.00',
      totalPrice: '5.00',
    });
  });

  it("'no drink' and 'no extras' become empty strings", () => {
    expect(
      normalizeRsvpPayload(
        { ...form, drink6pm: 'no drink', drink7pm: '', extras: 'No Extras' },
        { ...prices, drinkPriceCents: 0, extrasPriceCents: 0 },
      ),
    ).toMatchObject({ drink6pm: '', drink7pm: '', extras: '', totalPrice: '37.00' });
  });

  it('meal switch on without a selection is no meal: the no-meal fee applies', () => {
    expect(
      normalizeRsvpPayload({ ...form, mealChoice: ' ' }, { ...prices, mealPriceCents: 0 }),
    ).toMatchObject({
      hasMeal: false,
      mealChoice: 'No meal',
      drink6pm: '',
      drink7pm: '',
      extras: '',
      mealPrice: '5.00',
      totalPrice: '5.00',
    });
  });

  it.each(['not_attending', 'tentative'] as const)('%s costs nothing and has no meal', (status) => {
    expect(normalizeRsvpPayload({ ...form, status }, prices)).toMatchObject({
      status,
      hasMeal: false,
      mealChoice: 'No meal',
      drink6pm: '',
      mealPrice: '0.00',
      totalPrice: '0.00',
    });
  });
});

describe('priceRsvp', () => {
  it.each([
    [true, true, 3200, 0, 0, 3200, 3200],
    [true, true, 3700, 950, 600, 3700, 5250],
    [true, false, 3700, 950, 600, 500, 500],
    [false, true, 3700, 950, 600, 0, 0],
    [false, false, 0, 0, 0, 0, 0],
  ])(
    'attending=%s meal=%s (%i+%i+%i) → meal %i total %i',
    (attending, hasMeal, meal, drink, extras, mealCents, total) => {
      expect(
        priceRsvp({
          attending,
          hasMeal,
          mealPriceCents: meal,
          drinkPriceCents: drink,
          extrasPriceCents: extras,
        }),
      ).toEqual({
        mealPriceCents: mealCents,
        totalCents: total,
      });
    },
  );

  it.each([
    ['a new club without a no-meal fee', 0, 0],
    ['a club charging $7.50', 750, 750],
  ])('attending without a meal in %s costs its fee', (_name, fee, total) => {
    const input = { attending: true, hasMeal: false, drinkPriceCents: 0, extrasPriceCents: 0 };
    expect(priceRsvp({ ...input, mealPriceCents: 0, noMealFeeCents: fee })).toEqual({
      mealPriceCents: total,
      totalCents: total,
    });
    expect(priceRsvpFromMenu({ status: 'attending', hasMeal: false }, [], fee)).toMatchObject({
      ok: true,
      value: { totalCents: total },
    });
  });
});

describe('priceRsvpFromMenu (server recomputes)', () => {
  it.each<[string, Parameters<typeof priceRsvpFromMenu>[0], PricedRsvp | string]>([
    [
      'full order',
      {
        status: 'attending',
        hasMeal: true,
        mealChoice: 'barramundi ',
        drink6pm: 'Lemon Squash',
        drink7pm: 'House Wine',
        extras: 'Chips',
      },
      {
        hasMeal: true,
        mealChoice: 'barramundi',
        drink6pm: 'Lemon Squash',
        drink7pm: 'House Wine',
        extras: 'Chips',
        mealPriceCents: 3700,
        totalCents: 5200,
      },
    ],
    [
      'meal only, no drinks or extras',
      {
        status: 'attending',
        hasMeal: true,
        mealChoice: 'Beef Burger',
        drink6pm: 'no drink',
        drink7pm: null,
        extras: 'no extras',
      },
      {
        hasMeal: true,
        mealChoice: 'Beef Burger',
        drink6pm: '',
        drink7pm: '',
        extras: '',
        mealPriceCents: 3200,
        totalCents: 3200,
      },
    ],
    [
      'switch on, nothing chosen: the no-meal fee',
      { status: 'attending', hasMeal: true, drink6pm: 'Flat White' },
      {
        hasMeal: false,
        mealChoice: 'No meal',
        drink6pm: '',
        drink7pm: '',
        extras: '',
        mealPriceCents: 500,
        totalCents: 500,
      },
    ],
    [
      'no meal',
      { status: 'attending', hasMeal: false, mealChoice: 'Barramundi', drink6pm: 'House Wine' },
      {
        hasMeal: false,
        mealChoice: 'No meal',
        drink6pm: '',
        drink7pm: '',
        extras: '',
        mealPriceCents: 500,
        totalCents: 500,
      },
    ],
    [
      'not attending',
      { status: 'not_attending', hasMeal: true, mealChoice: 'Barramundi' },
      {
        hasMeal: false,
        mealChoice: 'No meal',
        drink6pm: '',
        drink7pm: '',
        extras: '',
        mealPriceCents: 0,
        totalCents: 0,
      },
    ],
    ['unknown meal', { status: 'attending', hasMeal: true, mealChoice: 'Lobster' }, 'unknown_meal'],
    [
      'unavailable meal',
      { status: 'attending', hasMeal: true, mealChoice: 'Old Special' },
      'unknown_meal',
    ],
    [
      'No meal as a meal',
      { status: 'attending', hasMeal: true, mealChoice: 'No meal' },
      'unknown_meal',
    ],
    [
      'meal named as a drink',
      { status: 'attending', hasMeal: true, mealChoice: 'House Wine' },
      'unknown_meal',
    ],
    [
      'unknown 7pm drink',
      { status: 'attending', hasMeal: true, mealChoice: 'Barramundi', drink7pm: 'Champagne' },
      'unknown_drink',
    ],
    [
      'unknown extra',
      { status: 'attending', hasMeal: true, mealChoice: 'Barramundi', extras: 'Caviar' },
      'unknown_extras',
    ],
  ])('%s', (_name, choice, expected) => {
    const result = priceRsvpFromMenu(choice, MENU);
    if (typeof expected === 'string') expect(result).toEqual({ ok: false, violation: expected });
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe('decideRsvpSubmit', () => {
  const SYD = 'Australia/Sydney';
  const meal: PricedRsvp = {
    hasMeal: true,
    mealChoice: 'Barramundi',
    drink6pm: '',
    drink7pm: '',
    extras: '',
    mealPriceCents: 3700,
    totalCents: 3700,
  };
  const noMeal: PricedRsvp = {
    ...meal,
    hasMeal: false,
    mealChoice: 'No meal',
    mealPriceCents: 500,
    totalCents: 500,
  };
  // Meeting 2025-01-07 19:00 Sydney = 08:00 UTC. RSVP deadline 2025-01-06 08:00 UTC; meal deadline 2025-01-06 21:00 UTC.
  const base: RsvpSubmitInput = {
    existing: null,
    next: { ...meal, status: 'attending' },
    meeting: { status: 'scheduled', date: '2025-01-07', startTime: '19:00' },
    settings: null,
    now: new Date('2025-01-05T00:00:00Z'),
    timeZone: SYD,
    actorIsManager: false,
  };
  const before = new Date('2025-01-06T07:59:00Z');
  const afterRsvp = new Date('2025-01-06T08:01:00Z');
  const afterMeal = new Date('2025-01-06T21:01:00Z');

  it.each<[string, Partial<RsvpSubmitInput>, string]>([
    ['new RSVP in time', {}, 'ok'],
    ['new RSVP just before the deadline', { now: before }, 'ok'],
    ['new RSVP after the deadline', { now: afterRsvp }, 'rsvp_deadline_passed'],
    ['manager after the deadline', { now: afterMeal, actorIsManager: true }, 'ok'],
    [
      'cancelled meeting',
      { meeting: { status: 'cancelled', date: '2025-01-07', startTime: '19:00' } },
      'meeting_closed',
    ],
    [
      'completed meeting',
      { meeting: { status: 'completed', date: '2025-01-07', startTime: '19:00' } },
      'meeting_closed',
    ],
    [
      'active meeting',
      { meeting: { status: 'active', date: '2025-01-07', startTime: '19:00' } },
      'ok',
    ],
    [
      'undated meeting, any time',
      {
        meeting: { status: 'scheduled', date: null, startTime: null },
        now: new Date('2030-01-01T00:00:00Z'),
      },
      'ok',
    ],
    [
      'same answer resubmitted after the deadline',
      { now: afterMeal, existing: { ...meal, status: 'attending', paymentStatus: 'pending' } },
      'ok',
    ],
    [
      'status change after the deadline',
      {
        now: afterRsvp,
        existing: { ...noMeal, status: 'tentative', paymentStatus: 'pending' },
        next: { ...noMeal, status: 'attending' },
      },
      'rsvp_deadline_passed',
    ],
    [
      'paid RSVP changes meal',
      {
        existing: { ...meal, status: 'attending', paymentStatus: 'paid' },
        next: { ...meal, mealChoice: 'Beef Burger', status: 'attending' },
      },
      'paid_rsvp_locked',
    ],
    [
      'paid RSVP drops out (price would change)',
      {
        existing: { ...meal, status: 'attending', paymentStatus: 'paid' },
        next: {
          ...meal,
          hasMeal: false,
          mealChoice: 'No meal',
          mealPriceCents: 0,
          totalCents: 0,
          status: 'not_attending',
        },
      },
      'paid_rsvp_locked',
    ],
    [
      'paid RSVP resubmitted unchanged',
      { existing: { ...meal, status: 'attending', paymentStatus: 'paid' }, actorIsManager: true },
      'ok',
    ],
    [
      'manager cannot change a paid meal',
      {
        existing: { ...meal, status: 'attending', paymentStatus: 'paid' },
        next: { ...meal, drink6pm: 'Flat White', totalCents: 4150, status: 'attending' },
        actorIsManager: true,
      },
      'paid_rsvp_locked',
    ],
  ])('%s → %s', (_name, overrides, expected) => {
    const result = decideRsvpSubmit({ ...base, ...overrides });
    if (expected === 'ok') expect(result).toEqual({ ok: true, value: true });
    else expect(result).toEqual({ ok: false, violation: expected });
  });

  describe('meal deadline with a same-day RSVP deadline', () => {
    const settings = { rsvpDeadlineDays: 0, mealDeadlineHours: 11 };
    // RSVP deadline = meeting start; meal deadline = 2025-01-06 21:00 UTC (08:00 Sydney).
    const now = new Date('2025-01-06T22:00:00Z');

    it.each<[string, Partial<RsvpSubmitInput>, string]>([
      ['new RSVP with a meal', {}, 'meal_deadline_passed'],
      ['new RSVP without a meal', { next: { ...noMeal, status: 'attending' } }, 'ok'],
      [
        'changing a meal',
        {
          existing: { ...meal, status: 'attending', paymentStatus: 'pending' },
          next: { ...meal, mealChoice: 'Beef Burger', status: 'attending' },
        },
        'meal_deadline_passed',
      ],
      [
        'cancelling a meal',
        {
          existing: { ...meal, status: 'attending', paymentStatus: 'pending' },
          next: { ...noMeal, status: 'attending' },
        },
        'meal_deadline_passed',
      ],
      [
        'switching from not attending to attending without a meal',
        {
          existing: {
            ...noMeal,
            mealPriceCents: 0,
            totalCents: 0,
            status: 'not_attending',
            paymentStatus: 'pending',
          },
          next: { ...noMeal, status: 'attending' },
        },
        'ok',
      ],
    ])('%s → %s', (_name, overrides, expected) => {
      const result = decideRsvpSubmit({ ...base, settings, now, ...overrides });
      if (expected === 'ok') expect(result.ok).toBe(true);
      else expect(result).toEqual({ ok: false, violation: expected });
    });
  });

  it.each([
    [
      { date: '2025-01-07', startTime: '19:00' },
      null,
      '2025-01-06T08:00:00.000Z',
      '2025-01-06T21:00:00.000Z',
    ],
    [
      { date: '2025-01-07', startTime: '19:00' },
      { rsvpDeadlineDays: 3, mealDeadlineHours: 2 },
      '2025-01-04T08:00:00.000Z',
      '2025-01-07T06:00:00.000Z',
    ],
    [
      { date: '2025-01-07', startTime: null },
      {},
      '2025-01-05T13:00:00.000Z',
      '2025-01-06T02:00:00.000Z',
    ],
    // Across the October DST start: 19:00 AEST on the 4th, 19:00 AEDT on the 5th.
    [
      { date: '2025-10-05', startTime: '19:00' },
      null,
      '2025-10-04T09:00:00.000Z',
      '2025-10-04T21:00:00.000Z',
    ],
  ])('rsvpDeadlines %#', (meeting, settings, rsvp, mealAt) => {
    const d = rsvpDeadlines(meeting, settings, SYD);
    expect(d?.rsvp.toISOString()).toBe(rsvp);
    expect(d?.meal.toISOString()).toBe(mealAt);
  });

  it('no deadlines without a date', () => {
    expect(rsvpDeadlines({ date: null, startTime: '19:00' }, null, SYD)).toBeNull();
  });

  it('every violation has a plain sentence', () => {
    for (const message of Object.values(RSVP_VIOLATION_MESSAGES))
      expect(message).toMatch(/^[A-Z].+[a-z]$/);
  });
});

describe('counts and revenue', () => {
  const rsvps = [
    {
      status: 'attending',
      mealChoice: 'Barramundi',
      mealPrice: '37.00',
      totalPrice: '46.50',
      paymentStatus: 'paid',
    },
    {
      status: 'attending',
      mealChoice: 'Beef Burger',
      mealPrice: '32.00',
      totalPrice: '32.00',
      paymentStatus: 'pending',
    },
    {
      status: 'attending',
      mealChoice: 'Barramundi',
      mealPrice: '37.00',
      totalPrice: '37.00',
      paymentStatus: 'paid',
    },
    {
      status: 'attending',
      mealChoice: 'No meal',
      mealPrice: '5.00',
      totalPrice: '5.00',
      paymentStatus: 'pending',
    },
    { status: 'attending', mealChoice: '', mealPrice: '0.00', totalPrice: '0.00' },
    {
      status: 'attending',
      mealChoice: 'Apple Pie',
      mealPrice: null,
      totalPrice: null,
      paymentStatus: null,
    },
    {
      status: 'not_attending',
      mealChoice: 'Barramundi',
      mealPrice: '37.00',
      totalPrice: '0.00',
      paymentStatus: 'pending',
    },
    { status: 'tentative', mealChoice: 'Beef Burger', mealPrice: '32.00', totalPrice: 'bad' },
  ];

  it('meal revenue counts attending RSVPs with a real meal', () => {
    expect(mealRevenueCents(rsvps)).toBe(3700 + 3200 + 3700);
    expect(mealRevenueCents([])).toBe(0);
    expect(mealRevenueCents([{ status: 'attending', mealChoice: 'X', mealPrice: 'n/a' }])).toBe(0);
    expect(mealRevenueCents([{ status: 'attending', mealChoice: 'X' }])).toBe(0);
  });

  it('meal order counts, most first then by name', () => {
    expect(mealOrderCounts(rsvps)).toEqual([
      { meal: 'Barramundi', count: 2 },
      { meal: 'Apple Pie', count: 1 },
      { meal: 'Beef Burger', count: 1 },
    ]);
  });

  it('stats for the officer cards', () => {
    expect(rsvpStats(rsvps)).toEqual({
      totalAttendees: 6,
      totalRevenueCents: 4650 + 3200 + 3700 + 500,
      paymentsReceived: 2,
      paidCents: 4650 + 3700,
    });
    expect(rsvpStats([{ status: 'attending' }])).toEqual({
      totalAttendees: 1,
      totalRevenueCents: 0,
      paymentsReceived: 0,
      paidCents: 0,
    });
    expect(rsvpStats([{ status: 'attending', totalPrice: 'bad', paymentStatus: 'paid' }])).toEqual({
      totalAttendees: 1,
      totalRevenueCents: 0,
      paymentsReceived: 1,
      paidCents: 0,
    });
  });

  it.each([
    [[], 10, { attending: 0, notAttending: 0, tentative: 0, noResponse: 10, totalMembers: 10 }],
    [rsvps, 20, { attending: 6, notAttending: 1, tentative: 1, noResponse: 13, totalMembers: 20 }],
    [rsvps, 7, { attending: 6, notAttending: 1, tentative: 1, noResponse: 0, totalMembers: 7 }],
    [rsvps, 3, { attending: 6, notAttending: 1, tentative: 1, noResponse: 0, totalMembers: 3 }],
    [[], 0, { attending: 0, notAttending: 0, tentative: 0, noResponse: 0, totalMembers: 0 }],
  ])('rsvpCounts %#', (list, active, expected) => {
    expect(rsvpCounts(list, active)).toEqual(expected);
  });
});

describe('payment status', () => {
  it.each([
    ['pending', 'paid', 'Mark Paid', true],
    ['paid', 'pending', 'Unpaid', false],
  ] as const)('%s → next %s, button %s, Pay shown %s', (status, next, label, pay) => {
    expect(nextPaymentStatus(status)).toBe(next);
    expect(paymentToggleLabel(status)).toBe(label);
    expect(canPay(status)).toBe(pay);
  });

  it('labels', () => {
    expect(PAYMENT_LABELS).toEqual({ markPaid: 'Mark Paid', markUnpaid: 'Unpaid', pay: 'Pay' });
  });

  it.each([
    [{ paymentStatus: 'paid' }, true],
    [{ paymentStatus: 'pending' }, true],
    [{ paymentStatus: 'refunded' }, false],
    [{}, false],
  ])('paymentStatusUpdateSchema %j → %s', (input, valid) => {
    expect(paymentStatusUpdateSchema.safeParse(input).success).toBe(valid);
  });
});

describe('rsvpSubmitSchema', () => {
  it('defaults and drops client prices', () => {
    expect(rsvpSubmitSchema.parse({ mealPrice: '0.01', totalPrice: '0.01', meetingId: 9 })).toEqual(
      {
        status: 'attending',
        hasMeal: false,
        paymentMethod: 'bsb_transfer',
      },
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['bad status', { status: 'maybe' }],
    ['bad method', { paymentMethod: 'bitcoin' }],
    ['long meal', { mealChoice: 'x'.repeat(256) }],
    ['long requirements', { specialRequirements: 'x'.repeat(2001) }],
    ['hasMeal as text', { hasMeal: 'yes' }],
  ])('rejects %s', (_name, input) => {
    expect(rsvpSubmitSchema.safeParse(input).success).toBe(false);
  });
});

describe('RSVP CSV export', () => {
  it('has the eight columns, BOM, CRLF, quoting and formula neutralising', () => {
    const csv = rsvpCsv([
      {
        name: 'Ann "Annie" Lee',
        status: 'attending',
        mealChoice: 'Barramundi',
        drink6pm: 'Lemon Squash',
        drink7pm: 'Wine, red',
        totalPrice: '46.5',
        paymentStatus: 'paid',
        specialRequirements: '=cmd|calc',
      },
      { name: '@Bob', status: 'not_attending' },
      { name: 'Cy', status: 'attending', totalPrice: 'n/a', mealChoice: '' },
    ]);
    expect(csv).toBe(
      '\uFEFF' +
        'Name,Status,Meal,Drink 6pm,Drink 7pm,Total Price,Payment Status,Special Requirements\r\n' +
        `"Ann ""Annie"" Lee",attending,Barramundi,Lemon Squash,"Wine, red",46.50,paid,'=cmd|calc\r\n` +
        "'@Bob,not_attending,No meal,,,0.00,pending,\r\n" +
        'Cy,attending,No meal,,,0.00,pending,\r\n',
    );
  });

  it('columns', () => {
    expect(RSVP_CSV_COLUMNS).toEqual([
      'Name',
      'Status',
      'Meal',
      'Drink 6pm',
      'Drink 7pm',
      'Total Price',
      'Payment Status',
      'Special Requirements',
    ]);
  });

  it.each([
    ['rsvps', '2025-01-07', 'rsvps-2025-01-07.csv'],
    ['pre-order', '2025-01-07', 'pre-order-2025-01-07.csv'],
    ['rsvps', null, 'rsvps-undated.csv'],
    ['rsvps', '../x', 'rsvps-undated.csv'],
  ] as const)('file name %s %j', (kind, date, name) => {
    expect(rsvpExportFileName(kind, date)).toBe(name);
  });
});

describe('restaurant pre-order sheet', () => {
  const person = (i: number, status = 'attending', isGuest = false) => ({
    name: `Person ${String(i).padStart(2, '0')}`,
    status,
    isGuest,
    mealChoice: 'Barramundi',
  });
  const input = (rsvps: PreOrderInput['rsvps']): PreOrderInput => ({
    clubName: 'Harbour Speakers',
    meetingDate: '2025-01-07',
    venue: 'The Boathouse',
    contact: { name: 'Club Secretary', phone: '0400 000 000', email: 'secretary@example.org' },
    rsvps,
  });

  it.each([
    [0, 25],
    [1, 25],
    [24, 25],
    [25, 25],
    [26, 26],
  ])('%i attendees → %i rows', (n, rows) => {
    const sheet = preOrderSheet(input(Array.from({ length: n }, (_, i) => person(i + 1))));
    expect(sheet.rows).toHaveLength(rows);
    expect(sheet.rows.map((r) => r.number)).toEqual(Array.from({ length: rows }, (_, i) => i + 1));
    expect(sheet.rows.filter((r) => r.name !== '')).toHaveLength(n);
  });

  it('attendees only, sorted, guests marked, blanks padded', () => {
    const sheet = preOrderSheet(
      input([
        {
          name: 'Zed',
          status: 'attending',
          isGuest: true,
          mealChoice: null,
          specialRequirements: 'Vegan',
        },
        {
          name: 'Amy',
          status: 'attending',
          isGuest: false,
          mealChoice: 'Barramundi',
          drink6pm: 'Squash',
          drink7pm: 'Wine',
          extras: 'Chips',
        },
        { name: 'Nope', status: 'not_attending', isGuest: false },
        { name: 'Maybe', status: 'tentative', isGuest: false },
      ]),
    );
    expect(sheet.rows[0]).toEqual({
      number: 1,
      name: 'Amy',
      membership: 'Member',
      meal: 'Barramundi',
      drink6pm: 'Squash',
      drink7pm: 'Wine',
      extras: 'Chips',
      specialRequirements: '',
    });
    expect(sheet.rows[1]).toEqual({
      number: 2,
      name: 'Zed',
      membership: 'Not a member',
      meal: 'No meal',
      drink6pm: '',
      drink7pm: '',
      extras: '',
      specialRequirements: 'Vegan',
    });
    expect(sheet.rows[2]).toEqual({
      number: 3,
      name: '',
      membership: '',
      meal: '',
      drink6pm: '',
      drink7pm: '',
      extras: '',
      specialRequirements: '',
    });
    expect(sheet.rows).toHaveLength(PRE_ORDER_ROWS);
  });

  it('header block with booking details', () => {
    const sheet = preOrderSheet(input([person(1), person(2, 'attending', true)]));
    expect(sheet.header).toEqual([
      ['Restaurant Pre-Order'],
      ['Club', 'Harbour Speakers'],
      ['Booking Date', '07/01/2025'],
      ['Venue', 'The Boathouse'],
      ['Number of Guests', '2'],
      ['Meal Time', '7:00pm'],
      ['Arrival', '6pm to 8pm'],
      ['Contact', 'Club Secretary'],
      ['Contact Phone', '0400 000 000'],
      ['Contact Email', 'secretary@example.org'],
    ]);
    const lines = sheet.csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Restaurant Pre-Order');
    expect(lines[10]).toBe('');
    expect(lines[11]).toBe(
      '#,Name,Membership,Meal,Drink 6pm,Drink 7pm,Extras,Dietary Requirements',
    );
    expect(lines[12]).toBe('1,Person 01,Member,Barramundi,,,,');
    expect(lines[13]).toBe('2,Person 02,Not a member,Barramundi,,,,');
    expect(lines[36]).toBe('25,,,,,,,');
    expect(lines).toHaveLength(38);
  });

  it('missing optional booking details are blank', () => {
    const sheet = preOrderSheet({
      clubName: 'C',
      meetingDate: null,
      contact: { name: 'X' },
      rsvps: [],
    });
    expect(sheet.header.slice(2, 4)).toEqual([
      ['Booking Date', 'Date TBD'],
      ['Venue', ''],
    ]);
    expect(sheet.header.slice(8)).toEqual([
      ['Contact Phone', ''],
      ['Contact Email', ''],
    ]);
  });

  it('neutralises formulas in names', () => {
    const sheet = preOrderSheet(
      input([{ name: '=IMPORTXML()', status: 'attending', isGuest: false }]),
    );
    expect(sheet.csv).toContain("1,'=IMPORTXML(),Member,No meal");
  });
});
