import { describe, expect, it } from 'vitest';
import { clubCreationOpen, newClubSchema } from './club-founding';

describe('clubCreationOpen', () => {
  it.each([
    ['true', true, true],
    [' TRUE ', true, true],
    ['false', false, false],
    ['false', true, false],
    [null, false, true],
    [undefined, true, false],
    ['maybe', false, true],
    ['maybe', true, false],
  ] as const)('setting %s, production %s → %s', (value, production, open) => {
    expect(clubCreationOpen(value, production)).toBe(open);
  });
});

describe('newClubSchema', () => {
  const valid = {
    name: ' Harbour Speakers ',
    clubNumber: '1234',
    district: '70',
    timeZone: 'Australia/Sydney',
    meetingDay: 'Tuesday',
    meetingTime: '18:30',
    locale: 'en-AU',
    currency: 'AUD',
  };

  it('accepts a club and trims it; empty number and district become null', () => {
    expect(newClubSchema.parse({ ...valid, clubNumber: '', district: '' })).toEqual({
      ...valid,
      name: 'Harbour Speakers',
      clubNumber: null,
      district: null,
    });
  });

  it('keeps a president e-mail and drops an empty one', () => {
    expect(newClubSchema.parse({ ...valid, presidentEmail: 'p@example.org' }).presidentEmail).toBe(
      'p@example.org',
    );
    expect(newClubSchema.parse({ ...valid, presidentEmail: '' }).presidentEmail).toBeUndefined();
  });

  it.each([
    ['name', { name: '  ' }, 'Club name is required'],
    ['timeZone', { timeZone: 'Mars/Olympus' }, 'Choose a valid time zone'],
    ['meetingDay', { meetingDay: 'Someday' }, 'Choose a meeting day'],
    ['meetingTime', { meetingTime: '25:99' }, 'Enter a time as HH:MM'],
    ['presidentEmail', { presidentEmail: 'nobody' }, 'Enter a valid e-mail address'],
  ])('refuses a bad %s', (field, change, message) => {
    const result = newClubSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
