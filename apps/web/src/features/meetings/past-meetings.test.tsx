import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MEETING_STATUS_TEXT } from './text';
import { FixtureApiError, renderAppAt } from '../../test/fixture-api';
import { meeting, signedInAs } from '../../test/fixtures';

const NEXT = meeting(1, { title: 'Spring Showcase' });
const HELD = meeting(2, { title: 'Winter Gala', date: '2031-01-10', status: 'completed' });
const CALLED_OFF = meeting(3, { title: 'Storm Night', date: '2031-02-07', status: 'cancelled' });

async function openPastMeetings() {
  fireEvent.click(await screen.findByRole('button', { name: 'Show past meetings' }));
}

describe('Past Meetings', () => {
  it('says so when the club has no completed or cancelled meeting', async () => {
    const { calls } = renderAppAt('/meetings', {
      ...signedInAs('vpe'),
      'meetings.upcoming': () => [NEXT],
      'meetings.list': () => [NEXT],
    });
    await screen.findByRole('heading', { name: 'Spring Showcase' });
    // Read only when opened.
    expect(calls.some((c) => c.path === 'meetings.list')).toBe(false);
    await openPastMeetings();
    expect(await screen.findByText('No completed or cancelled meetings yet.')).toBeTruthy();
  });

  it('lists completed and cancelled meetings, newest first, and an officer reopens one', async () => {
    const { calls } = renderAppAt('/meetings', {
      ...signedInAs('vpe'),
      'meetings.upcoming': () => [NEXT],
      'meetings.list': () => [HELD, CALLED_OFF, NEXT],
      'meetings.update': () => ({ ...HELD, status: 'scheduled' }),
    });
    await openPastMeetings();
    const list = await screen.findByRole('list', { name: 'Past Meetings' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Storm Night',
      'Winter Gala',
    ]);
    expect(within(rows[1]!).getByText('Completed')).toBeTruthy();
    expect(within(rows[1]!).getByText('10/01/2031')).toBeTruthy();
    expect(within(list).queryByText('Spring Showcase')).toBeNull();

    // A cancelled meeting can only go back to scheduled.
    const cancelledSelect = within(rows[0]!).getByRole('combobox', {
      name: `${MEETING_STATUS_TEXT.label}: Storm Night`,
    });
    expect(
      within(cancelledSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([MEETING_STATUS_TEXT.label, 'Mark Scheduled']);

    const select = within(rows[1]!).getByRole('combobox', {
      name: `${MEETING_STATUS_TEXT.label}: Winter Gala`,
    });
    fireEvent.change(select, { target: { value: 'scheduled' } });
    expect((await screen.findAllByText('Meeting marked Scheduled.')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'meetings.update')?.input).toEqual({
      meetingId: 2,
      status: 'scheduled',
    });
  });

  it('shows members the past meetings without a status control', async () => {
    renderAppAt('/meetings', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
      'meetings.list': () => [HELD],
      'meetingRoles.list': () => [],
    });
    await openPastMeetings();
    const list = await screen.findByRole('list', { name: 'Past Meetings' });
    expect(within(list).getByRole('heading', { name: 'Winter Gala' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Change status/ })).toBeNull();
  });

  it('offers a retry when the past meetings cannot be read', async () => {
    let fail = true;
    renderAppAt('/meetings', {
      ...signedInAs('vpe'),
      'meetings.upcoming': () => [NEXT],
      'meetings.list': () => {
        if (fail) throw new FixtureApiError('FORBIDDEN');
        return [HELD];
      },
    });
    await openPastMeetings();
    expect(await screen.findByText('The past meetings could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winter Gala' })).toBeTruthy();
  });
});
