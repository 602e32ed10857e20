import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { MEMBERSHIP_PAGE_TEXT as T, MEMBERSHIP_TEXT } from './text';

type Guest = RouterOutputs['growth']['guests']['guests'][number];

const guest = (userId: number, name: string, extra: Partial<Guest> = {}): Guest => ({
  userId,
  role: 'guest',
  status: 'active',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  joinedAt: '2026-10-01T00:00:00.000Z',
  visits: 0,
  lastVisit: null,
  lastContactAt: null,
  interested: false,
  visitLabel: 'New Guest',
  interest: 'Low',
  canConvert: false,
  ...extra,
});

const GRACE = guest(5, 'Grace Lee', {
  visits: 2,
  lastVisit: '2026-11-17',
  interested: true,
  visitLabel: 'Returning Guest',
  interest: 'Medium',
  canConvert: true,
});
const NOAH = guest(6, 'Noah Kim', { visits: 1, lastVisit: '2026-11-17' });

describe('Guest Follow-up', () => {
  it('shows real visits, interest, the conversion rate as — with nothing to measure', async () => {
    renderAppAt('/membership/guest-follow-up', {
      ...signedInAs('vpm'),
      'growth.guests': () => ({ guests: [GRACE, NOAH], converted: 0, conversionRate: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Guest Follow-up', level: 1 })).toBeTruthy();
    expect(screen.getByText('2 visits · 17/11/2026')).toBeTruthy();
    expect(screen.getByText('Returning Guest')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    const convertNoah = screen.getByRole('button', { name: 'Convert to Member: Noah Kim' });
    expect(convertNoah.hasAttribute('disabled')).toBe(true);
    const convertGrace = screen.getByRole('button', { name: 'Convert to Member: Grace Lee' });
    expect(convertGrace.hasAttribute('disabled')).toBe(false);
  });

  it('converts an eligible guest with its toast and shows a refusal’s reason', async () => {
    let calls = 0;
    renderAppAt('/membership/guest-follow-up', {
      ...signedInAs('vpm'),
      'growth.guests': () => ({ guests: [GRACE], converted: 0, conversionRate: 0 }),
      'growth.convertGuest': () => {
        calls += 1;
        if (calls > 1) throw new FixtureApiError('CONFLICT', 'Only a guest can be converted');
        return { userId: 5, role: 'member' };
      },
    });
    const button = await screen.findByRole('button', { name: 'Convert to Member: Grace Lee' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getAllByText(MEMBERSHIP_TEXT.memberConverted.title).length).toBeGreaterThan(0),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to Member: Grace Lee' }));
    await waitFor(() =>
      expect(screen.getAllByText('Only a guest can be converted').length).toBeGreaterThan(0),
    );
  });

  it('logs a contact: non-blank notes, its toast, the stored history', async () => {
    let logged: unknown = null;
    renderAppAt('/membership/guest-follow-up', {
      ...signedInAs('vpm'),
      'growth.guests': () => ({ guests: [NOAH], converted: 0, conversionRate: 0 }),
      'growth.contacts': () => [
        {
          id: 1,
          userId: 6,
          method: 'phone',
          notes: 'Called about the next meeting',
          createdAt: '2026-11-20T01:00:00.000Z',
          by: 'Priya Sharma',
        },
      ],
      'growth.logContact': (input) => {
        logged = input;
        return {
          id: 2,
          userId: 6,
          method: 'phone',
          notes: input.notes,
          createdAt: '2026-11-21T01:00:00.000Z',
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Contact: Noah Kim' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Called about the next meeting')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: T.contact.submit }));
    expect(await within(dialog).findByText('Contact notes are required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(T.contact.notes), {
      target: { value: 'Sent the dates' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: T.contact.submit }));
    await waitFor(() =>
      expect(screen.getAllByText(MEMBERSHIP_TEXT.contactLogged.title).length).toBeGreaterThan(0),
    );
    expect(logged).toEqual({ clubId: 1, userId: 6, method: 'email', notes: 'Sent the dates' });
  });

  it('has an honest empty state and tells members it is for officers', async () => {
    renderAppAt('/membership/guest-follow-up', {
      ...signedInAs('vpm'),
      'growth.guests': () => ({ guests: [], converted: 0, conversionRate: null }),
    });
    expect(await screen.findByText(T.guests.noGuests)).toBeTruthy();
  });

  it('tells members the records are for officers', async () => {
    renderAppAt('/membership/guest-follow-up', signedInAs('member'));
    expect(await screen.findByText(T.officersOnly)).toBeTruthy();
  });
});

describe('VP Membership Dashboard', () => {
  const DASHBOARD: RouterOutputs['growth']['dashboard'] = {
    totalMembers: 12,
    activeMembers: 11,
    guests: 2,
    newMembers: 3,
    retentionRate: 69,
    guestsConvertedThisYear: 1,
    goals: {
      activeMembers: { current: 11, target: 25, percent: 44 },
      guestsConverted: { current: 1, target: 5, percent: 20 },
      retention: { current: 69, target: 90, percent: 77 },
    },
    engagement: { high: 4, medium: 5, low: 1 },
    recentActivity: [
      {
        id: 1,
        kind: 'contact_logged',
        subjectUserId: 6,
        at: '2026-11-20T01:00:00.000Z',
        text: 'Contact logged with Noah Kim',
      },
    ],
  };

  it('shows the figures, goals, engagement and the recorded activity', async () => {
    renderAppAt('/membership/dashboard', {
      ...signedInAs('vpm'),
      'growth.dashboard': () => DASHBOARD,
    });
    expect(
      await screen.findByRole('heading', { name: 'VP Membership Dashboard', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('69%')).toBeTruthy();
    expect(screen.getByText('11 / 25')).toBeTruthy();
    expect(screen.getByText('Contact logged with Noah Kim')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    for (const [name, href] of [
      ['Guest Follow-up', '/membership/guest-follow-up'],
      ['Member Directory', '/members'],
      ['Reports', '/reports'],
    ])
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('shows retention as "—" while the club has no period to measure', async () => {
    renderAppAt('/membership/dashboard', {
      ...signedInAs('vpm'),
      'growth.dashboard': () => ({
        ...DASHBOARD,
        retentionRate: null,
        goals: { ...DASHBOARD.goals, retention: { current: null, target: 90, percent: 0 } },
      }),
    });
    expect(await screen.findByText('11 / 25')).toBeTruthy();
    expect(screen.getByText('— / 90%')).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^\d+%$/)).toBeNull();
  });

  it('says so when there is no activity yet', async () => {
    renderAppAt('/membership/dashboard', {
      ...signedInAs('vpm'),
      'growth.dashboard': () => ({ ...DASHBOARD, recentActivity: [] }),
    });
    expect(await screen.findByText(T.dashboard.noActivity)).toBeTruthy();
  });
});

describe('Outreach', () => {
  it('lists guests not seen for 30 days and inactive members, with the contact action', async () => {
    renderAppAt('/membership/outreach', {
      ...signedInAs('vpm'),
      'growth.outreach': () => ({
        guests: [],
        inactiveMembers: [{ ...guest(9, 'Ben Carter'), role: 'member', status: 'inactive' }],
      }),
    });
    expect(await screen.findByText(T.outreach.noGuests)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact: Ben Carter' })).toBeTruthy();
  });
});
