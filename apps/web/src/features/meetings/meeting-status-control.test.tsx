import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MEETING_STATUS_TEXT } from './text';
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
    const select = await screen.findByRole('combobox', {
      name: `${MEETING_STATUS_TEXT.label}: Spring Showcase`,
    });
    expect(screen.getByRole('option', { name: 'Mark Active' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mark Cancelled' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'completed' } });
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
    expect(screen.queryByRole('combobox', { name: /Change status/ })).toBeNull();
  });
});
