// New clubs: who may create one, what a new club needs, and the words of the screens that start
// a club (docs/decisions/032-clubs-come-into-being.md).
import { z } from 'zod';
import { isValidTimeZone } from './schemas';
import { parseClockMinutes, WEEKDAYS } from './meetings';
import { clubCurrencySchema, clubLocaleSchema } from './club-locale';
import { fieldTooLong, requiredString } from './validation';

/**
 * The platform setting that lets any signed-in person create a club (and become its president):
 * 'true' or 'false'. Without a row, production says no and development says yes.
 */
export const CLUB_CREATION_SETTING_KEY = 'allow_club_creation';

/** Whether anyone signed in may create a club, from the setting's value and the environment. */
export function clubCreationOpen(settingValue: string | null | undefined, production: boolean) {
  const value = settingValue?.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return !production;
}

export const NEW_CLUB_MESSAGES = {
  name: 'Club name is required',
  timeZone: 'Choose a valid time zone',
  meetingDay: 'Choose a meeting day',
  meetingTime: 'Enter a time as HH:MM',
  presidentEmail: 'Enter a valid e-mail address',
} as const;

/** A new club: name, number, district, time zone, meeting day and time; optionally its president. */
export const newClubSchema = z.object({
  name: requiredString(NEW_CLUB_MESSAGES.name, 255),
  clubNumber: z
    .string()
    .trim()
    .max(50, fieldTooLong('Club number', 50))
    .nullish()
    .transform((v) => (v ? v : null)),
  district: z
    .string()
    .trim()
    .max(50, fieldTooLong('District', 50))
    .nullish()
    .transform((v) => (v ? v : null)),
  timeZone: z
    .string({ error: NEW_CLUB_MESSAGES.timeZone })
    .trim()
    .max(64, NEW_CLUB_MESSAGES.timeZone)
    .refine(isValidTimeZone, NEW_CLUB_MESSAGES.timeZone),
  /** How the club writes dates, and the currency of its prices (decision 060). */
  locale: clubLocaleSchema,
  currency: clubCurrencySchema,
  meetingDay: z.enum(WEEKDAYS, { error: NEW_CLUB_MESSAGES.meetingDay }),
  meetingTime: z
    .string({ error: NEW_CLUB_MESSAGES.meetingTime })
    .trim()
    .max(16, NEW_CLUB_MESSAGES.meetingTime)
    .refine((v) => parseClockMinutes(v) !== null, NEW_CLUB_MESSAGES.meetingTime),
  /** The first president, by e-mail (the super admin only); without it the creator presides. */
  presidentEmail: z
    .email(NEW_CLUB_MESSAGES.presidentEmail)
    .trim()
    .max(254, NEW_CLUB_MESSAGES.presidentEmail)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type NewClubInput = z.input<typeof newClubSchema>;
export type NewClubValues = z.output<typeof newClubSchema>;

export const CLUB_FOUNDING_TEXT = {
  archived: 'This club is archived: its records can be read but no longer changed.',
  creationClosed:
    'Forbidden: creating clubs is not open on this platform. Please ask the platform administrator.',
  presidentOnlyForAdmin:
    'Forbidden: only the platform administrator appoints a president by e-mail',
  duplicateNumber: 'Another club already uses this club number',
  notArchived: 'This club is not archived.',
} as const;
