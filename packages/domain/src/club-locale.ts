// Validation of a club's locale and currency (the lists and the formatter are in club-format.ts,
// kept free of zod for the screens that only show dates and money).
import { z } from 'zod';
import { CLUB_LOCALE_MESSAGES, CURRENCY_VALUES, LOCALE_VALUES } from './club-format';

export const clubLocaleSchema = z.enum(LOCALE_VALUES, { error: CLUB_LOCALE_MESSAGES.locale });
export const clubCurrencySchema = z.enum(CURRENCY_VALUES, {
  error: CLUB_LOCALE_MESSAGES.currency,
});
