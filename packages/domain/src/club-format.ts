// A club's own place and money: the locale its dates are read in, the currency its prices are in,
// and the one formatter every screen shows dates and money with (decision 060). No zod here: every
// signed-in screen loads this module, and the validation schemas live in club-locale.ts.
import { parseIsoDate } from './meetings';

/** The locales a club chooses from: how a date reads (month first in en-US, day first elsewhere). */
export const CLUB_LOCALES = [
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-CA', label: 'English (Canada)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'en-IE', label: 'English (Ireland)' },
  { value: 'en-AU', label: 'English (Australia)' },
  { value: 'en-NZ', label: 'English (New Zealand)' },
  { value: 'en-IN', label: 'English (India)' },
  { value: 'en-ZA', label: 'English (South Africa)' },
  { value: 'en-SG', label: 'English (Singapore)' },
] as const;
export type ClubLocale = (typeof CLUB_LOCALES)[number]['value'];
export const LOCALE_VALUES = CLUB_LOCALES.map((l) => l.value) as [ClubLocale, ...ClubLocale[]];

/** The currencies a club chooses from (ISO 4217 codes). */
export const CLUB_CURRENCIES = [
  { value: 'USD', label: 'US dollar (USD)' },
  { value: 'CAD', label: 'Canadian dollar (CAD)' },
  { value: 'GBP', label: 'Pound sterling (GBP)' },
  { value: 'EUR', label: 'Euro (EUR)' },
  { value: 'AUD', label: 'Australian dollar (AUD)' },
  { value: 'NZD', label: 'New Zealand dollar (NZD)' },
  { value: 'INR', label: 'Indian rupee (INR)' },
  { value: 'ZAR', label: 'South African rand (ZAR)' },
  { value: 'SGD', label: 'Singapore dollar (SGD)' },
] as const;
export type ClubCurrency = (typeof CLUB_CURRENCIES)[number]['value'];
export const CURRENCY_VALUES = CLUB_CURRENCIES.map((c) => c.value) as [
  ClubCurrency,
  ...ClubCurrency[],
];

export const CLUB_LOCALE_MESSAGES = {
  locale: 'Choose how dates are written (the club’s locale)',
  currency: 'Choose the club’s currency',
} as const;

/** The locale whose dates a browser in `language` reads, when the club list has it; else en-US. */
export function suggestedLocale(language: string | undefined): ClubLocale {
  return LOCALE_VALUES.find((value) => value === language) ?? 'en-US';
}

/** The currency a club in `locale` most likely uses. */
export function suggestedCurrency(locale: ClubLocale): ClubCurrency {
  const byLocale: Record<ClubLocale, ClubCurrency> = {
    'en-US': 'USD',
    'en-CA': 'CAD',
    'en-GB': 'GBP',
    'en-IE': 'EUR',
    'en-AU': 'AUD',
    'en-NZ': 'NZD',
    'en-IN': 'INR',
    'en-ZA': 'ZAR',
    'en-SG': 'SGD',
  };
  return byLocale[locale];
}

export interface ClubFormatSettings {
  locale: string;
  currency: string;
}

export interface ClubFormat extends ClubFormatSettings {
  /** A calendar date 'YYYY-MM-DD' as the club writes it: '02/12/2026' (en-US), '12/02/2026' (en-AU); 'Date TBD' without one. */
  date(date: string | null | undefined): string;
  /** Day and month only: 'Feb 12' (en-US), '12 Feb' (en-AU); 'Date TBD' without one. */
  shortDate(date: string | null | undefined): string;
  /** 'Wednesday, February 12, 2026' (en-US), 'Wednesday 12 February 2026' (en-AU); 'Date TBD' without one. */
  longDate(date: string | null | undefined): string;
  /** An instant as a date in the club's locale (shown in the reader's own zone). */
  instantDate(at: Date | string): string;
  /** An instant as date and time, e.g. 'Feb 12, 2026, 7:00 PM'. */
  dateTime(at: Date | string): string;
  /** Integer cents in the club's currency: '$12.50', '£12.50', '€12.50'. */
  money(cents: number): string;
  /** Whole units (Reports): '$13'. */
  moneyWhole(cents: number): string;
}

const NO_DATE = 'Date TBD';

/** Made on first use: a formatter costs a few milliseconds on a phone, and most screens need one or two. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The one formatter for a club's dates and money. */
export function clubFormat({ locale, currency }: ClubFormatSettings): ClubFormat {
  const dates = (options: Intl.DateTimeFormatOptions) =>
    lazily(() => new Intl.DateTimeFormat(locale, options));
  const numbers = (options: Intl.NumberFormatOptions) =>
    lazily(() => new Intl.NumberFormat(locale, { style: 'currency', currency, ...options }));
  const numeric = dates({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const long = dates({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const short = dates({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  const instant = dates({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dateTime = dates({ dateStyle: 'medium', timeStyle: 'short' });
  const money = numbers({});
  const whole = numbers({ minimumFractionDigits: 0, maximumFractionDigits: 0 });
  /** A calendar date ('2026-03-01') in one of the date formats, or 'Date TBD'. */
  const onDay =
    (format: () => Intl.DateTimeFormat) =>
    (date: string | null | undefined): string => {
      const parts = date ? parseIsoDate(date) : null;
      return parts
        ? format().format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)))
        : NO_DATE;
    };
  return {
    locale,
    currency,
    date: onDay(numeric),
    shortDate: onDay(short),
    longDate: onDay(long),
    instantDate: (at) => instant().format(new Date(at)),
    dateTime: (at) => dateTime().format(new Date(at)),
    money: (cents) => money().format(cents / 100),
    moneyWhole: (cents) => whole().format(cents / 100),
  };
}

/** Whether a change of time zone moves anything: meetings keep their date and wall-clock time. */
export const TIME_ZONE_CHANGE_NOTE =
  'Meetings already scheduled keep their date and time on the clock (7:00 PM stays 7:00 PM) in the new time zone.';
