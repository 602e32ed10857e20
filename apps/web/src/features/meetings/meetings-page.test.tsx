import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { DEFAULT_TIME_ZONE, todayInZone } from '@lectern/domain';
import { ANN, meeting, role, signedInAs, type ClubRole } from '../../test/fixtures';
import { OfflineError } from '../../lib/errors';

const FIRST = meeting(1, { title: 'Spring Showcase' });
const SECOND = meeting(2, { title: 'Humour Night', date: null, location: null });

/** Roles of the first meeting: two open, one taken by someone else, one assigned to Ann. */
const FIRST_ROLES = [
  role(11, 1, 'timer', 'open', null),
  role(12, 1, 'grammarian', 'open', null),
  role(13, 1, 'toastmaster', 'confirmed', 99),
  role(14, 1, 'speaker1', 'assigned', ANN.id),
];
/** The second meeting: Ann holds a confirmed role, one role is open. */
const SECOND_ROLES = [
  role(21, 2, 'ah_counter', 'open', null),
  role(22, 2, 'timer', 'confirmed', ANN.id),
];

function handlersFor(clubRole: ClubRole, extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs(clubRole),
    'meetings.upcoming': () => [FIRST, SECOND],
    'meetingRoles.list': (input: unknown) =>
      (input as { meetingId: number }).meetingId === 1 ? FIRST_ROLES : SECOND_ROLES,
    ...extra,
  };
}

async function meetingCards() {
  const first = await screen.findByRole('heading', { name: 'Spring Showcase' });
  const second = screen.getByRole('heading', { name: 'Humour Night' });
  const cardOf = (heading: HTMLElement) => heading.closest('[data-slot="card"]') as HTMLElement;
  return { first: cardOf(first), second: cardOf(second) };
}

describe('Upcoming Meetings', () => {
  it('gives officers management actions and no volunteering', async () => {
    renderAppAt('/meetings', handlersFor('vpe'));
    const { first, second } = await meetingCards();

    expect(screen.getByText("Manage your club's meeting schedule and assignments.")).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Schedule Meeting' }).length).toBeGreaterThan(0);
    expect(within(first).getByText('Scheduled')).toBeTruthy();
    expect(within(first).getByText('01/03/2031')).toBeTruthy();
    expect(within(first).getByText('3 agenda items')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete Spring Showcase' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/meetings/1/view-agenda',
    );
    expect(within(first).getByRole('link', { name: 'Manage Roles' }).getAttribute('href')).toBe(
      '/roles?meeting=1',
    );
    expect(within(second).getByText('Date TBD')).toBeTruthy();
    expect(screen.queryByText('Available Volunteer Roles')).toBeNull();
    expect(within(first).queryByRole('link', { name: 'RSVP & Meals' })).toBeNull();
  });

  it('splits roles for members and enforces one role per meeting', async () => {
    renderAppAt('/meetings', handlersFor('member'));
    const { first, second } = await meetingCards();

    expect(
      screen.getByText('Volunteer for meeting roles and help make our meetings successful.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule Meeting' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await within(first).findByText('Available Volunteer Roles');
    expect(within(first).getByText('Unavailable Roles')).toBeTruthy();
    expect(within(first).getByText('Your Assigned Roles')).toBeTruthy();
    expect(within(first).getByText('Not Available')).toBeTruthy();
    expect(within(first).getByText('Assigned')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Retract' })).toBeTruthy();
    // Ann already holds Speaker 1 in this meeting, so every Volunteer button is disabled.
    expect(within(first).getByText('One role per meeting limit')).toBeTruthy();
    const volunteerButtons = within(first).getAllByRole('button', { name: 'Volunteer' });
    expect(volunteerButtons).toHaveLength(2);
    for (const button of volunteerButtons)
      expect((button as HTMLButtonElement).disabled).toBe(true);

    await within(second).findByText('Confirmed');
    expect(within(second).queryByRole('button', { name: 'Retract' })).toBeNull();

    expect(within(first).getByRole('link', { name: 'RSVP & Meals' }).getAttribute('href')).toBe(
      '/rsvp-meals?meeting=1',
    );
    expect(within(second).queryByRole('link', { name: 'RSVP & Meals' })).toBeNull();
    expect(within(second).getByRole('link', { name: 'View Agenda' })).toBeTruthy();
  });

  it('offers a member the waitlist of a role someone else holds, and their place on it', async () => {
    let waiting: { roleId: number; count: number; myPosition: number | null }[] = [];
    const { calls } = renderAppAt(
      '/meetings',
      handlersFor('member', {
        'roleOffers.listForMeeting': () => [],
        'roleOffers.waitlists': (input: unknown) =>
          (input as { meetingId: number }).meetingId === 1 ? waiting : [],
        'roleOffers.joinWaitlist': (input: unknown) => {
          waiting = [{ roleId: 13, count: 1, myPosition: 1 }];
          return { roleId: (input as { roleId: number }).roleId, position: 1 };
        },
      }),
    );
    const { first } = await meetingCards();
    // Only the Toastmaster is held by someone else: one Join waitlist, none on open roles.
    const join = await within(first).findByRole('button', { name: 'Join waitlist' });
    expect(within(first).getAllByRole('button', { name: 'Join waitlist' })).toHaveLength(1);
    fireEvent.click(join);
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'roleOffers.joinWaitlist')?.input).toEqual({
        roleId: 13,
      }),
    );
    expect(await within(first).findByText('On the waitlist (1)')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Leave waitlist' })).toBeTruthy();
  });

  it('shows guests the meetings without volunteering', async () => {
    renderAppAt('/meetings', handlersFor('guest'));
    const { first, second } = await meetingCards();

    expect(
      screen.getByText('View upcoming meetings and RSVP for meals if you plan to attend.'),
    ).toBeTruthy();
    expect(screen.queryByText('Available Volunteer Roles')).toBeNull();
    expect(screen.queryByText('Your Assigned Roles')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Volunteer' })).toBeNull();
    expect(within(first).getByRole('link', { name: 'View Agenda' })).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'RSVP & Meals' })).toBeTruthy();
    expect(within(second).queryByRole('link', { name: 'RSVP & Meals' })).toBeNull();
  });

  it('turns the server’s one-role message into the sentence the screen shows', async () => {
    const openOnly = [role(31, 1, 'timer', 'open', null)];
    renderAppAt(
      '/meetings',
      handlersFor('member', {
        'meetings.upcoming': () => [FIRST],
        'meetingRoles.list': () => openOnly,
        'meetingRoles.volunteer': () => {
          throw new FixtureApiError('CONFLICT', 'You already have a role in this meeting');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Volunteer' }));
    expect(
      await screen.findByText(
        'You already have a role in this meeting. You can only have one role per meeting.',
      ),
    ).toBeTruthy();
  });

  it('says a volunteer tried offline changed nothing', async () => {
    const openOnly = [role(31, 1, 'timer', 'open', null)];
    renderAppAt(
      '/meetings',
      handlersFor('member', {
        'meetings.upcoming': () => [FIRST],
        'meetingRoles.list': () => openOnly,
        // What the app's own link throws before sending a change while the browser is offline.
        'meetingRoles.volunteer': () => {
          throw new OfflineError();
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Volunteer' }));
    expect(await screen.findByText(new OfflineError().message)).toBeTruthy();
    expect(screen.queryByText('Failed to volunteer for role')).toBeNull();
  });

  it('confirms a volunteer and refreshes the roles', async () => {
    let roles = [role(31, 1, 'timer', 'open', null)];
    const { calls } = renderAppAt(
      '/meetings',
      handlersFor('member', {
        'meetings.upcoming': () => [FIRST],
        'meetingRoles.list': () => roles,
        'meetingRoles.volunteer': () => {
          roles = [role(31, 1, 'timer', 'assigned', ANN.id)];
          return roles[0]!;
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Volunteer' }));
    expect(await screen.findByText("You've successfully volunteered for this role!")).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Retract' })).toBeTruthy();
    expect(calls.filter((call) => call.path === 'meetingRoles.list')).toHaveLength(2);
  });

  it("opens the live console from the card on the meeting's day only (the club's time zone)", async () => {
    const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
    renderAppAt(
      '/meetings',
      handlersFor('member', {
        'meetings.upcoming': () => [{ ...FIRST, date: today }, SECOND],
      }),
    );
    const { first, second } = await meetingCards();
    expect(within(first).getByRole('link', { name: 'Live console' }).getAttribute('href')).toBe(
      '/meetings/1/live',
    );
    expect(within(second).queryByRole('link', { name: 'Live console' })).toBeNull();
  });

  it('explains an empty schedule to officers and members', async () => {
    renderAppAt('/meetings', handlersFor('president', { 'meetings.upcoming': () => [] }));
    expect(await screen.findByText('No meetings scheduled')).toBeTruthy();
    expect(screen.getByText('Get started by scheduling your first meeting.')).toBeTruthy();
  });

  it('asks for a club when the person has none', async () => {
    renderAppAt('/meetings', { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(await screen.findByText('Join a club to view meetings.')).toBeTruthy();
  });

  it('deletes a meeting after confirmation', async () => {
    let meetings = [FIRST, SECOND];
    renderAppAt(
      '/meetings',
      handlersFor('vpe', {
        'meetings.upcoming': () => meetings,
        'meetings.delete': (input: unknown) => {
          const { meetingId } = input as { meetingId: number };
          meetings = meetings.filter((candidate) => candidate.id !== meetingId);
          return { id: meetingId };
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Spring Showcase' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Meeting' }));
    expect(await screen.findByText('Meeting Deleted')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Spring Showcase' })).toBeNull(),
    );
  });

  it('says when the meetings cannot be loaded, and asks again on Try again', async () => {
    let fail = true;
    renderAppAt(
      '/meetings',
      handlersFor('member', {
        'meetings.upcoming': () => {
          if (fail) throw new FixtureApiError('FORBIDDEN');
          return [FIRST];
        },
      }),
    );
    expect(await screen.findByText('The meetings could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring Showcase' })).toBeTruthy();
  });
});
