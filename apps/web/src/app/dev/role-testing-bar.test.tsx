import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { setRoleOverride, toggleRoleTestingBar } from './role-testing';

afterEach(() => {
  act(() => setRoleOverride(null));
});

function hideBarIfShown() {
  // The bar's visibility is page-wide state; tests leave it hidden.
  if (document.querySelector('.lectern-role-testing-bar')) act(() => toggleRoleTestingBar());
}

describe('role-testing bar', () => {
  it('is hidden until Shift+T, and simulates another role for display only', async () => {
    const { calls } = renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
      'clubs.dashboard': () => ({
        nextMeeting: null,
        daysUntilNextMeeting: null,
        activeMembers: 3,
        totalRoles: 0,
        rolesFilled: 0,
        rolesFilledPercent: 0,
        mealOrders: 0,
        mealOrdersByChoice: [],
        rsvpSummary: {
          attending: 0,
          notAttending: 0,
          tentative: 0,
          noResponse: 3,
          totalMembers: 3,
        },
        pendingActions: [],
        totalRevenue: null,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Role testing' })).toBeNull();

    fireEvent.keyDown(window, { key: 'T', shiftKey: true });
    const bar = await screen.findByRole('region', { name: 'Role testing' });
    fireEvent.click(within(bar).getByRole('button', { name: 'President' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Guest' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest Dashboard' })).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Automatic' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeTruthy();
    // Nothing about the simulated role went to the server.
    expect(JSON.stringify(calls.map((call) => call.input ?? null))).not.toMatch(
      /president|guest|role/i,
    );

    fireEvent.keyDown(window, { key: 'T', shiftKey: true });
    expect(screen.queryByRole('region', { name: 'Role testing' })).toBeNull();
    hideBarIfShown();
  });

  it('ignores Shift+T while typing', async () => {
    renderAppAt('/', { ...signedInAs('member'), 'meetings.upcoming': () => [] });
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'T', shiftKey: true });
    expect(screen.queryByRole('region', { name: 'Role testing' })).toBeNull();
    input.remove();
    hideBarIfShown();
  });
});
