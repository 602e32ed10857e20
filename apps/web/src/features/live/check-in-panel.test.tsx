import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderWithApi } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { CheckInPanel } from './check-in-panel';
import { CHECK_IN_PANEL_TEXT } from './check-in-text';

const CODE: RouterOutputs['checkIn']['code'] = {
  code: 'Ab_-0123xy',
  path: '/meetings/7/check-in?code=Ab_-0123xy',
  changesAt: 1_800_000_060_000,
  serverTime: 1_800_000_030_000,
};

function listOf(canTick: boolean): RouterOutputs['checkIn']['list'] {
  return {
    meetingId: 7,
    checkedInCount: 1,
    canTick,
    people: [
      {
        userId: 1,
        name: 'Ann Lee',
        isGuest: false,
        method: 'code',
        checkedInAt: '2031-03-01T08:00:00.000Z',
      },
      { userId: 2, name: 'Bo Chan', isGuest: false, method: null, checkedInAt: null },
      {
        userId: 3,
        name: 'Vera Visitor',
        isGuest: true,
        method: 'guest',
        checkedInAt: '2031-03-01T08:00:00.000Z',
      },
    ],
  };
}

describe('the console’s check-in panel', () => {
  it('shows the QR code of the check-in page and who is in; a manager ticks by hand', async () => {
    const ticks: unknown[] = [];
    renderWithApi(<CheckInPanel meetingId={7} checkIns={{ count: 2, userIds: [1, 3] }} />, {
      ...signedInAs('vpe'),
      'checkIn.code': () => CODE,
      'checkIn.list': () => listOf(true),
      'checkIn.tick': (input) => {
        ticks.push(input);
        return { meetingId: 7, userId: 2, created: true };
      },
    });
    expect(await screen.findByRole('img', { name: CHECK_IN_PANEL_TEXT.qrLabel })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(CHECK_IN_PANEL_TEXT.checkedIn(2));
    fireEvent.click(screen.getByRole('checkbox', { name: CHECK_IN_PANEL_TEXT.tick('Bo Chan') }));
    await waitFor(() => expect(ticks).toEqual([{ meetingId: 7, userId: 2, checkedIn: true }]));
  });

  it('the Timer sees who is in without ticks', async () => {
    renderWithApi(<CheckInPanel meetingId={7} checkIns={{ count: 2, userIds: [1, 3] }} />, {
      ...signedInAs('member'),
      'checkIn.code': () => CODE,
      'checkIn.list': () => listOf(false),
    });
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('Vera Visitor')).toBeTruthy();
    expect(screen.queryByText('Bo Chan')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
