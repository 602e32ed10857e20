import { describe, expect, it } from 'vitest';
import {
  CLUB_CURRENCIES,
  CLUB_LOCALES,
  clubFormat,
  suggestedCurrency,
  suggestedLocale,
} from './club-format';
import { clubCurrencySchema, clubLocaleSchema } from './club-locale';
import { clubFormSchema, clubMeetingSettingsSchema, clubPlaceSchema } from './schemas';
import { newClubSchema } from './club-founding';

describe('clubFormat: one formatter for a club’s dates and money', () => {
  it.each([
    ['en-US', 'USD', '02/12/2026', 'Feb 12', 'Thursday, February 12, 2026', '$12.50', '$13'],
    ['en-AU', 'AUD', '12/02/2026', '12 Feb', 'Thursday 12 February 2026', '$12.50', '$13'],
    ['en-GB', 'GBP', '12/02/2026', '12 Feb', 'Thursday, 12 February 2026', '£12.50', '£13'],
    ['en-IE', 'EUR', '12/02/2026', '12 Feb', 'Thursday 12 February 2026', '€12.50', '€13'],
  ])('%s / %s', (locale, currency, date, short, long, money, whole) => {
    const f = clubFormat({ locale, currency });
    expect(f.date('2026-02-12')).toBe(date);
    expect(f.shortDate('2026-02-12')).toBe(short);
    expect(f.longDate('2026-02-12')).toBe(long);
    expect(f.money(1250)).toBe(money);
    expect(f.moneyWhole(1250)).toBe(whole);
  });

  it.each([[null], [undefined], [''], ['2026-02-30'], ['12/02/2026']])(
    'no valid date (%j) reads "Date TBD"',
    (date) => {
      const f = clubFormat({ locale: 'en-US', currency: 'USD' });
      expect(f.date(date)).toBe('Date TBD');
      expect(f.shortDate(date)).toBe('Date TBD');
      expect(f.longDate(date)).toBe('Date TBD');
    },
  );

  it('instants are written in the club’s order', () => {
    const us = clubFormat({ locale: 'en-US', currency: 'USD' });
    const au = clubFormat({ locale: 'en-AU', currency: 'AUD' });
    const at = new Date(2026, 1, 12, 19, 0);
    expect(us.instantDate(at)).toBe('02/12/2026');
    expect(au.instantDate(at.toISOString())).toBe('12/02/2026');
    expect(us.dateTime(at)).toMatch(/^Feb 12, 2026, 7:00\sPM$/);
    expect(au.dateTime(at)).toMatch(/^12 Feb 2026, 7:00\spm$/);
  });
});

describe('choosing a locale and currency', () => {
  it.each([
    ['en-US', 'en-US', 'USD'],
    ['en-GB', 'en-GB', 'GBP'],
    ['en-AU', 'en-AU', 'AUD'],
    ['fr-FR', 'en-US', 'USD'],
    [undefined, 'en-US', 'USD'],
  ])('a browser in %s suggests %s and %s', (language, locale, currency) => {
    expect(suggestedLocale(language)).toBe(locale);
    expect(suggestedCurrency(suggestedLocale(language))).toBe(currency);
  });

  it('every locale suggests a currency of the list', () => {
    const codes = CLUB_CURRENCIES.map((c) => c.value as string);
    for (const { value } of CLUB_LOCALES) expect(codes).toContain(suggestedCurrency(value));
  });

  it.each([
    [clubLocaleSchema, 'de-DE', 'Choose how dates are written (the club’s locale)'],
    [clubCurrencySchema, 'XYZ', 'Choose the club’s currency'],
  ])('an unknown choice is refused in words', (schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

function firstMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('settings and new-club messages name their field', () => {
  const club = {
    name: 'Riverside Speakers',
    meetingDay: 'Wednesday',
    meetingTime: '19:00',
  };

  it('a club without number, district or location saves', () => {
    expect(clubFormSchema.safeParse(club)).toMatchObject({
      success: true,
      data: { clubNumber: null, district: null, meetingLocation: null },
    });
  });

  it.each([
    [{ meetingDay: 'Wendsday' }, 'meetingDay', 'Choose the meeting day from the list'],
    [{ clubNumber: 'x'.repeat(51) }, 'clubNumber', 'Club number must be at most 50 characters'],
    [{ district: 'x'.repeat(51) }, 'district', 'District must be at most 50 characters'],
    [
      { meetingLocation: 'x'.repeat(256) },
      'meetingLocation',
      'Meeting location must be at most 255 characters',
    ],
    [{ meetingTime: '7pm' }, 'meetingTime', 'Meeting time: enter a time as HH:MM'],
    [{ endTime: '9pm' }, 'endTime', 'End time: enter a time as HH:MM'],
    [{ foundedDate: '2026-02-30' }, 'foundedDate', 'Founded date: enter a valid date'],
  ])('club form %j → %s: %s', (override, field, message) => {
    expect(firstMessages(clubFormSchema.safeParse({ ...club, ...override }))[field]).toBe(message);
  });

  it.each([
    [{ clubNumber: 'x'.repeat(51) }, 'clubNumber', 'Club number must be at most 50 characters'],
    [{ district: 'x'.repeat(51) }, 'district', 'District must be at most 50 characters'],
    [{ locale: undefined }, 'locale', 'Choose how dates are written (the club’s locale)'],
    [{ currency: 'AU$' }, 'currency', 'Choose the club’s currency'],
  ])('new club %j → %s: %s', (override, field, message) => {
    const base = { ...club, timeZone: 'America/Chicago', locale: 'en-US', currency: 'USD' };
    expect(firstMessages(newClubSchema.safeParse({ ...base, ...override }))[field]).toBe(message);
  });

  it.each([
    [{ rolesPerMember: 3 }, 'rolesPerMember', 'Choose one or two roles per member per meeting'],
    [
      { defaultTheme: 'x'.repeat(256) },
      'defaultTheme',
      'Default theme must be at most 255 characters',
    ],
  ])('meeting settings %j → %s: %s', (override, field, message) => {
    const base = { rsvpDeadline: 1, mealDeadline: 11, rolesPerMember: 2 };
    expect(
      firstMessages(clubMeetingSettingsSchema.safeParse({ ...base, ...override }))[field],
    ).toBe(message);
  });

  it.each([
    [{ noMealFee: -1 }, 'noMealFee', 'No-meal fee must be an amount between 0 and 1000'],
    [{ noMealFee: 'five' }, 'noMealFee', 'No-meal fee must be an amount between 0 and 1000'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a valid time zone'],
  ])('place %j → %s: %s', (override, field, message) => {
    const base = { locale: 'en-US', currency: 'USD', timeZone: 'America/Chicago', noMealFee: '0' };
    expect(firstMessages(clubPlaceSchema.safeParse({ ...base, ...override }))[field]).toBe(message);
  });

  it('a fee is kept to the cent', () => {
    const base = { locale: 'en-US', currency: 'USD', timeZone: 'America/Chicago' };
    expect(clubPlaceSchema.parse({ ...base, noMealFee: '4.999' }).noMealFee).toBe(5);
  });
});
