import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { NEW_AGENDA_ITEM_DEFAULTS, parseStoredAgenda, type AgendaItem } from '@lectern/domain';
import {
  FixtureApiError,
  renderAppAt,
  type FixtureCall,
  type FixtureHandlers,
} from '../../test/fixture-api';
import { clubDetails, directoryEntry, meeting, role, signedInAs } from '../../test/fixtures';
import { agendaToSave, editAgendaFormSchema, initialFormValues } from './agenda-form';

const ITEMS: AgendaItem[] = [
  {
    id: '1',
    time: '18:30',
    activity: 'Call to Order',
    maxTime: '2:00',
    greenTime: '1:00',
    amberTime: '1:30',
    redTime: '2:00',
    presenter: 'Old Name',
    roleType: 'sergeant_at_arms',
  },
  {
    id: '2',
    time: '18:32',
    activity: "President's Welcome",
    maxTime: '2:00',
    greenTime: '1:00',
    amberTime: '1:30',
    redTime: '2:00',
    presenter: 'President',
  },
  {
    id: '3',
    time: '18:40',
    activity: 'Prepared Speech 1',
    maxTime: '7:00',
    greenTime: '5:00',
    amberTime: '6:00',
    redTime: '7:00',
    presenter: 'TBD',
    roleType: 'speaker1',
  },
];

const MEETING = meeting(5, {
  date: '2031-03-11',
  theme: 'Courage',
  notes: 'Bring a friend',
  agenda: JSON.stringify(ITEMS),
});

const CLUB = clubDetails({ mission: 'We help people speak.' });

const SERGEANT = {
  ...role(51, 5, 'sergeant_at_arms', 'assigned', 41),
  user: { firstName: 'Liam', lastName: 'Patel' },
};

const MEMBERS = [
  directoryEntry(41, 'member', 'Liam', 'Patel'),
  directoryEntry(42, 'member', 'Olivia', 'Brown'),
];

function handlersFor(extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('vpe'),
    'meetings.get': () => MEETING,
    'meetingRoles.list': () => [SERGEANT],
    'clubs.get': () => CLUB,
    'members.list': () => MEMBERS,
    'meetings.update': () => MEETING,
    'clubs.updateMission': () => CLUB,
    ...extra,
  };
}

function inputOf(calls: FixtureCall[], path: string) {
  return calls.find((call) => call.path === path)?.input as Record<string, unknown> | undefined;
}

async function openEditor(extra: FixtureHandlers = {}) {
  const app = renderAppAt('/meetings/5/edit-agenda', handlersFor(extra));
  await screen.findByRole('heading', { name: 'Harbour Speakers', level: 1 });
  return app;
}

describe('Edit Agenda', () => {
  it('shows a skeleton until the meeting loads', async () => {
    renderAppAt(
      '/meetings/5/edit-agenda',
      handlersFor({ 'meetings.get': () => new Promise(() => {}) }),
    );
    expect(await screen.findByTestId('edit-agenda-skeleton')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('shows the header, the three cards and the editable table', async () => {
    await openEditor();
    expect(screen.getByText('Tuesday 11 March 2031')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Agenda' }).getAttribute('href')).toBe(
      '/meetings/5/view-agenda',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Theme').value).toBe('Courage');
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2031-03-11');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Bring a friend');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Club Mission').value).toBe(
      'We help people speak.',
    );
    expect(screen.getByText('Green: target')).toBeTruthy();
    expect(screen.getByText('Amber: warning')).toBeTruthy();
    expect(screen.getByText('Red: maximum')).toBeTruthy();
    expect(screen.getByTestId('roles-assigned').textContent).toBe('1');
    expect(screen.getByTestId('roles-open').textContent).toBe('0');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Time',
      'Activity',
      'Max Time',
      'Green',
      'Amber',
      'Red',
      'Presenter',
      'Action',
    ]);
    // Role rows get the picker with the holder's name; other rows a free-text presenter.
    expect(screen.getByRole('combobox', { name: 'Presenter, row 1' }).textContent).toContain(
      'Liam Patel',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Presenter, row 2').value).toBe('President');
    expect(screen.getByRole('combobox', { name: 'Presenter, row 3' }).textContent).toContain(
      'Select Member',
    );
  });

  it('saves edited rows, timings, added and deleted items, without touching the mission', async () => {
    const { calls } = await openEditor();
    fireEvent.change(screen.getByLabelText('Activity, row 2'), {
      target: { value: 'Welcome from the Chair' },
    });
    fireEvent.change(screen.getByLabelText('Time, row 2'), { target: { value: '18:33' } });
    fireEvent.change(screen.getByLabelText('Green, row 3'), { target: { value: '4:30' } });
    fireEvent.change(screen.getByLabelText('Presenter, row 2'), { target: { value: 'Ann Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.change(screen.getByLabelText('Activity, row 3'), { target: { value: 'Jokes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Meeting agenda updated successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    const sent = inputOf(calls, 'meetings.update');
    expect(sent).toMatchObject({
      meetingId: 5,
      theme: 'Courage',
      notes: 'Bring a friend',
      date: '2031-03-11',
    });
    const saved = parseStoredAgenda(sent?.agenda as string);
    // Deleting the first row closed its gap: the rows after it start 3 minutes earlier.
    expect(saved).toEqual([
      { ...ITEMS[1], time: '18:30', activity: 'Welcome from the Chair', presenter: 'Ann Lee' },
      { ...ITEMS[2], time: '18:37', greenTime: '4:30' },
      { id: '4', ...NEW_AGENDA_ITEM_DEFAULTS, activity: 'Jokes' },
    ]);
    expect(inputOf(calls, 'clubs.updateMission')).toBeUndefined();
  });

  it("moves the later items when an item's length or time changes", async () => {
    await openEditor();
    const length = screen.getByLabelText('Max Time, row 1');
    fireEvent.focus(length);
    fireEvent.change(length, { target: { value: '5:00' } });
    fireEvent.blur(length);
    const timeOf = (row: number) =>
      screen.getByLabelText<HTMLInputElement>(`Time, row ${row}`).value;
    expect([timeOf(1), timeOf(2), timeOf(3)]).toEqual(['18:30', '18:35', '18:43']);

    const time = screen.getByLabelText('Time, row 2');
    fireEvent.focus(time);
    fireEvent.change(time, { target: { value: '18:45' } });
    fireEvent.blur(time);
    expect([timeOf(1), timeOf(2), timeOf(3)]).toEqual(['18:30', '18:45', '18:53']);
  });

  it('shows each item as a card with its boxes named, and its delete button inside it', async () => {
    await openEditor();
    const cards = screen.getAllByTestId('agenda-item');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Delete row 1' })).toBeTruthy();
    expect(first.getByText('Max Time')).toBeTruthy();
  });

  it('sends the mission only when it changed, and blank details as empty', async () => {
    const { calls } = await openEditor();
    fireEvent.change(screen.getByLabelText('Club Mission'), {
      target: { value: '  Speak with courage.  ' },
    });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Meeting agenda updated successfully')).toBeTruthy();
    expect(inputOf(calls, 'meetings.update')).toMatchObject({ theme: null });
    expect(inputOf(calls, 'clubs.updateMission')).toEqual({
      clubId: 1,
      mission: 'Speak with courage.',
    });
  });

  it('still reports success when only the mission update fails (it is logged)', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await openEditor({
        'clubs.updateMission': () => {
          throw new FixtureApiError('BAD_REQUEST', 'Mission too long');
        },
      });
      fireEvent.change(screen.getByLabelText('Club Mission'), { target: { value: 'New' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Meeting agenda updated successfully')).toBeTruthy();
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('shows the failure toast when the save fails', async () => {
    await openEditor({
      'meetings.update': () => {
        throw new FixtureApiError('FORBIDDEN', 'Forbidden');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update meeting agenda')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it("unassigns a role row with 'Select Member'", async () => {
    const { calls } = await openEditor({
      'meetingRoles.assign': () => ({ ...SERGEANT, userId: null, status: 'open', user: null }),
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Presenter, row 1' }));
    // The member picker's list (the top bar's club selector has options of its own).
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]?.textContent).toBe('Select Member');
    fireEvent.click(options[0] as HTMLElement);
    expect(await screen.findByText('Role assignment updated successfully')).toBeTruthy();
    expect(inputOf(calls, 'meetingRoles.assign')).toEqual({
      roleId: 51,
      meetingId: 5,
      userId: null,
    });
  });

  it('creates the role slot first when a role row has none yet, then assigns', async () => {
    const { calls } = await openEditor({
      'meetingRoles.add': () => role(52, 5, 'speaker1', 'open', null),
      'meetingRoles.assign': () => role(52, 5, 'speaker1', 'assigned', 42),
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Presenter, row 3' }));
    const list = await screen.findByRole('listbox');
    // Liam already holds the Sergeant at Arms role in this meeting.
    expect(within(list).queryByRole('option', { name: 'Liam Patel' })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: 'Olivia Brown' }));
    expect(await screen.findByText('Role assignment updated successfully')).toBeTruthy();
    expect(inputOf(calls, 'meetingRoles.add')).toEqual({ meetingId: 5, roleType: 'speaker1' });
    expect(inputOf(calls, 'meetingRoles.assign')).toEqual({
      roleId: 52,
      meetingId: 5,
      userId: 42,
    });
  });

  it('says so when an assignment fails', async () => {
    await openEditor({
      'meetingRoles.assign': () => {
        throw new FixtureApiError('CONFLICT', 'You already have a role in this meeting');
      },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Presenter, row 1' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olivia Brown' }));
    expect(await screen.findByText('Failed to update role assignment')).toBeTruthy();
  });

  it('starts from the built-in agenda at the meeting time when the stored agenda is plain text', () => {
    const values = initialFormValues(
      {
        theme: null,
        date: null,
        notes: null,
        agenda: 'Call to Order\nTable Topics',
        startTime: '19:00',
      },
      null,
      [{ roleType: 'toastmaster', userId: 41, user: { firstName: 'Liam', lastName: 'Patel' } }],
    );
    expect(values.items).toHaveLength(26);
    expect(values.items[0]?.time).toBe('19:00');
    expect(values.items.find((item) => item.roleType === 'toastmaster')?.presenter).toBe(
      'Liam Patel',
    );
    expect(values).toMatchObject({ theme: '', date: '', notes: '', mission: '' });
  });

  it("stores a role row's presenter as the role's current holder", () => {
    const stored = parseStoredAgenda(
      agendaToSave(ITEMS, [{ ...SERGEANT }, { ...role(53, 5, 'speaker_1', 'open', null) }]),
    );
    expect(stored?.map((item) => item.presenter)).toEqual(['Liam Patel', 'President', 'TBD']);
  });

  it('keeps durations free text but requires clock times', () => {
    const base = { theme: '', date: '', notes: '', mission: '' };
    const free = editAgendaFormSchema.safeParse({
      ...base,
      items: [{ ...ITEMS[1], maxTime: 'about 2', greenTime: '' }],
    });
    expect(free.success).toBe(true);
    const badTime = editAgendaFormSchema.safeParse({
      ...base,
      items: [{ ...ITEMS[1], time: '7pm' }],
    });
    expect(badTime.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.time', 'Enter a time as HH:MM'],
    ]);
  });
});
