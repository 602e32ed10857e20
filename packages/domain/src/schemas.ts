// Validation rules (club, meeting settings, templates, menu, logo, profiles, add member) and
// settings messages; untrusted input such as logos is checked here.
import { z } from 'zod';
import { parseTemplateStructure } from './agenda';
import { ADD_MEMBER_ROLE_OPTIONS, CLUB_ROLES } from './club-roles';
import { isIsoDate, parseClockMinutes, WEEKDAYS } from './meetings';
import { clubCurrencySchema, clubLocaleSchema } from './club-locale';
import { ROLES_PER_MEMBER_OPTIONS } from './meeting-roles';
import { requestKeySchema } from './meeting-schemas';
import { MEMBER_FIELD_MESSAGES } from './members';
import {
  areaListSchema,
  MENTORSHIP_AVAILABILITY,
  MENTORSHIP_FORMATS,
  MENTORSHIP_STATUSES,
} from './membership';
import { fail, ok, type Result } from './result';
import { fieldTooLong, requiredString, tooLongMessage } from './validation';
import { DEFAULT_MEAL_DEADLINE_HOURS, DEFAULT_RSVP_DEADLINE_DAYS } from './rsvp';

/** Number from a number or numeric string; anything else gives the fallback. */
export function numberOr(fallback: number): (value: unknown) => number {
  return (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
    if (typeof value === 'string' && value.trim() !== '') {
      const n = Number(value);
      if (Number.isFinite(n)) return n;
    }
    return fallback;
  };
}

const requiredText = requiredString;

/** Optional free text: trimmed, bounded (`field` names it in the length message); empty becomes null. */
const optionalText = (max: number, field?: string) =>
  z
    .string()
    .trim()
    .max(max, field ? fieldTooLong(field, max) : tooLongMessage(max))
    .nullish()
    .transform((v) => (v ? v : null));

const clockText = z
  .string()
  .max(16)
  .trim()
  .refine((v) => parseClockMinutes(v) !== null, 'Meeting time: enter a time as HH:MM');

/** Whether the runtime knows the IANA time zone. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// Logo.

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_ALLOWED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const LOGO_DATA_URL_MAX_LENGTH = 7_000_000;
export const LOGO_HTTPS_URL_MAX_LENGTH = 500;

const LOGO_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;

/** Only data:image/(png|jpeg|gif|webp);base64 (≤ 7,000,000 chars) or https: URLs (≤ 500 chars). */
export function isAllowedLogoUrl(url: string): boolean {
  if (url.startsWith('data:'))
    return url.length <= LOGO_DATA_URL_MAX_LENGTH && LOGO_DATA_URL.test(url);
  if (url.length > LOGO_HTTPS_URL_MAX_LENGTH) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The landing and login pages show the platform logo only for embedded images. */
export function showPlatformLogo(url: string | null | undefined): boolean {
  return (url ?? '').startsWith('data:image');
}

export type LogoViolation = 'invalid_type' | 'too_large';
export type LogoScreen = 'settings' | 'platform';

export const LOGO_MESSAGES: Record<
  LogoScreen,
  Record<LogoViolation, { title: string; description: string }>
> = {
  settings: {
    invalid_type: {
      title: 'Invalid file type',
      description: 'Please select an image file (PNG, JPG, etc.).',
    },
    too_large: { title: 'File too large', description: 'Please select an image smaller than 5MB.' },
  },
  platform: {
    invalid_type: {
      title: 'Invalid File Type',
      description: 'Please select an image file (PNG, JPG, etc.)',
    },
    too_large: { title: 'File too large', description: 'Please select an image smaller than 5MB.' },
  },
};

/** Checks a chosen logo file: PNG, JPEG, GIF or WebP, at most 5 MB. */
export function validateLogoFile(file: {
  type: string;
  size: number;
}): Result<{ type: string; size: number }, LogoViolation> {
  if (!(LOGO_ALLOWED_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return fail('invalid_type');
  if (!(file.size <= LOGO_MAX_BYTES)) return fail('too_large');
  return ok(file);
}

export function logoFileMessage(
  violation: LogoViolation,
  screen: LogoScreen = 'settings',
): { title: string; description: string } {
  return LOGO_MESSAGES[screen][violation];
}

export const LOGO_URL_MESSAGE =
  'Enter an https:// address or upload a PNG, JPEG, GIF or WebP image';

/** A logo URL field: empty (removes the logo) or an allowed URL. */
export const logoUrlSchema = z
  .string()
  .trim()
  .max(LOGO_DATA_URL_MAX_LENGTH, LOGO_URL_MESSAGE)
  .refine((v) => v === '' || isAllowedLogoUrl(v), LOGO_URL_MESSAGE);

// Club and meeting settings.

export const meetingSettingsSchema = z.object({
  rsvpDeadline: z.preprocess(
    numberOr(DEFAULT_RSVP_DEADLINE_DAYS),
    z
      .number()
      .int('RSVP deadline must be whole days')
      .min(0, 'RSVP deadline must be between 0 and 30 days')
      .max(30, 'RSVP deadline must be between 0 and 30 days'),
  ),
  mealDeadline: z.preprocess(
    numberOr(DEFAULT_MEAL_DEADLINE_HOURS),
    z
      .number()
      .int('Meal deadline must be whole hours')
      .min(0, 'Meal deadline must be between 0 and 168 hours')
      .max(168, 'Meal deadline must be between 0 and 168 hours'),
  ),
  defaultTheme: optionalText(255, 'Default theme'),
  meetingFormat: optionalText(50, 'Meeting format'),
});

export const ROLES_PER_MEMBER_MESSAGE = 'Choose one or two roles per member per meeting';

/** The Meeting Settings card (`clubs.updateMeetingSettings`): only these change. */
export const clubMeetingSettingsSchema = meetingSettingsSchema.extend({
  rolesPerMember: z.preprocess(
    numberOr(1),
    z
      .number({ error: ROLES_PER_MEMBER_MESSAGE })
      .int(ROLES_PER_MEMBER_MESSAGE)
      .refine(
        (n) => (ROLES_PER_MEMBER_OPTIONS as readonly number[]).includes(n),
        ROLES_PER_MEMBER_MESSAGE,
      ),
  ),
});
export type ClubMeetingSettingsValues = z.output<typeof clubMeetingSettingsSchema>;

export const NO_MEAL_FEE_MESSAGE = 'No-meal fee must be an amount between 0 and 1000';

/**
 * The club's place and money (`clubs.updatePlace`): its locale, currency, time zone and what
 * attending without a meal costs. Meetings already scheduled keep their date and clock time.
 */
export const clubPlaceSchema = z.object({
  locale: clubLocaleSchema,
  currency: clubCurrencySchema,
  timeZone: z
    .string({ error: 'Choose a valid time zone' })
    .trim()
    .max(64, 'Choose a valid time zone')
    .refine(isValidTimeZone, 'Choose a valid time zone'),
  noMealFee: z.preprocess(
    numberOr(Number.NaN),
    z
      .number({ error: NO_MEAL_FEE_MESSAGE })
      .min(0, NO_MEAL_FEE_MESSAGE)
      .max(1000, NO_MEAL_FEE_MESSAGE)
      .transform((v) => Math.round(v * 100) / 100),
  ),
});
export type ClubPlaceInput = z.input<typeof clubPlaceSchema>;
export type ClubPlaceValues = z.output<typeof clubPlaceSchema>;

export const CLUB_FORM_MESSAGES = {
  name: 'Club name is required',
  meetingDay: 'Choose the meeting day from the list',
  meetingTime: 'Meeting time is required',
} as const;

export const SETTINGS_DEFAULT_MEETING_TIME = { start: '18:00', end: '20:00' } as const;

export const clubFormSchema = z.object({
  name: requiredText(CLUB_FORM_MESSAGES.name, 255),
  clubNumber: optionalText(50, 'Club number'),
  district: optionalText(50, 'District'),
  meetingLocation: optionalText(255, 'Meeting location'),
  meetingDay: z.enum(WEEKDAYS, { error: CLUB_FORM_MESSAGES.meetingDay }),
  meetingTime: requiredText(CLUB_FORM_MESSAGES.meetingTime, 10).pipe(clockText),
  foundedDate: z
    .string()
    .max(32, 'Founded date: enter a valid date')
    .trim()
    .refine((v) => v === '' || isIsoDate(v), 'Founded date: enter a valid date')
    .nullish()
    .transform((v) => (v ? v : null)),
  endTime: z
    .string()
    .max(16, 'End time: enter a time as HH:MM')
    .trim()
    .refine((v) => v === '' || parseClockMinutes(v) !== null, 'End time: enter a time as HH:MM')
    .nullish()
    .transform((v) => (v ? v : null)),
  mission: optionalText(5000, 'Mission'),
  vpeGuidelines: optionalText(10_000, 'VPE guidelines'),
  logoUrl: logoUrlSchema.nullish().transform((v) => v ?? null),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isValidTimeZone, 'Choose a valid time zone')
    .optional(),
  meetingSettings: meetingSettingsSchema.optional(),
});

export type ClubFormInput = z.input<typeof clubFormSchema>;
export type ClubFormValues = z.output<typeof clubFormSchema>;

/** PATCH /api/clubs/{id} after an agenda save. */
export const clubMissionSchema = z.object({ mission: optionalText(5000) });

// Agenda templates.

export const TEMPLATE_DURATION = { min: 30, max: 300, default: 120 } as const;
const durationMessage = `Meeting duration must be between ${TEMPLATE_DURATION.min} and ${TEMPLATE_DURATION.max} minutes`;

export const agendaTemplateSchema = z.object({
  name: requiredText('Template name is required', 255),
  content: z
    .string({ error: 'Template content is required' })
    .max(100_000, tooLongMessage(100_000))
    .refine((v) => v.trim() !== '', 'Template content is required'),
  isDefault: z.boolean().default(false),
  meetingDuration: z
    .number({ error: durationMessage })
    .int(durationMessage)
    .min(TEMPLATE_DURATION.min, durationMessage)
    .max(TEMPLATE_DURATION.max, durationMessage)
    .default(TEMPLATE_DURATION.default),
  structure: z
    .string()
    .max(200_000)
    .refine((v) => parseTemplateStructure(v) !== null, 'Invalid template structure')
    .nullish(),
  /** The same key again answers with the template it made (a double submit makes one). */
  requestKey: requestKeySchema.optional(),
});

/** PUT /api/agenda-templates/{id}: name, content, isDefault and, when given, the structure. */
export const updateAgendaTemplateSchema = agendaTemplateSchema.pick({
  name: true,
  content: true,
  isDefault: true,
  structure: true,
});

// Menu items.

export const MENU_CATEGORIES = [
  'meal',
  'drink_6pm',
  'drink_7pm',
  'snack',
  'coffee_tea',
  'wine_spirits',
  'beer',
  'soft_drink',
  'extras',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

export const MENU_CATEGORY_LABELS: Record<MenuCategory, string> = {
  meal: 'Meal',
  drink_6pm: '6pm Drink',
  drink_7pm: '7pm Drink',
  snack: 'Snack',
  coffee_tea: 'Coffee & Tea',
  wine_spirits: 'Wine & Spirits',
  beer: 'Beer',
  soft_drink: 'Soft Drink',
  extras: 'Extras',
};

export const MENU_PRICE_MAX = 99_999_999.99;

export const menuItemSchema = z.object({
  name: requiredText('Item name is required', 255),
  category: z.enum(MENU_CATEGORIES, { error: 'Category is required' }),
  price: z.preprocess(
    numberOr(0),
    z
      .number()
      .min(0, 'Price must be positive')
      .max(MENU_PRICE_MAX, 'Price is too large')
      .transform((v) => Math.round(v * 100) / 100),
  ),
  description: optionalText(2000),
  available: z.boolean().default(true),
  clubId: z.number().int().positive().optional(),
  /** The same key again answers with the item it made (a double submit makes one). */
  requestKey: requestKeySchema.optional(),
});

export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemValues = z.output<typeof menuItemSchema>;

// Profiles and members.

export const SPEECH_FREQUENCIES = [
  'weekly',
  'bi-weekly',
  'monthly',
  'quarterly',
  'as-needed',
] as const;
export const REMINDER_DAY_OPTIONS = [1, 2, 3, 7] as const;
export const DEFAULT_REMINDER_DAYS = 3;
export const REMINDER_BADGE_DAYS = [7, 3, 1] as const;

export const memberProfileSchema = z.object({
  tmiMemberNumber: optionalText(50),
  bio: optionalText(5000),
  goals: optionalText(5000),
  availableWeekdays: optionalText(255),
  availableWeekends: z.boolean().optional(),
  preferredSpeechFrequency: z.enum(SPEECH_FREQUENCIES).nullish(),
  rolePreferences: optionalText(1000),
  dietaryRestrictions: optionalText(1000),
  emergencyContact: optionalText(255),
  emergencyPhone: optionalText(50),
  mentorshipStatus: z.enum(MENTORSHIP_STATUSES).optional(),
  mentorshipExperience: optionalText(2000),
  mentoringAreas: areaListSchema.optional(),
  seekingMentorshipIn: areaListSchema.optional(),
  /** The mentorship tab's choices, in the names the profile form has always used. */
  mentorshipInterests: z
    .object({
      availability: z.enum(MENTORSHIP_AVAILABILITY).optional(),
      preferred_format: z.enum(MENTORSHIP_FORMATS).optional(),
      goals: optionalText(2000),
      emailNotifications: z.boolean().optional(),
      appNotifications: z.boolean().optional(),
    })
    .optional(),
  communicationPreferences: z
    .object({
      email: z.boolean().optional(),
      sms: z.boolean().optional(),
      app: z.boolean().optional(),
      /** Offers of roles and asks to take one: in the app, by e-mail and on devices. */
      offers: z.boolean().optional(),
      reminderDays: z.preprocess(
        numberOr(DEFAULT_REMINDER_DAYS),
        z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(7)], {
          error: 'Reminder days must be 1, 2, 3 or 7',
        }),
      ),
    })
    .optional(),
});

export type MemberProfileValues = z.output<typeof memberProfileSchema>;

/** Guest profile: all optional text plus the e-mail flag; membershipStatus is never accepted. */
export const guestProfileSchema = z.object({
  interests: optionalText(2000),
  howHeardAboutClub: optionalText(500),
  visitationGoals: optionalText(2000),
  dietaryRestrictions: optionalText(1000),
  emergencyContact: optionalText(255),
  emergencyPhone: optionalText(50),
  emailNotifications: z.boolean().optional(),
});

// Kept here rather than in members.ts, which screens load for names only (no zod there).
export const memberNameSchema = requiredString(MEMBER_FIELD_MESSAGES.nameRequired, 255);

export const memberEmailSchema = z
  .string({ error: MEMBER_FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, MEMBER_FIELD_MESSAGES.emailRequired)
  .max(254, tooLongMessage(254))
  .pipe(z.email({ error: MEMBER_FIELD_MESSAGES.emailInvalid }));

export const addMemberSchema = z.object({
  name: memberNameSchema,
  email: memberEmailSchema,
  role: z
    .enum(ADD_MEMBER_ROLE_OPTIONS, { error: 'Role must be member, guest or officer' })
    .default('member'),
});

export type AddMemberInput = z.input<typeof addMemberSchema>;

export const changeRoleSchema = z.object({ role: z.enum(CLUB_ROLES, { error: 'Choose a role' }) });

// Platform settings (super admin).

export const PUBLIC_PLATFORM_SETTING_KEYS = ['platform_logo_url'] as const;
export const SETTING_VALUE_PREVIEW_LENGTH = 100;

export function isPublicPlatformSetting(key: string): boolean {
  return (PUBLIC_PLATFORM_SETTING_KEYS as readonly string[]).includes(key);
}

/** Setting value shown truncated to 100 characters plus '...'. */
export function settingValuePreview(value: string | null | undefined): string {
  const text = value ?? '';
  return text.length > SETTING_VALUE_PREVIEW_LENGTH
    ? `${text.slice(0, SETTING_VALUE_PREVIEW_LENGTH)}...`
    : text;
}

export const platformSettingSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(1, 'Key is required')
      .max(100)
      .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores'),
    value: z.string().max(LOGO_DATA_URL_MAX_LENGTH),
    description: optionalText(500),
  })
  .refine((s) => s.key !== 'platform_logo_url' || s.value === '' || isAllowedLogoUrl(s.value), {
    message: LOGO_URL_MESSAGE,
    path: ['value'],
  });

export const SETTINGS_TEXT = {
  noClub: 'Join a club to view settings.',
  clubUpdated: 'Club information updated successfully',
  clubUpdateFailed: 'Failed to update club information',
  meetingSettingsUpdated: 'Meeting settings updated successfully',
  meetingSettingsFailed: 'Failed to update meeting settings',
  menuItemCreated: 'Menu item created successfully',
  menuItemDeleted: 'Menu item deleted successfully',
  menuItemCreateFailed: 'Failed to create menu item',
  menuItemDeleteFailed: 'Failed to delete menu item',
  inactiveBadge: 'Inactive',
  imageUploaded: 'Image uploaded',
  imageReadFailed: 'Upload failed: Failed to read the image file.',
  imageUploadFailed: 'Failed to upload the image.',
  noClubError: 'No club selected',
  platform: {
    title: 'Super Admin Dashboard',
    imageUploaded: 'Image Uploaded',
    imageUploadedHint: 'Click Save to apply changes.',
    uploadFailed: { title: 'Upload Failed', description: 'Failed to upload image' },
    updated: {
      title: 'Settings Updated',
      description: 'Platform settings have been updated successfully.',
    },
    updateFailed: { title: 'Update Failed', description: 'Failed to update platform settings.' },
    empty: 'No platform settings configured yet.',
  },
} as const;
