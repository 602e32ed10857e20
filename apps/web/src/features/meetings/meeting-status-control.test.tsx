import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MEETING_STATUS_TEXT } from '@lectern/domain';
import { renderAppAt } from '../../test/fixture-api';
import { meeting, signedInAs } from '../../test/fixtures';

const HELD = meeting(1, { title: 'Spring Showcase' });

describe('changing a meeting’s status', () => {
  it('offers officers the allowed moves and marks the meeting completed', async () => {
    const { calls } = renderAppAt('/meetings', {
      ...signedInAs('vpe'),
      'meetings.upcoming': () => [HELD],
      'meetings.update': () => ({ ...HELD, status: 'completed' }),
    });
    fireEvent.keyDown(
      await screen.findByRole('button', { name: `${MEETING_STATUS_TEXT.label}: Spring Showcase` }),
      { key: 'Enter' },
    );
    expect(await screen.findByRole('menuitem', { name: 'Mark Active' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Mark Cancelled' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark Completed' }));
    expect((await screen.findAllByText('Meeting marked Completed.')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'meetings.update')?.input).toEqual({
      meetingId: 1,
      status: 'completed',
    });
  });

  it('is not offered to members', async () => {
    renderAppAt('/meetings', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [HELD],
      'meetingRoles.list': () => [],
    });
    expect(await screen.findByRole('heading', { name: 'Spring Showcase' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
  });
});
