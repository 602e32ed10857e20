import { describe, it, expect } from 'vitest';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  SETTINGS_TEXT,
  addMemberSchema,
  agendaTemplateSchema,
  changeRoleSchema,
  clubFormSchema,
  clubMissionSchema,
  guestProfileSchema,
  isAllowedLogoUrl,
  isPublicPlatformSetting,
  isValidTimeZone,
  logoFileMessage,
  logoUrlSchema,
  meetingSettingsSchema,
  memberProfileSchema,
  menuItemSchema,
  numberOr,
  platformSettingSchema,
  settingValuePreview,
  showPlatformLogo,
  updateAgendaTemplateSchema,
  validateLogoFile,
} from './schemas';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined => result.error?.issues[0]?.message;

const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

describe('numberOr', () => {
  it.each<[unknown, number]>([
    [5, 5],
    ['7', 7],
    [' 2.5 ', 2.5],
    ['', 9],
    ['  ', 9],
    ['abc', 9],
    [null, 9],
    [undefined, 9],
    [Number.NaN, 9],
    [Number.POSITIVE_INFINITY, 9],
    ['Infinity', 9],
    [true, 9],
  ])('%j → %s', (value, n) => {
    expect(numberOr(9)(value)).toBe(n);
  });
});

describe('club form', () => {
  const valid = {
    name: 'Harbour Speakers',
    clubNumber: '1234567',
    district: '70',
    meetingLocation: 'Library',
    meetingDay: 'Tuesday',
    meetingTime: '18:00',
  };

  it('accepts the required fields and nulls the optional ones', () => {
    expect(clubFormSchema.parse(valid)).toEqual({
      ...valid,
      foundedDate: null,
      endTime: null,
      mission: null,
      vpeGuidelines: null,
      logoUrl: null,
    });
  });

  it('accepts every optional field', () => {
    const parsed = clubFormSchema.parse({
      ...valid,
      foundedDate: '1998-05-01',
      endTime: '20:00',
      mission: ' Grow ',
      vpeGuidelines: 'Sign up early',
      logoUrl: PNG_DATA_URL,
      timeZone: 'Australia/Perth',
      meetingSettings: {
        rsvpDeadline: '2',
        mealDeadline: 'soon',
        defaultTheme: 'Growth',
        meetingFormat: 'hybrid',
      },
    });
    expect(parsed).toMatchObject({
      foundedDate: '1998-05-01',
      endTime: '20:00',
      mission: 'Grow',
      logoUrl: PNG_DATA_URL,
      timeZone: 'Australia/Perth',
      meetingSettings: {
        rsvpDeadline: 2,
        mealDeadline: 11,
        defaultTheme: 'Growth',
        meetingFormat: 'hybrid',
      },
    });
  });

  it('empty optional values become null', () => {
    expect(
      clubFormSchema.parse({ ...valid, foundedDate: '', endTime: '', mission: '  ', logoUrl: '' }),
    ).toMatchObject({
      foundedDate: null,
      endTime: null,
      mission: null,
      logoUrl: '',
    });
  });

  // Number, district and location are optional (a new club may have none yet); the meeting day
  // comes from the list of weekdays.
  it.each([
    ['name', 'Club name is required'],
    ['meetingDay', 'Choose the meeting day from the list'],
    ['meetingTime', 'Meeting time is required'],
  ])('%s missing or blank → %s', (field, message) => {
    expect(firstMessage(clubFormSchema.safeParse({ ...valid, [field]: '  ' }))).toBe(message);
    expect(firstMessage(clubFormSchema.safeParse({ ...valid, [field]: undefined }))).toBe(message);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['meeting time not a clock', { meetingTime: '6pm' }, 'Meeting time: enter a time as HH:MM'],
    ['end time not a clock', { endTime: '8pm' }, 'End time: enter a time as HH:MM'],
    ['bad founded date', { foundedDate: '1998-02-30' }, 'Founded date: enter a valid date'],
    ['a day not on the list', { meetingDay: 'Wendsday' }, 'Choose the meeting day from the list'],
    [
      'http logo',
      { logoUrl: 'http://example.org/logo.png' },
      'Enter an https:// address or upload a PNG, JPEG, GIF or WebP image',
    ],
    ['unknown zone', { timeZone: 'Mars/Olympus' }, 'Choose a valid time zone'],
    [
      'club number too long',
      { clubNumber: 'x'.repeat(51) },
      'Club number must be at most 50 characters',
    ],
  ])('%s', (_name, overrides, message) => {
    expect(firstMessage(clubFormSchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });

  it('mission patch', () => {
    expect(clubMissionSchema.parse({ mission: ' Speak up ' })).toEqual({ mission: 'Speak up' });
    expect(clubMissionSchema.parse({})).toEqual({ mission: null });
  });
});

describe('meeting settings', () => {
  it.each<[Record<string, unknown>, number, number]>([
    [{}, 1, 11],
    [{ rsvpDeadline: 'abc', mealDeadline: '' }, 1, 11],
    [{ rsvpDeadline: '3', mealDeadline: 24 }, 3, 24],
    [{ rsvpDeadline: 0, mealDeadline: 0 }, 0, 0],
    [{ rsvpDeadline: null, mealDeadline: Number.NaN }, 1, 11],
  ])('%j → %i days / %i hours', (input, days, hours) => {
    expect(meetingSettingsSchema.parse(input)).toMatchObject({
      rsvpDeadline: days,
      mealDeadline: hours,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ rsvpDeadline: 31 }, 'RSVP deadline must be between 0 and 30 days'],
    [{ rsvpDeadline: -1 }, 'RSVP deadline must be between 0 and 30 days'],
    [{ rsvpDeadline: 1.5 }, 'RSVP deadline must be whole days'],
    [{ mealDeadline: 169 }, 'Meal deadline must be between 0 and 168 hours'],
    [{ mealDeadline: 2.5 }, 'Meal deadline must be whole hours'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(meetingSettingsSchema.safeParse(input))).toBe(message);
  });
});

describe('agenda templates', () => {
  const valid = { name: 'Standard', content: 'Opening\nSpeeches' };
  const structure = JSON.stringify([
    { title: 'Opening', startTime: '19:00', endTime: '19:05', duration: 5, type: 'opening' },
  ]);

  it('defaults', () => {
    expect(agendaTemplateSchema.parse(valid)).toEqual({
      ...valid,
      isDefault: false,
      meetingDuration: 120,
    });
  });

  it('accepts a structure and the bounds 30 and 300', () => {
    expect(
      agendaTemplateSchema.safeParse({ ...valid, structure, meetingDuration: 30 }).success,
    ).toBe(true);
    expect(
      agendaTemplateSchema.safeParse({
        ...valid,
        structure: null,
        meetingDuration: 300,
        isDefault: true,
      }).success,
    ).toBe(true);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '' }, 'Template name is required'],
    [{ name: undefined }, 'Template name is required'],
    [{ content: '   ' }, 'Template content is required'],
    [{ content: undefined }, 'Template content is required'],
    [{ meetingDuration: 29 }, 'Meeting duration must be between 30 and 300 minutes'],
    [{ meetingDuration: 301 }, 'Meeting duration must be between 30 and 300 minutes'],
    [{ meetingDuration: 90.5 }, 'Meeting duration must be between 30 and 300 minutes'],
    [{ meetingDuration: '120' }, 'Meeting duration must be between 30 and 300 minutes'],
    [{ structure: '[{"title":""}]' }, 'Invalid template structure'],
    [{ structure: 'not json' }, 'Invalid template structure'],
  ])('%j → %s', (overrides, message) => {
    expect(firstMessage(agendaTemplateSchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });

  it('update takes name, content and isDefault only', () => {
    expect(
      updateAgendaTemplateSchema.parse({ ...valid, meetingDuration: 10, isDefault: true }),
    ).toEqual({ ...valid, isDefault: true });
  });
});

describe('menu items', () => {
  const valid = { name: 'Barramundi', category: 'meal', price: '37' };

  it.each<[unknown, number]>([
    ['37', 37],
    [37.456, 37.46],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [0, 0],
  ])('price %j → %s', (price, parsed) => {
    expect(menuItemSchema.parse({ ...valid, price }).price).toBe(parsed);
  });

  it('defaults', () => {
    expect(menuItemSchema.parse(valid)).toEqual({
      name: 'Barramundi',
      category: 'meal',
      price: 37,
      description: null,
      available: true,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: ' ' }, 'Item name is required'],
    [{ category: '' }, 'Category is required'],
    [{ category: undefined }, 'Category is required'],
    [{ category: 'dessert' }, 'Category is required'],
    [{ price: -1 }, 'Price must be positive'],
    [{ price: '-0.01' }, 'Price must be positive'],
    [{ price: 1e9 }, 'Price is too large'],
  ])('%j → %s', (overrides, message) => {
    expect(firstMessage(menuItemSchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });
});

describe('logo', () => {
  it.each<[string, number, string]>([
    ['image/png', 1024, 'ok'],
    ['image/jpeg', LOGO_MAX_BYTES, 'ok'],
    ['IMAGE/GIF', 10, 'ok'],
    ['image/webp', 10, 'ok'],
    ['image/png', LOGO_MAX_BYTES + 1, 'too_large'],
    ['image/png', Number.NaN, 'too_large'],
    ['image/svg+xml', 10, 'invalid_type'],
    ['application/pdf', 10, 'invalid_type'],
    ['', 10, 'invalid_type'],
    ['text/html', LOGO_MAX_BYTES + 1, 'invalid_type'],
  ])('%s, %i bytes → %s', (type, size, expected) => {
    const result = validateLogoFile({ type, size });
    if (expected === 'ok') expect(result).toEqual({ ok: true, value: { type, size } });
    else expect(result).toEqual({ ok: false, violation: expected });
  });

  it('max is 5 MiB', () => {
    expect(LOGO_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('messages per screen', () => {
    expect(logoFileMessage('invalid_type')).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file (PNG, JPG, etc.).',
    });
    expect(logoFileMessage('too_large')).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
    expect(logoFileMessage('invalid_type', 'platform')).toEqual({
      title: 'Invalid File Type',
      description: 'Please select an image file (PNG, JPG, etc.)',
    });
    expect(LOGO_MESSAGES.platform.too_large.title).toBe('File too large');
  });

  it.each([
    [PNG_DATA_URL, true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:image/gif;base64,R0lGOD==', true],
    ['data:image/webp;base64,UklGR', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data:text/html;base64,PGgxPg==', false],
    ['data:image/png;base64,<script>', false],
    [`data:image/png;base64,${'A'.repeat(7_000_000)}`, false],
    ['https://example.org/logo.png', true],
    [`https://example.org/${'a'.repeat(480)}`, true],
    [`https://example.org/${'a'.repeat(481)}`, false],
    ['http://example.org/logo.png', false],
    ['javascript:alert(1)', false],
    ['https:', false],
    ['//example.org/logo.png', false],
    ['', false],
  ])('isAllowedLogoUrl(%s) → %s', (url, allowed) => {
    expect(isAllowedLogoUrl(url)).toBe(allowed);
  });

  it.each([
    ['', true],
    [' https://example.org/a.png ', true],
    ['ftp://example.org/a.png', false],
  ])('logoUrlSchema(%j) → %s', (url, valid) => {
    expect(logoUrlSchema.safeParse(url).success).toBe(valid);
  });

  it.each([
    [PNG_DATA_URL, true],
    ['https://example.org/logo.png', false],
    [null, false],
    [undefined, false],
  ])('showPlatformLogo(%j) → %s', (url, shown) => {
    expect(showPlatformLogo(url)).toBe(shown);
  });
});

describe('time zones', () => {
  it.each([
    ['Australia/Sydney', true],
    ['UTC', true],
    ['Not/AZone', false],
    ['', false],
  ])('%j → %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});

describe('member profile', () => {
  it.each<[unknown, number | string]>([
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 7],
    ['7', 7],
    ['abc', 3],
    [undefined, 3],
    [null, 3],
    [5, 'Reminder days must be 1, 2, 3 or 7'],
    [0, 'Reminder days must be 1, 2, 3 or 7'],
  ])('reminderDays %j → %j', (reminderDays, expected) => {
    const result = memberProfileSchema.safeParse({
      communicationPreferences: { email: true, reminderDays },
    });
    expect(
      result.success ? result.data.communicationPreferences?.reminderDays : firstMessage(result),
    ).toBe(expected);
  });

  it.each([
    [{ mentorshipStatus: 'both' }, true],
    [{ mentorshipStatus: 'mentor' }, false],
    [{ mentorshipInterests: { availability: 'bi-weekly', preferred_format: 'in-person' } }, true],
    [{ mentorshipInterests: { availability: 'daily' } }, false],
    [{ mentorshipInterests: { preferred_format: 'fax' } }, false],
    [{ mentorshipInterests: { emailNotifications: false, appNotifications: true } }, true],
    [{ mentoringAreas: ['Speech writing'], seekingMentorshipIn: [] }, true],
    [{ mentoringAreas: [''] }, false],
    [{ communicationPreferences: { app: false } }, true],
  ])('mentorship and in-app fields %j → valid %s', (input, valid) => {
    expect(memberProfileSchema.safeParse(input).success).toBe(valid);
  });

  it('mentorship goals are optional text like the rest', () => {
    expect(
      memberProfileSchema.parse({ mentorshipInterests: { goals: '  Lead  ' } }).mentorshipInterests,
    ).toEqual({ goals: 'Lead' });
  });

  it('optional text is trimmed, bounded and emptied to null', () => {
    expect(
      memberProfileSchema.parse({
        bio: ' Hello ',
        goals: '',
        preferredSpeechFrequency: 'monthly',
        availableWeekends: true,
      }),
    ).toEqual({
      bio: 'Hello',
      goals: null,
      preferredSpeechFrequency: 'monthly',
      availableWeekends: true,
      tmiMemberNumber: null,
      availableWeekdays: null,
      rolePreferences: null,
      dietaryRestrictions: null,
      emergencyContact: null,
      emergencyPhone: null,
      mentorshipExperience: null,
    });
    expect(memberProfileSchema.safeParse({ bio: 'x'.repeat(5001) }).success).toBe(false);
    expect(memberProfileSchema.safeParse({ preferredSpeechFrequency: 'daily' }).success).toBe(
      false,
    );
  });

  it('guest profile ignores membershipStatus', () => {
    expect(
      guestProfileSchema.parse({
        interests: 'Speaking',
        membershipStatus: 'member',
        emailNotifications: false,
      }),
    ).toEqual({
      interests: 'Speaking',
      howHeardAboutClub: null,
      visitationGoals: null,
      dietaryRestrictions: null,
      emergencyContact: null,
      emergencyPhone: null,
      emailNotifications: false,
    });
  });
});

describe('add member and role change', () => {
  it('defaults to member', () => {
    expect(addMemberSchema.parse({ name: ' Ann ', email: 'ann@example.org' })).toEqual({
      name: 'Ann',
      email: 'ann@example.org',
      role: 'member',
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ name: '', email: 'a@b.org' }, 'Full name is required'],
    [{ name: 'Ann', email: '' }, 'Email is required'],
    [{ name: 'Ann', email: 'ann' }, 'Enter a valid email address'],
    [{ name: 'Ann', email: 'a@b.org', role: 'president' }, 'Role must be member, guest or officer'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(addMemberSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['officer', true],
    ['guest', true],
    ['president', true],
    ['admin', false],
  ])('changeRoleSchema %s → %s', (role, valid) => {
    expect(changeRoleSchema.safeParse({ role }).success).toBe(valid);
  });
});

describe('platform settings', () => {
  it.each([
    ['platform_logo_url', true],
    ['stripe_secret', false],
  ])('isPublicPlatformSetting(%s) → %s', (key, isPublic) => {
    expect(isPublicPlatformSetting(key)).toBe(isPublic);
  });

  it.each([
    [null, ''],
    ['short', 'short'],
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), `${'x'.repeat(100)}...`],
  ])('settingValuePreview %#', (value, preview) => {
    expect(settingValuePreview(value)).toBe(preview);
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ key: 'platform_logo_url', value: PNG_DATA_URL }, true],
    [{ key: 'platform_logo_url', value: '' }, true],
    [{ key: 'platform_logo_url', value: 'javascript:alert(1)' }, false],
    [{ key: 'support_email', value: 'help@example.org', description: 'Support' }, true],
    [{ key: 'bad key!', value: 'x' }, false],
    [{ key: '', value: 'x' }, false],
  ])('platformSettingSchema %j → %s', (input, valid) => {
    expect(platformSettingSchema.safeParse(input).success).toBe(valid);
  });

  it('texts', () => {
    expect(SETTINGS_TEXT.noClub).toBe('Join a club to view settings.');
    expect(SETTINGS_TEXT.platform.empty).toBe('No platform settings configured yet.');
  });
});
