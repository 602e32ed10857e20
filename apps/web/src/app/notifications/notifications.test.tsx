import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { unreadBadgeLabel } from './notifications-data';
import { NOTIFICATIONS_TEXT } from './text';

type Notification = RouterOutputs['notifications']['list']['items'][number];

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    clubId: 1,
    kind: 'role',
    title: `Role assignment ${id}`,
    body: `You are Timer at 'Weekly Meeting' (${id}).`,
    createdAt: '2026-11-20T08:00:00.000Z',
    read: false,
    readAt: null,
    action: { label: 'View agenda', href: `/meetings/${id}/view-agenda` },
    ...overrides,
  };
}

/** A member whose bell answers with these notifications (unread counted from them). */
function memberWith(items: Notification[], extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('member'),
    'meetings.upcoming': () => [],
    'notifications.list': () => ({
      items,
      unreadCount: items.filter((item) => !item.read).length,
    }),
    ...extra,
  };
}

async function openBell(name: string | RegExp = /^Notifications/) {
  // The bell loads its popover on first press and opens at once.
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

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

  it('with nothing to tell: no count, an honest empty list, nothing to mark', async () => {
    renderAppAt('/', memberWith([]));
    const panel = await openBell('Notifications');
    expect(await within(panel).findByText(NOTIFICATIONS_TEXT.empty)).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
    for (const sample of ['Mentorship match', 'Meeting reminder'])
      expect(within(panel).queryByText(sample)).toBeNull();
    expect(
      within(panel).getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled,
    ).toBe(true);
  });

  it('counts unread up to 9, then 9+, and lists the real notifications', async () => {
    const items = Array.from({ length: 12 }, (_, i) => notification(i + 1));
    renderAppAt('/', memberWith(items));
    const panel = await openBell('Notifications, 9+ unread');
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(12);
    expect(within(panel).getByText("You are Timer at 'Weekly Meeting' (3).")).toBeTruthy();
    expect(within(panel).getAllByText('(unread)', { exact: false })).toHaveLength(12);
  });

  it('a read notification offers no mark read; the count leaves it out', async () => {
    const read = notification(1, { read: true, readAt: '2026-11-21T00:00:00.000Z' });
    renderAppAt('/', memberWith([read, notification(2)]));
    const panel = await openBell('Notifications, 1 unread');
    const [first, second] = await within(panel).findAllByRole('listitem');
    expect(within(first!).queryByRole('button', { name: 'Mark read' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Mark read' })).toBeTruthy();
  });

  it('mark read, mark all read and dismiss ask the server, which answers the new list', async () => {
    let items = [notification(1), notification(2), notification(3)];
    const { calls } = renderAppAt(
      '/',
      memberWith([], {
        'notifications.list': () => ({
          items,
          unreadCount: items.filter((item) => !item.read).length,
        }),
        'notifications.markRead': (input) => {
          const { notificationId } = input as { notificationId: number };
          items = items.map((item) =>
            item.id === notificationId ? { ...item, read: true } : item,
          );
          return items.find((item) => item.id === notificationId)!;
        },
        'notifications.markAllRead': () => {
          items = items.map((item) => ({ ...item, read: true }));
          return { marked: 2 };
        },
        'notifications.dismiss': (input) => {
          const { notificationId } = input as { notificationId: number };
          items = items.filter((item) => item.id !== notificationId);
          return { id: notificationId, dismissed: true };
        },
      }),
    );
    const panel = await openBell('Notifications, 3 unread');
    const rows = await within(panel).findAllByRole('listitem');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Mark read' }));
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(calls.find((call) => call.path === 'notifications.markRead')?.input).toEqual({
      notificationId: 2,
    });

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(calls.some((call) => call.path === 'notifications.markAllRead')).toBe(true);
    expect(
      within(panel).getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled,
    ).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss Role assignment 1' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((call) => call.path === 'notifications.dismiss')?.input).toEqual({
      notificationId: 1,
    });
  });

  it('the action button marks read and goes where the notification points', async () => {
    const items = [notification(5)];
    const { calls, router } = renderAppAt(
      '/',
      memberWith(items, {
        'notifications.markRead': () => ({ ...items[0]!, read: true }),
      }),
    );
    const panel = await openBell('Notifications, 1 unread');
    fireEvent.click(await within(panel).findByRole('button', { name: 'View agenda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/5/view-agenda'));
    expect(calls.find((call) => call.path === 'notifications.markRead')?.input).toEqual({
      notificationId: 5,
    });
  });

  it('a list that cannot be loaded says so and tries again', async () => {
    let fail = true;
    renderAppAt(
      '/',
      memberWith([], {
        'notifications.list': () => {
          if (fail) throw new FixtureApiError('CONFLICT', 'busy');
          return { items: [notification(1)], unreadCount: 1 };
        },
      }),
    );
    const panel = await openBell('Notifications');
    expect(await within(panel).findByText(NOTIFICATIONS_TEXT.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: NOTIFICATIONS_TEXT.retry }));
    expect(await within(panel).findByText('Role assignment 1')).toBeTruthy();
  });

  it('a change the server refuses shows an error toast', async () => {
    renderAppAt(
      '/',
      memberWith([notification(1)], {
        'notifications.dismiss': () => {
          throw new FixtureApiError('NOT_FOUND');
        },
      }),
    );
    const panel = await openBell('Notifications, 1 unread');
    fireEvent.click(
      await within(panel).findByRole('button', { name: 'Dismiss Role assignment 1' }),
    );
    expect(await screen.findByText(NOTIFICATIONS_TEXT.changeFailed)).toBeTruthy();
  });
});
