import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { meeting, signedInAs } from '../../test/fixtures';

beforeEach(() => {
  // 2031-02-26 09:00 in Sydney: the fixture meeting on 01/03/2031 is 3 days away.
  vi.useFakeTimers({ now: new Date('2031-02-25T22:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home (SPEC §2 Dashboard)', () => {
  it.each([
    ['president', 'Dashboard'],
    ['secretary', 'Dashboard'],
    ['member', 'My Dashboard'],
    ['sergeant', 'My Dashboard'],
    ['guest', 'Guest Dashboard'],
  ])('titles the home of a %s "%s"', async (clubRole, title) => {
    renderAppAt('/', { ...signedInAs(clubRole), 'meetings.upcoming': () => [] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('asks for a club when there is none', async () => {
    renderAppAt('/', { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(
      await screen.findByText('Please select a club from the header to view your dashboard.'),
    ).toBeTruthy();
  });

  it('shows the next meeting with its date, theme, time, place and days to go', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1, { theme: 'Courage' }), meeting(2)],
    });
    expect(await screen.findByText('Meeting 1')).toBeTruthy();
    expect(screen.getByText('01/03/2031')).toBeTruthy();
    expect(screen.getByText('Courage')).toBeTruthy();
    expect(screen.getByText('7:00 PM – 8:30 PM')).toBeTruthy();
    expect(screen.getByText('Community Center')).toBeTruthy();
    expect(screen.getByText('3 days to go')).toBeTruthy();
  });

  it('offers managers to schedule a meeting when none is upcoming', async () => {
    renderAppAt('/', { ...signedInAs('vpe'), 'meetings.upcoming': () => [] });
    expect(await screen.findByText('No Upcoming Meetings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule Meeting' }).getAttribute('href')).toBe(
      '/meetings/create',
    );
  });

  it('does not offer members to schedule', async () => {
    renderAppAt('/', { ...signedInAs('member'), 'meetings.upcoming': () => [] });
    expect(await screen.findByText('No Upcoming Meetings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule Meeting' })).toBeNull();
  });
});
