import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { clubDetails, meeting, signedInAs } from '../../test/fixtures';
import { nextDateOnWeekday, todayInZone } from '@lectern/domain';

const TEMPLATES = [
  {
    id: 3,
    name: 'Standard Meeting',
    isDefault: true,
    content: 'Call to Order\nSpeeches',
    meetingDuration: 120,
    structure: null,
  },
  {
    id: 4,
    name: 'Contest Night',
    isDefault: false,
    content: 'Contest rules',
    meetingDuration: 150,
    structure: null,
  },
];

function officerHandlers(extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('vpe'),
    'agendaTemplates.list': () => TEMPLATES,
    'meetings.upcoming': () => [],
    ...extra,
  };
}

describe('Create Meeting', () => {
  it('starts from the product’s defaults', async () => {
    renderAppAt('/meetings/create', officerHandlers());
    expect(await screen.findByRole('heading', { name: 'Create New Meeting' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Meeting Title').value).toBe(
      'Weekly Club Meeting',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Start Time').value).toBe('19:00');
    // No place is assumed for a club (the demo's 'Community Center' is not every club's).
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('');
    expect(screen.getByLabelText('Status').textContent).toContain('Scheduled');
    expect(screen.queryByLabelText('Number of weeks')).toBeNull();
    fireEvent.click(screen.getByLabelText('Recurring weekly meeting'));
    expect(screen.getByLabelText<HTMLInputElement>('Number of weeks').value).toBe('0');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/meetings');
  });

  it("starts from the club's own meeting day, time and place", async () => {
    const timeZone = 'Europe/London';
    renderAppAt(
      '/meetings/create',
      officerHandlers({
        'clubs.get': () =>
          clubDetails({
            meetingDay: 'Wednesday',
            meetingTime: '19:30',
            meetingLocation: 'Riverside Library',
            timeZone,
          }),
      }),
    );
    const start = await screen.findByLabelText<HTMLInputElement>('Start Time');
    await waitFor(() => expect(start.value).toBe('19:30'));
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe(
      nextDateOnWeekday(todayInZone(new Date(), timeZone), 'Wednesday'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('Riverside Library');
  });

  it('shows each problem under its own field and does not submit', async () => {
    const { calls } = renderAppAt('/meetings/create', officerHandlers());
    const title = await screen.findByLabelText('Meeting Title');
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Title is required',
    );
    expect(calls.some((call) => call.path === 'meetings.create')).toBe(false);
  });

  it("starts from the club's default template and fills the agenda from the chosen one", async () => {
    renderAppAt('/meetings/create', officerHandlers());
    const trigger = await screen.findByLabelText('Agenda Template');
    await waitFor(() => expect(trigger.textContent).toContain('Standard Meeting (Default)'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Custom Agenda').value).toBe(
      'Call to Order\nSpeeches',
    );
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('option', { name: 'Standard Meeting (Default)' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('option', { name: 'Contest Night' }), { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Custom Agenda').value).toBe(
        'Contest rules',
      ),
    );
  });

  it('creates the meeting, confirms it and returns to the list', async () => {
    const { calls, router } = renderAppAt(
      '/meetings/create',
      officerHandlers({ 'meetings.create': () => meeting(9) }),
    );
    const trigger = await screen.findByLabelText('Agenda Template');
    await waitFor(() => expect(trigger.textContent).toContain('Standard Meeting (Default)'));
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));

    expect(await screen.findByText('Meeting Created')).toBeTruthy();
    expect(screen.getByText('Your meeting has been scheduled successfully.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
    expect(calls.find((call) => call.path === 'meetings.create')?.input).toEqual({
      clubId: 1,
      title: 'Weekly Club Meeting',
      scheduledDate: '2031-04-01',
      scheduledTime: '19:00',
      location: '',
      status: 'scheduled',
      recurringWeeks: 0,
      agendaTemplateId: 3,
      agenda: 'Call to Order\nSpeeches',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
  });

  it('sends the same request key when the same form is submitted again (a retry makes one)', async () => {
    let fail = true;
    const { calls } = renderAppAt(
      '/meetings/create',
      officerHandlers({
        'meetings.create': () => {
          if (fail) {
            fail = false;
            throw new FixtureApiError('TOO_MANY_REQUESTS');
          }
          return meeting(9);
        },
      }),
    );
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'meetings.create')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Create Meeting' }).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'meetings.create')).toHaveLength(2),
    );
    const [first, second] = calls
      .filter((call) => call.path === 'meetings.create')
      .map((call) => (call.input as { requestKey: string }).requestKey);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("a structured template's items are the agenda: no custom text is sent", async () => {
    const structured = {
      id: 5,
      name: 'Riverside',
      isDefault: true,
      content: '19:00 Welcome\n19:05 Speech',
      meetingDuration: 60,
      structure: [
        { title: 'Welcome', startTime: '19:00', endTime: '19:05', duration: 5, type: 'opening' },
        { title: 'Speech', startTime: '19:05', endTime: '19:12', duration: 7, type: 'speech' },
      ],
    };
    const { calls } = renderAppAt(
      '/meetings/create',
      officerHandlers({
        'agendaTemplates.list': () => [structured],
        'meetings.create': () => meeting(9),
      }),
    );
    expect(await screen.findByTestId('template-agenda-note')).toBeTruthy();
    expect(screen.getByTestId('template-agenda-note').textContent).toContain(
      "this template's 2 items, timed from the start time",
    );
    expect(screen.queryByLabelText('Custom Agenda')).toBeNull();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'meetings.create')?.input).toMatchObject({
        agendaTemplateId: 5,
      }),
    );
    expect(calls.find((call) => call.path === 'meetings.create')?.input).not.toHaveProperty(
      'agenda',
    );
  });

  it('warns when the club already has a meeting that day, and still lets it be created', async () => {
    const { calls } = renderAppAt(
      '/meetings/create',
      officerHandlers({
        'meetings.upcoming': () => [meeting(1, { date: '2031-04-01', title: 'Club Night' })],
        'meetings.create': () => meeting(9),
      }),
    );
    const date = await screen.findByLabelText('Date');
    fireEvent.change(date, { target: { value: '2031-04-02' } });
    expect(screen.queryByText(/already has a meeting on this date/)).toBeNull();
    fireEvent.change(date, { target: { value: '2031-04-01' } });
    expect(
      await screen.findByText(
        'This club already has a meeting on this date (Club Night). Creating another schedules a second one that day.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'meetings.create')).toBe(true));
  });

  it('says so when the meeting cannot be created', async () => {
    renderAppAt('/meetings/create', officerHandlers());
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('Failed to create meeting. Please try again.')).toBeTruthy();
  });

  it('keeps the form from people who cannot schedule meetings', async () => {
    renderAppAt('/meetings/create', { ...signedInAs('member') });
    expect(await screen.findByText('Only club officers can schedule meetings.')).toBeTruthy();
    expect(screen.queryByLabelText('Meeting Title')).toBeNull();
  });

  it('answers /create-meeting with the same screen', async () => {
    const { router } = renderAppAt('/create-meeting', officerHandlers());
    expect(await screen.findByRole('heading', { name: 'Create New Meeting' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meetings/create');
  });

  it('says templates are loading, then that there are none', async () => {
    let answer: (templates: RouterOutputs['agendaTemplates']['list']) => void = () => undefined;
    renderAppAt(
      '/meetings/create',
      officerHandlers({
        'agendaTemplates.list': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      }),
    );
    const trigger = await screen.findByLabelText('Agenda Template');
    expect(trigger.textContent).toContain('Loading templates...');
    answer([]);
    await waitFor(() => expect(trigger.textContent).toContain('No templates available'));
  });

  it('creates recurring weeks and reads "Creating..." while the call runs', async () => {
    let finish: () => void = () => undefined;
    const { calls } = renderAppAt(
      '/meetings/create',
      officerHandlers({
        'meetings.create': () =>
          new Promise((resolve) => {
            finish = () => resolve(meeting(9));
          }),
      }),
    );
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recurring weekly meeting' }));
    fireEvent.change(screen.getByLabelText('Number of weeks'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    finish();
    expect(await screen.findByText('Meeting Created')).toBeTruthy();
    expect(calls.find((call) => call.path === 'meetings.create')?.input).toMatchObject({
      recurringWeeks: 4,
    });
  });

  it('keeps recurring weeks within 0 to 52, inline', async () => {
    const { calls } = renderAppAt('/meetings/create', officerHandlers());
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2031-04-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recurring weekly meeting' }));
    fireEvent.change(screen.getByLabelText('Number of weeks'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
    expect(await screen.findByText('Recurring weeks must be between 0 and 52')).toBeTruthy();
    expect(calls.some((call) => call.path === 'meetings.create')).toBe(false);
  });
});
