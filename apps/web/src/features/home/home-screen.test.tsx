import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REMINDER_TEXT } from '@lectern/domain';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt } from '../../test/fixture-api';
import { meeting, profile, role, signedInAs, ANN, type ClubRole } from '../../test/fixtures';
import { HOME_TEXT } from './text';

beforeEach(() => {
  // 2031-02-26 09:00 in Sydney: the fixture meeting on 01/03/2031 is 3 days away.
  vi.useFakeTimers({ now: new Date('2031-02-25T22:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

type Dashboard = RouterOutputs['clubs']['dashboard'];

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    nextMeeting: meeting(1, { theme: 'Courage' }),
    daysUntilNextMeeting: 3,
    activeMembers: 12,
    totalRoles: 3,
    rolesFilled: 2,
    rolesFilledPercent: 67,
    mealOrders: 3,
    mealOrdersByChoice: [
      { meal: 'Chicken', count: 2 },
      { meal: 'Vegetarian', count: 1 },
    ],
    rsvpSummary: { attending: 4, notAttending: 1, tentative: 0, noResponse: 7, totalMembers: 12 },
    pendingActions: [
      {
        id: 'rsvp-deadline',
        title: 'RSVP deadline approaching: send reminders',
        priority: 'medium',
      },
      { id: 'review-agenda', title: 'Review the meeting agenda', priority: 'medium' },
    ],
    totalRevenue: '101.00',
    ...overrides,
  };
}

const ROLES = [
  role(1, 1, 'toastmaster', 'confirmed', 9),
  role(2, 1, 'timer', 'assigned', 8),
  role(3, 1, 'grammarian', 'open', null),
];

describe('home', () => {
  it.each<[ClubRole, string]>([
    ['president', 'Dashboard'],
    ['secretary', 'Dashboard'],
    ['member', 'My Dashboard'],
    ['sergeant', 'My Dashboard'],
    ['guest', 'Guest Dashboard'],
  ])('titles the home of a %s "%s"', async (clubRole, title) => {
    renderAppAt('/', {
      ...signedInAs(clubRole),
      'meetings.upcoming': () => [],
      'clubs.dashboard': () => dashboard({ nextMeeting: null, daysUntilNextMeeting: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('welcomes a person in no club with the two ways in, offering creation where allowed', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'clubs.list': () => [],
      'platformClubs.options': () => ({ canCreate: true, canAppointPresident: false }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: HOME_TEXT.welcome.title }),
    ).toBeTruthy();
    expect(screen.getByText(HOME_TEXT.welcome.inviteBody)).toBeTruthy();
    const create = await screen.findByRole('link', { name: HOME_TEXT.welcome.create });
    expect(create.getAttribute('href')).toBe('/clubs/new');
  });

  it('says so when the platform does not let people create clubs', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'clubs.list': () => [],
      'platformClubs.options': () => ({ canCreate: false, canAppointPresident: false }),
    });
    expect(await screen.findByText(HOME_TEXT.welcome.createClosed)).toBeTruthy();
    expect(screen.queryByRole('link', { name: HOME_TEXT.welcome.create })).toBeNull();
  });
});

describe('officer dashboard', () => {
  it('says when the dashboard cannot be loaded, and asks again on Try again', async () => {
    let fail = true;
    renderAppAt('/', {
      ...signedInAs('vpe'),
      'clubs.dashboard': () => {
        if (fail) throw new FixtureApiError('FORBIDDEN');
        return dashboard();
      },
      'meetingRoles.list': () => ROLES,
    });
    expect(await screen.findByText(HOME_TEXT.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meeting 1')).toBeTruthy();
  });

  it('shows its title while the figures load', async () => {
    renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () => new Promise<never>(() => undefined),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText(HOME_TEXT.cards.activeMembers)).toBeNull();
  });

  it('shows the four cards, the next meeting and its role status list', async () => {
    renderAppAt('/', {
      ...signedInAs('vpe'),
      'clubs.dashboard': () => dashboard(),
      'meetingRoles.list': () => ROLES,
    });
    expect(await screen.findByText('Meeting 1')).toBeTruthy();
    for (const card of Object.values(HOME_TEXT.cards))
      expect(screen.getAllByText(card).length).toBeGreaterThan(0);
    expect(screen.getByText('in 3 days')).toBeTruthy();
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('3 days to go')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Agenda' }).getAttribute('href')).toBe(
      '/meetings/1/edit-agenda',
    );
    const assign = await screen.findByRole('link', { name: 'Assign Grammarian' });
    expect(assign.getAttribute('href')).toBe('/roles?meeting=1');
    expect(screen.getAllByRole('link', { name: /^Assign/ })).toHaveLength(1);
  });

  it('sums meals with the revenue in dollars and links the export to RSVP & Meals', async () => {
    renderAppAt('/', {
      ...signedInAs('treasurer'),
      'clubs.dashboard': () => dashboard(),
      'meetingRoles.list': () => ROLES,
    });
    expect(await screen.findByText('$101.00')).toBeTruthy();
    expect(screen.getByText('Chicken')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export to Restaurant' }).getAttribute('href')).toBe(
      '/rsvp-meals',
    );
    const rsvp = screen.getByText('RSVP Summary').closest('[data-slot="card"]');
    expect(rsvp).toBeTruthy();
    expect(within(rsvp as HTMLElement).getByText('No Response').nextSibling?.textContent).toBe('7');
  });

  it('sends RSVP reminders for the next meeting and says to how many', async () => {
    let tooSoon = false;
    const { calls } = renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () => dashboard(),
      'meetingRoles.list': () => ROLES,
      'reminders.sendRsvpReminders': () => {
        if (tooSoon)
          throw new FixtureApiError('TOO_MANY_REQUESTS', REMINDER_TEXT.rsvpRemindersTooSoon);
        return { queued: 7 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send RSVP Reminders' }));
    expect(await screen.findByText(REMINDER_TEXT.rsvpRemindersQueued(7))).toBeTruthy();
    expect(calls.find((call) => call.path === 'reminders.sendRsvpReminders')?.input).toEqual({
      meetingId: 1,
    });
    tooSoon = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send RSVP Reminders' }));
    expect(await screen.findByText(REMINDER_TEXT.rsvpRemindersTooSoon)).toBeTruthy();
  });

  it('lists pending actions with Fix, or says all caught up', async () => {
    renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () => dashboard(),
      'meetingRoles.list': () => ROLES,
    });
    expect(await screen.findByText('Review the meeting agenda')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Fix/ })).toHaveLength(2);
    expect(screen.queryByText('All caught up!')).toBeNull();
  });

  it('offers to schedule when no meeting is upcoming, with no revenue for those not allowed', async () => {
    renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () =>
        dashboard({
          nextMeeting: null,
          daysUntilNextMeeting: null,
          pendingActions: [],
          mealOrdersByChoice: [],
          totalRevenue: null,
        }),
    });
    expect(await screen.findByText('No Upcoming Meetings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule Meeting' }).getAttribute('href')).toBe(
      '/meetings/create',
    );
    expect(screen.getByText('All caught up!')).toBeTruthy();
    expect(screen.getByText('No meal orders yet')).toBeTruthy();
    expect(screen.queryByText('Total Revenue')).toBeNull();
  });
});

describe('first-week checklist', () => {
  const STEPS = [
    ['location', 'Add where the club meets', '/settings'],
    ['localeAndCurrency', 'Check the date format and currency', '/settings'],
    ['meals', 'Set the meal fee and menu (or no meals)', '/settings'],
    ['template', 'Create a meeting template', '/settings'],
    ['meetings', 'Schedule the first meetings', '/meetings/create'],
    ['invitations', 'Invite your members', '/invites'],
    ['officers', 'Name your officers', '/members'],
  ] as const;
  const NEW_CLUB = dashboard({
    nextMeeting: null,
    daysUntilNextMeeting: null,
    pendingActions: [],
    mealOrdersByChoice: [],
    totalRevenue: null,
  });

  it('replaces "All caught up!" in a new club, each step ticked and linking to where it is set', async () => {
    renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () => NEW_CLUB,
      'clubs.setupChecklist': () => ({
        items: STEPS.map(([step]) => ({ step, done: step === 'location' })),
        complete: false,
      }),
    });
    const panel = (await screen.findByRole('heading', { name: 'Your first week' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(panel).getByText('1 of 7 done')).toBeTruthy();
    for (const [step, label, href] of STEPS) {
      const link = within(panel).getByRole('link', {
        name: new RegExp(label.replace(/[()]/g, '\\$&')),
      });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.textContent).toContain(step === 'location' ? '(Done)' : '(To do)');
    }
    expect(screen.queryByText('All caught up!')).toBeNull();
  });

  it('is gone once every step is done', async () => {
    renderAppAt('/', {
      ...signedInAs('president'),
      'clubs.dashboard': () => NEW_CLUB,
      'clubs.setupChecklist': () => ({
        items: STEPS.map(([step]) => ({ step, done: true })),
        complete: true,
      }),
    });
    expect(await screen.findByText('All caught up!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Your first week')).toBeNull());
  });
});

describe('member dashboard', () => {
  it('shows the journey, the next meeting and at most 4 open roles', async () => {
    const open = ['timer', 'grammarian', 'ah_counter', 'evaluator', 'speaker'].map((type, index) =>
      role(index + 1, 1, type, 'open', null),
    );
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1, { theme: 'Courage' }), meeting(2)],
      'meetingRoles.list': () => open,
    });
    expect(await screen.findByText('My Toastmasters Journey')).toBeTruthy();
    expect(await screen.findByText('Meeting 1')).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByText('01/03/2031')).toBeTruthy();
    expect(screen.getByText('7:00 PM – 8:30 PM')).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: /^Volunteer/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View Agenda' }).getAttribute('href')).toBe(
      '/meetings/1/view-agenda',
    );
    for (const path of [
      '/member/pathways',
      '/pathways-overview',
      '/members/pathways',
      '/settings',
      '/profile',
    ])
      expect(document.querySelector(`a[href="${path}"]`)).toBeTruthy();
  });

  it('hides open roles behind the one-role note once the member holds one', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1)],
      'meetingRoles.list': () => [
        role(1, 1, 'timer', 'assigned', ANN.id),
        role(2, 1, 'grammarian', 'open', null),
      ],
    });
    expect(await screen.findByText('One role per meeting limit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Volunteer/ })).toBeNull();
  });

  it('shows the recent achievements its profile counters earn, or none yet', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
      'profile.get': () => profile({ speechesCompleted: 12, leadershipRolesFilled: 9 }),
    });
    expect(await screen.findByText('Recent Achievements')).toBeTruthy();
    expect(await screen.findByText('Ice Breaker')).toBeTruthy();
    expect(screen.getByText('Competent Communicator')).toBeTruthy();
    // Club Officer needs an officer role: a member's 9 leadership roles do not earn it.
    expect(screen.queryByText('Club Officer')).toBeNull();
  });

  it('says when no achievement is earned yet', async () => {
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
      'profile.get': () => profile({ speechesCompleted: 0, leadershipRolesFilled: 0 }),
    });
    expect(await screen.findByText('No achievements yet')).toBeTruthy();
  });

  it('shows its journey and links while the next meeting loads, then says if it could not', async () => {
    let answer: (failure: FixtureApiError) => void = () => undefined;
    renderAppAt('/', {
      ...signedInAs('member'),
      'meetings.upcoming': () =>
        new Promise<never>((_, reject) => {
          answer = reject;
        }),
    });
    expect(await screen.findByText(HOME_TEXT.member.intro)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: HOME_TEXT.member.links.pathwaysOverview }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: HOME_TEXT.cards.nextMeeting })).toBeTruthy();
    expect(screen.queryByText(HOME_TEXT.nextMeetingLoadFailed)).toBeNull();
    answer(new FixtureApiError('NOT_FOUND'));
    expect(await screen.findByText(HOME_TEXT.nextMeetingLoadFailed)).toBeTruthy();
    expect(screen.getByText(HOME_TEXT.member.intro)).toBeTruthy();
  });

  it('does not offer members to schedule', async () => {
    renderAppAt('/', { ...signedInAs('member'), 'meetings.upcoming': () => [] });
    expect(await screen.findByText('No Upcoming Meetings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule Meeting' })).toBeNull();
  });
});

describe('guest dashboard', () => {
  it('welcomes the guest, offers the RSVP and membership steps, and no volunteering', async () => {
    renderAppAt('/', {
      ...signedInAs('guest'),
      'meetings.upcoming': () => [meeting(1)],
      'meetingRoles.list': () => [role(2, 1, 'grammarian', 'open', null)],
    });
    expect(await screen.findByText('Welcome, Guest!')).toBeTruthy();
    expect(await screen.findByText('Meeting 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: HOME_TEXT.guest.rsvp }).getAttribute('href')).toBe(
      '/rsvp-meals?meeting=1',
    );
    expect(screen.getByText(HOME_TEXT.guest.membershipTitle)).toBeTruthy();
    expect(screen.getByText(HOME_TEXT.guest.profileComplete)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Volunteer/ })).toBeNull();
  });
});
