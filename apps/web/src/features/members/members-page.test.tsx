import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt } from '../../test/fixture-api';
import { signedInAs, type ClubRole } from '../../test/fixtures';
import { MEMBERS_TEXT } from './text';

type Entry = RouterOutputs['members']['list'][number];
type Details = RouterOutputs['members']['get'];

const member = (
  userId: number,
  role: ClubRole,
  firstName: string,
  extra: Partial<Entry> = {},
): Entry => ({
  id: userId,
  userId,
  clubId: 1,
  role,
  status: 'active',
  joinedAt: '2026-01-15T00:00:00.000Z',
  user: {
    firstName,
    lastName: 'Tester',
    profileImageUrl: null,
    email: `${firstName.toLowerCase()}@example.org`,
  },
  profile: {
    membershipStatus: role === 'guest' ? 'guest' : 'member',
    pathwaysPath: 'Presentation Mastery',
    currentLevel: 2,
  },
  ...extra,
});

/** Ann as a manager sees her: number and skills visible (the profile's number says so). */
const ANN = member(7, 'president', 'Ann', { tmiNumber: 'PN-1' });
ANN.profile = { ...ANN.profile!, tmiMembershipNumber: 'PN-1' };

/** Ann's whole entry, as `members.get` answers a manager. */
const ANN_DETAILS: Details = {
  ...ANN,
  profile: {
    ...ANN.profile,
    currentProject: null,
    mentorshipStatus: 'willing_to_mentor',
    seekingMentorshipIn: [],
    bio: 'Runs the club since 2024.',
    goals: 'Grow the club to 30 members.',
    dietaryRestrictions: 'Vegetarian',
    emergencyContact: 'Sam Tester',
    emergencyPhone: '0400 000 000',
    mentoringAreas: ['Evaluation'],
    speechesCompleted: 4,
    evaluationsGiven: 2,
    leadershipRolesFilled: 1,
    tableTopicsAnswered: 3,
    communicationSkill: 3,
    leadershipSkill: 2,
    listeningSkill: 4,
    criticalThinkingSkill: 1,
  },
};

const MEMBERS = [
  ANN,
  member(8, 'member', 'Bob'),
  member(9, 'guest', 'Cat', { status: 'inactive' }),
];

describe('Member Directory (/members)', () => {
  it('asks for a club when the person has none', async () => {
    renderAppAt('/members', { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(await screen.findByText(MEMBERS_TEXT.noClub)).toBeTruthy();
  });

  it('shows the four tiles, cards and a search over name, e-mail and role', async () => {
    renderAppAt('/members', { ...signedInAs('president'), 'members.list': () => MEMBERS });
    expect(await screen.findByRole('heading', { name: 'Member Directory', level: 1 })).toBeTruthy();
    for (const tile of MEMBERS_TEXT.tiles) expect(screen.getByText(tile)).toBeTruthy();
    expect(screen.getByText('PN-1')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'guest' } });
    expect(screen.queryByText('Ann Tester')).toBeNull();
    expect(screen.getByText('Cat Tester')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'nobody' } });
    expect(screen.getByText(MEMBERS_TEXT.noMatches.title)).toBeTruthy();
  });

  it('reads a member’s whole profile when View Profile opens, and their skills for Skills Progress', async () => {
    const asked: unknown[] = [];
    renderAppAt('/members', {
      ...signedInAs('president'),
      'members.list': () => MEMBERS,
      'members.get': (input) => {
        asked.push(input);
        return ANN_DETAILS;
      },
    });
    // Only Ann's entry carries the number that comes with visible skills.
    expect(await screen.findByRole('button', { name: 'Skills Progress: Ann Tester' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skills Progress: Bob Tester' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'View Profile: Ann Tester' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Runs the club since 2024.')).toBeTruthy();
    expect(within(dialog).getByText('Vegetarian')).toBeTruthy();
    expect(within(dialog).getByText('0400 000 000')).toBeTruthy();
    expect(within(dialog).getByText('Evaluation')).toBeTruthy();
    expect(asked).toEqual([{ clubId: 1, userId: 7 }]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Skills Progress: Ann Tester' }));
    const skills = await screen.findByRole('dialog');
    expect(await within(skills).findAllByRole('progressbar')).toHaveLength(4);
  });

  it('says so in the dialog when a member’s profile cannot be read', async () => {
    renderAppAt('/members', {
      ...signedInAs('president'),
      'members.list': () => MEMBERS,
      'members.get': () => {
        throw new FixtureApiError('NOT_FOUND');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View Profile: Bob Tester' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('This profile could not be loaded. Close it and try again.'),
    ).toBeTruthy();
    // What the directory already knows stays shown.
    expect(within(dialog).getByText('bob@example.org')).toBeTruthy();
  });

  it('offers members no Add Member and no Edit Role', async () => {
    renderAppAt('/members', { ...signedInAs('member'), 'members.list': () => MEMBERS });
    expect(await screen.findByText('Bob Tester')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MEMBERS_TEXT.addMember })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit Role/ })).toBeNull();
  });

  it('has an empty state with Add First Member', async () => {
    renderAppAt('/members', { ...signedInAs('president'), 'members.list': () => [] });
    expect(await screen.findByText(MEMBERS_TEXT.noMembers.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: MEMBERS_TEXT.noMembers.action })).toBeTruthy();
  });

  it('shows the list view as a table', async () => {
    renderAppAt('/members', { ...signedInAs('president'), 'members.list': () => MEMBERS });
    fireEvent.click(await screen.findByRole('button', { name: 'List view' }));
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows the server’s reason when a role change is refused', async () => {
    renderAppAt('/members', {
      ...signedInAs('vpm'),
      'members.list': () => MEMBERS,
      'members.changeRole': () => {
        throw new FixtureApiError(
          'FORBIDDEN',
          'Forbidden: only the president can give or take officer roles',
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Role: Bob Tester' }));
    const dialog = await screen.findByRole('dialog');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    expect(update.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Secretary' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Forbidden: only the president can give or take officer roles').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getAllByText(MEMBERS_TEXT.roleUpdateFailed).length).toBeGreaterThan(0);
  });

  it('lets the president make a member VP Public Relations', async () => {
    let changed: unknown = null;
    renderAppAt('/members', {
      ...signedInAs('president'),
      'members.list': () => MEMBERS,
      'members.changeRole': (input) => {
        changed = input;
        return member(8, 'vppr', 'Bob');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Role: Bob Tester' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'VP Public Relations' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(changed).toMatchObject({ role: 'vppr' }));
  });

  it('adds a member with its toast', async () => {
    let added: unknown = null;
    renderAppAt('/members', {
      ...signedInAs('president'),
      'members.list': () => MEMBERS,
      'members.add': (input) => {
        added = input;
        return { ...member(10, 'member', 'Dee'), profile: null };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: MEMBERS_TEXT.addMember }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText('Full name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Full Name'), {
      target: { value: 'Dee Tester' },
    });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'dee@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(screen.getAllByText(MEMBERS_TEXT.memberAdded.title).length).toBeGreaterThan(0),
    );
    expect(added).toMatchObject({
      clubId: 1,
      name: 'Dee Tester',
      email: 'dee@example.org',
      role: 'member',
    });
  });
});
