import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADDABLE_ROLE_TYPES,
  REMINDER_TEXT,
  ROLE_ASK_MESSAGES,
  ROLE_OFFER_MESSAGES,
  roleTypeLabel,
} from '@lectern/domain';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { directoryEntry, meeting, role, signedInAs } from '../../test/fixtures';
import { assignableMemberItems, leftOutOfPicker } from '../../shared/role-options';
import { ROLE_ASSIGNMENT_TEXT } from './text';

const FIRST = meeting(1, { title: 'Spring Showcase' });
const SECOND = meeting(2, { title: 'Humour Night' });

function member(
  userId: number,
  firstName: string,
  lastName: string,
  status: 'active' | 'inactive' = 'active',
) {
  return directoryEntry(userId, 'member', firstName, lastName, { status });
}

const MEMBERS = [
  member(41, 'Liam', 'Patel'),
  member(42, 'Olivia', 'Brown'),
  member(43, 'Zara', 'Quinn', 'inactive'),
  member(99, 'Someone', 'Else'),
];

/** Meeting 1: an open Timer, an assigned Speaker 1 (old spelling), a confirmed Toastmaster. */
const FIRST_ROLES = [
  role(11, 1, 'timer', 'open', null),
  role(12, 1, 'speaker_1', 'assigned', 99),
  {
    ...role(13, 1, 'toastmaster', 'confirmed', 42),
    user: { firstName: 'Olivia', lastName: 'Brown' },
  },
];

function handlersFor(extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('vpe'),
    'meetings.upcoming': () => [FIRST, SECOND],
    'meetingRoles.list': (input: unknown) =>
      (input as { meetingId: number }).meetingId === 1 ? FIRST_ROLES : [],
    'members.list': () => MEMBERS,
    ...extra,
  };
}

function addRoleCard() {
  const heading = screen.getByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
  return heading.closest('[data-slot="card"]') as HTMLElement;
}

function rowOf(label: string) {
  const list = screen.getByRole('list', { name: 'Role Assignments' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryAllByText(label, { exact: true }).length > 0);
  if (!row) throw new Error(`No row for ${label}`);
  return row;
}

describe('Role Assignment', () => {
  it('lets a role go only to active members without another role in the meeting', () => {
    expect(assignableMemberItems(MEMBERS, FIRST_ROLES, 11).map((item) => item.label)).toEqual([
      'Liam Patel',
    ]);
  });

  it('says who is left out and why; a club allowing two roles keeps them in', () => {
    expect(leftOutOfPicker(MEMBERS, FIRST_ROLES, 11)).toEqual([
      'Olivia Brown already holds Toastmaster in this meeting',
      'Someone Else already holds Speaker 1 in this meeting',
    ]);
    expect(leftOutOfPicker(MEMBERS, FIRST_ROLES, 11, 2)).toEqual([]);
    expect(assignableMemberItems(MEMBERS, FIRST_ROLES, 11, 2).map((item) => item.label)).toEqual([
      'Liam Patel',
      'Olivia Brown',
      'Someone Else',
    ]);
  });

  it('shows under an open role’s picker who is left out and why', async () => {
    renderAppAt('/roles?meeting=1', handlersFor());
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    const timer = rowOf('Timer');
    expect(
      within(timer).getByText('Olivia Brown already holds Toastmaster in this meeting'),
    ).toBeTruthy();
    expect(
      within(timer).getByText('Someone Else already holds Speaker 1 in this meeting'),
    ).toBeTruthy();
  });

  it('lists the assignments with status, badge and the right action per state', async () => {
    renderAppAt('/roles?meeting=1', handlersFor());
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });

    // Add Role leaves out what the meeting has, the old spelling speaker_1 included.
    const card = addRoleCard();
    for (const present of ['timer', 'speaker1', 'toastmaster'])
      expect(within(card).queryByRole('button', { name: roleTypeLabel(present) })).toBeNull();
    expect(within(card).getAllByRole('button')).toHaveLength(ADDABLE_ROLE_TYPES.length - 3);
    expect(within(card).getByRole('button', { name: 'Grammarian' })).toBeTruthy();
    // The Vote Counter, who runs the votes on the live console, can be added too.
    expect(within(card).getByRole('button', { name: 'Vote Counter' })).toBeTruthy();

    const timer = rowOf('Timer');
    expect(within(timer).getByText('Unassigned')).toBeTruthy();
    expect(within(timer).getByText('Open')).toBeTruthy();
    expect(within(timer).getByRole('combobox', { name: 'Assign Timer' }).textContent).toContain(
      'Assign...',
    );

    const speaker = rowOf('Speaker 1');
    expect(within(speaker).getByText('Someone Else')).toBeTruthy();
    expect(within(speaker).getByText('Assigned')).toBeTruthy();
    expect(within(speaker).getByRole('button', { name: 'Confirm' })).toBeTruthy();

    const toastmaster = rowOf('Toastmaster');
    expect(within(toastmaster).getByText('Olivia Brown')).toBeTruthy();
    expect(within(toastmaster).getByText('Confirmed')).toBeTruthy();
    expect(within(toastmaster).getByRole('button', { name: 'Remind' })).toBeTruthy();
    expect(within(toastmaster).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("shows officers each role's market: the open offer, its waitlist, its last taker", async () => {
    const at = '2031-02-20T09:00:00.000Z';
    const offer = {
      id: 7,
      roleId: 12,
      meetingId: 1,
      roleType: 'speaker_1',
      status: 'open' as const,
      note: 'Away for work',
      offeredBy: 99,
      offeredByName: 'Someone Else',
      takenBy: null,
      takenByName: null,
      expiresAt: null,
      firstRefusalUntil: null,
      createdAt: at,
      closedAt: null,
    };
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'roleOffers.market': () => [
          {
            roleId: 12,
            offer,
            waitlist: [{ userId: 5, name: 'Wendy Wait', since: at }],
            lastTaken: null,
          },
          {
            roleId: 13,
            offer: null,
            waitlist: [],
            lastTaken: {
              ...offer,
              id: 6,
              roleId: 13,
              status: 'taken' as const,
              takenBy: 42,
              takenByName: 'Olivia Brown',
            },
          },
        ],
      }),
    );
    const speaker = await waitFor(() => {
      const row = rowOf('Speaker 1');
      within(row).getByText(/offered by Someone Else/);
      return row;
    });
    expect(within(speaker).getByText(/Away for work/)).toBeTruthy();
    expect(within(speaker).getByText('Waitlist: Wendy Wait')).toBeTruthy();
    expect(within(rowOf('Toastmaster')).getByText('Taken by Olivia Brown')).toBeTruthy();
    expect(within(rowOf('Timer')).queryByText(/Waitlist/)).toBeNull();
  });

  it('lets anyone take a role on offer in one tap, and its holder offer theirs', async () => {
    const offer = {
      id: 7,
      roleId: 12,
      meetingId: 1,
      roleType: 'speaker_1',
      status: 'open' as const,
      note: null,
      offeredBy: 99,
      offeredByName: 'Someone Else',
      takenBy: null,
      takenByName: null,
      expiresAt: null,
      firstRefusalUntil: null,
      createdAt: '2031-02-20T09:00:00.000Z',
      closedAt: null,
    };
    let offers = [offer];
    const ownRole = {
      ...role(14, 1, 'grammarian', 'assigned', 7),
      user: { firstName: 'Ann', lastName: 'Lee' },
    };
    const { calls } = renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        ...signedInAs('member'),
        'meetingRoles.list': () => [...FIRST_ROLES, ownRole],
        'roleOffers.listForMeeting': () => offers,
        'roleOffers.claim': () => {
          offers = [];
          return {
            role: role(12, 1, 'speaker_1', 'assigned', 7),
            offer: { ...offer, status: 'taken' as const, takenBy: 7, takenByName: 'Ann Lee' },
          };
        },
      }),
    );
    const speaker = await waitFor(() => {
      const row = rowOf('Speaker 1');
      within(row).getByText(ROLE_OFFER_MESSAGES.onOffer);
      return row;
    });
    expect(
      within(rowOf('Grammarian')).getByRole('button', { name: ROLE_OFFER_MESSAGES.offerThisRole }),
    ).toBeTruthy();
    expect(within(rowOf('Toastmaster')).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(speaker).getByRole('button', {
        name: `${ROLE_OFFER_MESSAGES.takeThisRole} Speaker 1`,
      }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'roleOffers.claim')?.input).toEqual({ offerId: 7 }),
    );
    await waitFor(() =>
      expect(within(rowOf('Speaker 1')).queryByText(ROLE_OFFER_MESSAGES.onOffer)).toBeNull(),
    );
  });

  it('shows the caller’s open asks with Accept and Decline, and answers through the app', async () => {
    let asks = [
      {
        id: 5,
        roleId: 11,
        roleType: 'timer',
        roleStatus: 'open' as const,
        meetingId: 1,
        meetingTitle: 'Spring Showcase',
        meetingDate: '2026-12-01',
        askedByName: 'Vic Vpe',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ];
    const { calls } = renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'roleSuggestions.mine': () => asks,
        'roleSuggestions.accept': () => {
          asks = [];
          return { roleId: 11, status: 'accepted' };
        },
      }),
    );
    const section = await screen.findByRole('region', { name: ROLE_ASK_MESSAGES.askedOfYou });
    expect(within(section).getByText(/Vic Vpe asks you to take this role/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: /Decline/ })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Accept/ }));
    expect(await screen.findByText(ROLE_ASK_MESSAGES.acceptedToast)).toBeTruthy();
    expect(calls.find((call) => call.path === 'roleSuggestions.accept')?.input).toEqual({
      roleId: 11,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ROLE_ASK_MESSAGES.askedOfYou })).toBeNull(),
    );
  });

  it('adds a role, announces it and refreshes the list', async () => {
    let roles = FIRST_ROLES;
    const { calls } = renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'meetingRoles.list': () => roles,
        'meetingRoles.add': () => {
          roles = [...FIRST_ROLES, role(14, 1, 'grammarian', 'open', null)];
          return roles.at(-1)!;
        },
      }),
    );
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    fireEvent.click(within(addRoleCard()).getByRole('button', { name: 'Grammarian' }));
    expect(await screen.findByText('Role Created')).toBeTruthy();
    expect(screen.getByText('New role has been added to the meeting.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'meetingRoles.add')?.input).toEqual({
      meetingId: 1,
      roleType: 'grammarian',
    });
    expect(await screen.findByRole('combobox', { name: 'Assign Grammarian' })).toBeTruthy();
    expect(within(addRoleCard()).queryByRole('button', { name: 'Grammarian' })).toBeNull();
  });

  it('assigns with the searchable picker, leaving out people who hold another role', async () => {
    const { calls } = renderAppAt(
      '/roles?meeting=1',
      handlersFor({ 'meetingRoles.assign': () => role(11, 1, 'timer', 'assigned', 41) }),
    );
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    fireEvent.click(within(rowOf('Timer')).getByRole('combobox', { name: 'Assign Timer' }));
    fireEvent.change(await screen.findByPlaceholderText('Search members...'), {
      target: { value: 'pat' },
    });
    // Olivia holds the Toastmaster role, Zara is inactive, Someone Else is Speaker 1.
    expect(screen.queryByRole('option', { name: 'Olivia Brown' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Zara Quinn' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Liam Patel' }));
    expect(await screen.findByText('Role Assigned')).toBeTruthy();
    expect(screen.getByText('Role has been assigned successfully.')).toBeTruthy();
    expect(calls.find((call) => call.path === 'meetingRoles.assign')?.input).toEqual({
      roleId: 11,
      userId: 41,
    });
  });

  it('confirms an assigned role, and says so when it fails', async () => {
    let fail = false;
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'meetingRoles.confirm': () => {
          if (fail) throw new FixtureApiError('CONFLICT', 'Role is not assigned');
          return role(12, 1, 'speaker_1', 'confirmed', 99);
        },
      }),
    );
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    fireEvent.click(within(rowOf('Speaker 1')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Role Confirmed')).toBeTruthy();
    expect(screen.getByText('Role has been confirmed successfully.')).toBeTruthy();

    fail = true;
    fireEvent.click(within(rowOf('Speaker 1')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to confirm role. Please try again.')).toBeTruthy();
  });

  it('reminds the holder of a confirmed role, and says why when it cannot', async () => {
    let fail = false;
    const { calls } = renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'reminders.remindRole': () => {
          if (fail) throw new FixtureApiError('CONFLICT', REMINDER_TEXT.remindNotPossible);
          return { queued: 1 };
        },
      }),
    );
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    fireEvent.click(within(rowOf('Toastmaster')).getByRole('button', { name: 'Remind' }));
    expect(await screen.findByText(REMINDER_TEXT.reminded('Olivia Brown'))).toBeTruthy();
    expect(calls.find((call) => call.path === 'reminders.remindRole')?.input).toEqual({
      roleId: 13,
    });
    fail = true;
    fireEvent.click(within(rowOf('Toastmaster')).getByRole('button', { name: 'Remind' }));
    expect(await screen.findByText(REMINDER_TEXT.remindNotPossible)).toBeTruthy();
  });

  it('shows the failure sentence when adding a role fails', async () => {
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'meetingRoles.add': () => {
          throw new FixtureApiError('CONFLICT', 'This role already exists in the meeting');
        },
      }),
    );
    await screen.findByRole('heading', { name: ROLE_ASSIGNMENT_TEXT.addRole });
    fireEvent.click(within(addRoleCard()).getByRole('button', { name: 'Grammarian' }));
    expect(await screen.findByText('Failed to create role. Please try again.')).toBeTruthy();
  });

  it('picks the first upcoming meeting, and an empty meeting says No Roles Assigned', async () => {
    const { router } = renderAppAt('/role-assignment?meeting=2', handlersFor());
    expect(await screen.findByText('No Roles Assigned')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(router.state.location.search).toEqual({ meeting: 2 });
    expect(screen.getByRole('combobox', { name: 'Meeting' }).textContent).toContain('Humour Night');
  });

  it('defaults to the first upcoming meeting without ?meeting=', async () => {
    renderAppAt('/roles', handlersFor());
    expect(await screen.findByText('Unassigned')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Meeting' }).textContent).toContain(
      'Spring Showcase',
    );
  });

  it('asks for a meeting first when none is upcoming', async () => {
    renderAppAt('/roles', handlersFor({ 'meetings.upcoming': () => [] }));
    expect(await screen.findByText('No Upcoming Meetings')).toBeTruthy();
    expect(screen.getByText('Create a meeting first to assign roles.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule Meeting' }).getAttribute('href')).toBe(
      '/meetings/create',
    );
  });

  it("says when a meeting's roles cannot be loaded, keeping the meeting picker", async () => {
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'meetingRoles.list': () => {
          throw new FixtureApiError('FORBIDDEN');
        },
      }),
    );
    expect(await screen.findByText('The roles for this meeting could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Meeting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
