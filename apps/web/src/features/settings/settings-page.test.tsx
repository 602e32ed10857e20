import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { clubDetails, signedInAs, type ClubRole, directoryEntry } from '../../test/fixtures';
import { DEFAULT_NOTIFICATION_SETTINGS, PRESET_TEXT, REMINDER_TEXT } from '@lectern/domain';
import { LIVE_SETTINGS_TEXT } from './live-settings-text';
import { SETTINGS_PAGE_TEXT as T, SETTINGS_TEXT, TEMPLATE_TEXT } from './text';

const CLUB = clubDetails();

/** Meeting Night's card loads its own chunk first (slow on a busy machine). */
const LAZY_CARD = { timeout: 15_000 };

const MEMBERS = [
  directoryEntry(7, 'president', 'Ann', 'Lee', {
    user: { firstName: 'Ann', lastName: 'Lee', profileImageUrl: null, email: 'ann@example.org' },
  }),
];

const MENU: RouterOutputs['menuItems']['list'] = [
  {
    id: 1,
    clubId: 1,
    name: 'Soup',
    description: null,
    price: '12.50',
    category: 'meal',
    available: false,
  },
];

function handlers(role: ClubRole, extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs(role),
    'clubs.get': () => CLUB,
    'members.list': () => MEMBERS,
    'menuItems.list': () => MENU,
    'reminders.settings': () => DEFAULT_NOTIFICATION_SETTINGS,
    'live.settings': () => ({
      voteCategories: ['Best Joke'],
      fillerWords: [],
      guestsMayVote: false,
      timingPresets: { table_topics: { minSeconds: 90, maxSeconds: 150 } },
    }),
    'agendaTemplates.list': () => [
      {
        id: 3,
        name: 'Standard',
        isDefault: true,
        content: 'x',
        meetingDuration: 120,
        structure: null,
      },
    ],
    ...extra,
  };
}

describe('Club Settings (/settings)', () => {
  it('asks for a club when the person has none', async () => {
    renderAppAt('/settings', { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(await screen.findByText(SETTINGS_TEXT.noClub)).toBeTruthy();
  });

  it('gives officers every card, the 18:00–20:00 default time, the officers and the menu', async () => {
    renderAppAt('/settings', handlers('president'));
    expect(await screen.findByRole('heading', { name: 'Club Settings' })).toBeTruthy();
    // Meeting Night's card comes on its own chunk.
    expect(
      await screen.findByRole('heading', { name: LIVE_SETTINGS_TEXT.title }, LAZY_CARD),
    ).toBeTruthy();
    for (const card of Object.values(T.cards))
      expect(screen.getByRole('heading', { name: card })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Meeting Time').value).toBe('18:00');
    expect(screen.getByLabelText<HTMLInputElement>('End Time').value).toBe('20:00');
    expect(screen.getByLabelText<HTMLInputElement>(T.meeting.labels.rsvpDeadline).value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>(T.meeting.labels.mealDeadline).value).toBe('11');
    const officers = within(screen.getByRole('region', { name: T.members.officers }));
    expect(officers.getByText('Ann Lee')).toBeTruthy();
    expect(officers.getAllByText('Unassigned').length).toBe(6);
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Standard')).toBeTruthy();
    expect(screen.getByText('(Default)')).toBeTruthy();
  });

  it('shows members the club read-only, without templates or uploads', async () => {
    const { calls } = renderAppAt('/settings', handlers('member'));
    expect(await screen.findByLabelText<HTMLInputElement>('Club Name')).toBeTruthy();
    expect(screen.getByLabelText('Club Name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: T.club.save })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quick/ })).toBeNull();
    expect(screen.getByText(T.templates.officersOnly)).toBeTruthy();
    expect(screen.queryByLabelText(T.members.csvLabel)).toBeNull();
    expect(calls.some((call) => call.path === 'agendaTemplates.list')).toBe(false);
  });

  it('saves club information with its toast, and shows the form’s messages', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', { 'clubs.update': () => ({ ...CLUB, name: 'Harbour Talkers' }) }),
    );
    const name = await screen.findByLabelText('Club Name');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: T.club.save }));
    expect(await screen.findByText('Club name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Harbour Talkers' } });
    fireEvent.click(screen.getByRole('button', { name: T.club.save }));
    expect(await screen.findAllByText(SETTINGS_TEXT.clubUpdated)).toBeTruthy();
    expect(calls.find((call) => call.path === 'clubs.update')?.input).toMatchObject({
      clubId: 1,
      name: 'Harbour Talkers',
      meetingTime: '18:00',
      endTime: '20:00',
      // An empty logo value leaves the club without a logo.
      logoUrl: '',
    });
  });

  it('saves the club’s own vote categories and filler words and lets guests vote, with its toast', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'live.updateSettings': (input) => {
          const { voteCategories, fillerWords, guestsMayVote } = input as {
            voteCategories: string[];
            fillerWords: string[];
            guestsMayVote: boolean;
          };
          return { voteCategories, fillerWords, guestsMayVote, timingPresets: {} };
        },
      }),
    );
    const categories = await screen.findByLabelText<HTMLTextAreaElement>(
      LIVE_SETTINGS_TEXT.categories,
      {},
      LAZY_CARD,
    );
    expect(categories.value).toBe('Best Joke');
    expect(
      screen.getByText('Always voted: Best Speaker, Best Evaluator, Best Table Topics.'),
    ).toBeTruthy();
    fireEvent.change(categories, { target: { value: 'Best Joke\n\n  Best Story  ' } });
    fireEvent.change(screen.getByLabelText(LIVE_SETTINGS_TEXT.words), {
      target: { value: 'basically\nright' },
    });
    fireEvent.click(screen.getByLabelText(LIVE_SETTINGS_TEXT.guestsMayVote));
    fireEvent.click(screen.getByRole('button', { name: LIVE_SETTINGS_TEXT.save }));
    expect((await screen.findAllByText(LIVE_SETTINGS_TEXT.saved)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'live.updateSettings')?.input).toEqual({
      clubId: 1,
      voteCategories: ['Best Joke', 'Best Story'],
      fillerWords: ['basically', 'right'],
      guestsMayVote: true,
      timingPresets: { table_topics: { minSeconds: 90, maxSeconds: 150 } },
    });
  });

  it('saves the club’s own timing: a speech of 4 to 6:30, Table Topics cleared back to the standard', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'live.updateSettings': (input) => {
          const { timingPresets, ...rest } = input as {
            voteCategories: string[];
            fillerWords: string[];
            guestsMayVote: boolean;
            timingPresets: object;
          };
          return { ...rest, timingPresets };
        },
      }),
    );
    const L = LIVE_SETTINGS_TEXT;
    const speechMin = await screen.findByLabelText<HTMLInputElement>(
      L.minimum(L.kinds.speech),
      {},
      LAZY_CARD,
    );
    // The club's Table Topics preset is shown; blank rows show the standard times as hints.
    expect(screen.getByLabelText<HTMLInputElement>(L.minimum(L.kinds.table_topics)).value).toBe(
      '1:30',
    );
    expect(speechMin.value).toBe('');
    expect(speechMin.placeholder).toBe('5:00');
    fireEvent.change(speechMin, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(L.maximum(L.kinds.speech)), {
      target: { value: '6:30' },
    });
    fireEvent.change(screen.getByLabelText(L.minimum(L.kinds.table_topics)), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByLabelText(L.maximum(L.kinds.table_topics)), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: L.save }));
    expect((await screen.findAllByText(L.saved)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'live.updateSettings')?.input).toMatchObject({
      timingPresets: { speech: { minSeconds: 240, maxSeconds: 390 } },
    });
    expect(speechMin.value).toBe('4:00');
  });

  it.each<[string, string, string, string]>([
    ['a minimum not below the maximum', '6', '4', PRESET_TEXT.minNotBelowMax],
    ['a time that is not one', 'soon', '6', LIVE_SETTINGS_TEXT.notATime],
    ['one time without the other', '4', '', LIVE_SETTINGS_TEXT.bothTimes],
    ['a time over 30 minutes', '4', '31', PRESET_TEXT.outOfRange],
  ])('refuses %s without saving, and says why', async (_name, min, max, message) => {
    const { calls } = renderAppAt('/settings', handlers('president'));
    const L = LIVE_SETTINGS_TEXT;
    fireEvent.change(await screen.findByLabelText(L.minimum(L.kinds.speech), {}, LAZY_CARD), {
      target: { value: min },
    });
    fireEvent.change(screen.getByLabelText(L.maximum(L.kinds.speech)), {
      target: { value: max },
    });
    fireEvent.click(screen.getByRole('button', { name: L.save }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.some((call) => call.path === 'live.updateSettings')).toBe(false);
  });

  it('refuses a filler word over 40 characters without saving, and says why', async () => {
    const { calls } = renderAppAt('/settings', handlers('president'));
    fireEvent.change(await screen.findByLabelText(LIVE_SETTINGS_TEXT.words, {}, LAZY_CARD), {
      target: { value: 'x'.repeat(41) },
    });
    fireEvent.click(screen.getByRole('button', { name: LIVE_SETTINGS_TEXT.save }));
    expect(await screen.findByText(LIVE_SETTINGS_TEXT.wordTooLong)).toBeTruthy();
    expect(calls.some((call) => call.path === 'live.updateSettings')).toBe(false);
  });

  it('shows a member the meeting night settings read-only', async () => {
    renderAppAt('/settings', handlers('member'));
    const categories = await screen.findByLabelText(LIVE_SETTINGS_TEXT.categories, {}, LAZY_CARD);
    expect(categories.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: LIVE_SETTINGS_TEXT.save })).toBeNull();
  });

  it('saves meeting settings alone, for a club without a location, with the roles-per-member choice', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'clubs.get': () => ({ ...CLUB, meetingLocation: null, clubNumber: null }),
        'clubs.updateMeetingSettings': () => CLUB,
      }),
    );
    fireEvent.change(await screen.findByLabelText(T.meeting.labels.defaultTheme), {
      target: { value: 'Bridges' },
    });
    expect(screen.getAllByText(T.unsavedNote).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: T.meeting.save }));
    expect(await screen.findAllByText(SETTINGS_TEXT.meetingSettingsUpdated)).toBeTruthy();
    expect(calls.some((call) => call.path === 'clubs.update')).toBe(false);
    expect(calls.find((call) => call.path === 'clubs.updateMeetingSettings')?.input).toEqual({
      clubId: 1,
      rsvpDeadline: 1,
      mealDeadline: 11,
      defaultTheme: 'Bridges',
      meetingFormat: null,
      rolesPerMember: 1,
    });
  });

  it('saves the club’s place and money and shows how its dates read', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'clubs.updatePlace': () => ({ ...CLUB, noMealFee: '0.00' }),
      }),
    );
    expect(await screen.findByText('Dates read like this: 12/02/2026')).toBeTruthy();
    const fee = screen.getByLabelText(T.payments.labels.noMealFee);
    expect((fee as HTMLInputElement).value).toBe('5.00');
    fireEvent.change(fee, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: T.payments.save }));
    expect(await screen.findAllByText(T.payments.saved)).toBeTruthy();
    expect(calls.find((call) => call.path === 'clubs.updatePlace')?.input).toEqual({
      clubId: 1,
      locale: 'en-AU',
      currency: 'AUD',
      timeZone: 'Australia/Sydney',
      noMealFee: 0,
    });
  });

  it('refuses a text file as logo with the screen’s words', async () => {
    renderAppAt('/settings', handlers('president'));
    const file = new File(['hello'], 'logo.txt', { type: 'text/plain' });
    fireEvent.change(await screen.findByLabelText(T.club.labels.logoFile), {
      target: { files: [file] },
    });
    expect((await screen.findAllByText('Invalid file type')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('Please select an image file (PNG, JPG, etc.).').length,
    ).toBeGreaterThan(0);
  });

  it('parses a CSV, dropping a bad row, then uploads it', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', { 'members.bulkUpload': () => ({ processed: 2, added: 2 }) }),
    );
    const csv =
      'name,email,role\nBo Diaz,bo@example.org,member\nNo Email,,guest\nCy Li,cy@example.org,Guest\n';
    fireEvent.change(await screen.findByLabelText(T.members.csvLabel), {
      target: { files: [new File([csv], 'members.csv', { type: 'text/csv' })] },
    });
    expect((await screen.findAllByText('Parsed 2 members from CSV file.')).length).toBeGreaterThan(
      0,
    );
    fireEvent.click(screen.getByRole('button', { name: T.members.upload }));
    expect(
      (await screen.findAllByText('Successfully processed 2 members.')).length,
    ).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'members.bulkUpload')?.input).toEqual({
      clubId: 1,
      members: [
        { name: 'Bo Diaz', email: 'bo@example.org', role: 'member' },
        { name: 'Cy Li', email: 'cy@example.org', role: 'guest' },
      ],
    });
  });

  it('says so when uploading with nothing parsed', async () => {
    renderAppAt('/settings', handlers('president'));
    fireEvent.click(await screen.findByRole('button', { name: T.members.upload }));
    expect((await screen.findAllByText('Please select a CSV file first.')).length).toBeGreaterThan(
      0,
    );
  });

  it('creates a structured template from quick-add items', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'agendaTemplates.create': () => ({
          id: 9,
          clubId: 1,
          name: 'Quick',
          content: '',
          isDefault: false,
          meetingDuration: 120,
          structure: null,
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: T.templates.create }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Structured' }));
    fireEvent.change(within(dialog).getByLabelText(T.templates.labels.name), {
      target: { value: 'Short Night' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call to Order (2 min)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Table Topics (15 min)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.templates.save }));
    expect((await screen.findAllByText(TEMPLATE_TEXT.created)).length).toBeGreaterThan(0);
    const input = calls.find((call) => call.path === 'agendaTemplates.create')?.input as {
      content: string;
      structure: string;
    };
    expect(input.content).toBe('18:00 Call to Order\n18:02 Table Topics');
    expect(JSON.parse(input.structure)).toMatchObject([
      {
        title: 'Call to Order',
        startTime: '18:00',
        endTime: '18:02',
        duration: 2,
        type: 'opening',
      },
      { title: 'Table Topics', startTime: '18:02', endTime: '18:17', duration: 15 },
    ]);
  });

  it('asks before deleting a template', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', { 'agendaTemplates.delete': () => ({ id: 3 }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Standard' }));
    expect(await screen.findByText(TEMPLATE_TEXT.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.templates.deleteConfirm }));
    expect((await screen.findAllByText(TEMPLATE_TEXT.deleted)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'agendaTemplates.delete')?.input).toEqual({
      templateId: 3,
    });
  });

  it('adds a meal of its own at $37.00 (nothing ready-made) and deletes a menu item', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'menuItems.create': () => ({
          id: 5,
          clubId: 1,
          name: 'Meal',
          description: null,
          price: '37.00',
          category: 'meal',
          available: true,
        }),
        'menuItems.delete': () => ({ id: 1 }),
      }),
    );
    await screen.findByRole('button', { name: 'Delete Soup' });
    expect(screen.queryByText('Quick add')).toBeNull();
    fireEvent.change(screen.getByLabelText('Item Name'), {
      target: { value: 'Grilled Barramundi' },
    });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '37' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect((await screen.findAllByText(SETTINGS_TEXT.menuItemCreated)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'menuItems.create')?.input).toEqual({
      clubId: 1,
      name: 'Grilled Barramundi',
      category: 'meal',
      price: 37,
      description: null,
      available: true,
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Soup' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'menuItems.delete')?.input).toEqual({
        menuItemId: 1,
      }),
    );
  });

  it('saves which reminders the club sends; members see them read-only', async () => {
    const { calls } = renderAppAt(
      '/settings',
      handlers('president', {
        'reminders.updateSettings': (input) => ({
          ...DEFAULT_NOTIFICATION_SETTINGS,
          ...(input as object),
        }),
      }),
    );
    const rsvp = await screen.findByLabelText(REMINDER_TEXT.kinds.rsvpReminders);
    expect(rsvp.getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByText(REMINDER_TEXT.days.rsvpReminderDays).length).toBe(1);
    fireEvent.click(rsvp);
    fireEvent.click(screen.getByRole('button', { name: REMINDER_TEXT.save }));
    expect((await screen.findAllByText(REMINDER_TEXT.saved)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'reminders.updateSettings')?.input).toEqual({
      clubId: 1,
      ...DEFAULT_NOTIFICATION_SETTINGS,
      rsvpReminders: false,
    });
  });

  it('shows members the notification settings without a save button', async () => {
    renderAppAt('/settings', handlers('member'));
    const meeting = await screen.findByLabelText(REMINDER_TEXT.kinds.meetingReminders);
    expect(meeting.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: REMINDER_TEXT.save })).toBeNull();
  });
});
