import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { unreadBadgeLabel } from './notification-store';
import { NOTIFICATIONS_TEXT } from './text';

describe('notification bell', () => {
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('shows %i unread as %s', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });

  it('shows only real notifications: none yet, no count, an honest empty list', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
    });
    // The bell loads its popover on first press and opens at once.
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(panel).getByText(NOTIFICATIONS_TEXT.empty)).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
    for (const sample of ['Mentorship match', 'Meeting reminder', 'Role assignment'])
      expect(within(panel).queryByText(sample)).toBeNull();
    expect(
      within(panel).getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled,
    ).toBe(true);
  });
});
