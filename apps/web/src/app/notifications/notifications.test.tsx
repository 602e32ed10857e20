import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { unreadBadgeLabel } from './notification-store';

describe('notification bell (SPEC §2 Layout, §9)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('shows %i unread as %s', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });

  it('marks read, dismisses, marks all read, and follows an action', async () => {
    const { router } = renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
    });
    // The bell loads its popover on first press and opens at once.
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('Mentorship match')).toBeTruthy();

    fireEvent.click(within(panel).getAllByRole('button', { name: 'Mark read' })[0]!);
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss Role assignment' }));
    await waitFor(() => expect(within(panel).queryByText('Role assignment')).toBeNull());

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark read' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'View meetings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings'));
  });
});
